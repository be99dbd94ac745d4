// Product details journeys on the real server and its demo catalogue
// (server/db/seed/demoCatalog.ts: deterministic, so slugs, prices and pieces are fixed).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, AXE_MATRIX, inLanguage, type Lang } from './support/matrix';
import { gotoInteractive } from './support/hydration';
import { ar, en, fill } from './support/texts';

const PRODUCT = {
  path: '/vases/hand-blown-vase-gold-pattern',
  en: 'Hand-blown Vase - Gold Pattern',
  ar: 'فازة منفوخة يدويًا - بنقوش ذهبية',
};
const VASES = { ar: 'فازات', en: 'Vases' };
/** Demo product without a price (price_after_discount null). */
const UNPRICED = {
  path: '/vases/tall-cylinder-vase-small',
  en: 'Tall Cylinder Vase - Small',
  ar: 'فازة أسطوانية طويلة - مقاس صغير',
  code: 'ZJ-VAS-105',
};
/** Demo product with only 2 pieces left. */
const FEW_LEFT = '/vases/tall-cylinder-vase-tall-design';

async function productLoaded(page: Page, lang: Lang, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The description area is released 500 ms after load.
  await expect(
    page.getByRole('region', { name: { ar, en }[lang].product_description, exact: true }),
  ).not.toHaveAttribute('aria-busy', 'true');
}

for (const lang of LANGS) {
  test(`a product card of a category opens its details page and remembers the slugs (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await gotoInteractive(page, at('/vases'));
    // The card's title link (its image link has the same name but no text).
    await page
      .getByRole('main')
      .getByRole('link', { name: PRODUCT[lang], exact: true })
      .filter({ hasText: PRODUCT[lang] })
      .click();
    await expect(page).toHaveURL(at(PRODUCT.path));
    await productLoaded(page, lang, PRODUCT[lang]);
    const crumbs = page.getByRole('navigation', { name: t.breadcrumb_label });
    await expect(crumbs.getByRole('link', { name: VASES[lang] })).toHaveAttribute(
      'href',
      at('/vases'),
    );
    await expect(crumbs.getByText(PRODUCT[lang])).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('img', { name: PRODUCT[lang] })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    const stored = await page.evaluate(() => localStorage.getItem('persist:categoryProductMap'));
    expect(stored).toContain('vases/hand-blown-vase-gold-pattern');
  });

  test(`non-canonical (Arabic, URL-encoded) slugs are replaced by the canonical URL (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await gotoInteractive(page, at('/'));
    await expect(
      page.getByRole('link', { name: t.language_switch_label, exact: true }),
    ).toBeVisible();
    const wrong = `/${encodeURIComponent('فازات')}/${encodeURIComponent('فازة-منفوخة-يدويًا-بنقوش-ذهبية')}`;
    await gotoInteractive(page, at(wrong));
    await expect(page).toHaveURL(at(PRODUCT.path));
    await productLoaded(page, lang, PRODUCT[lang]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${at(PRODUCT.path)}$`),
    );
    // History was replaced: one step back is the page before, not the wrong URL.
    await page.goBack();
    await expect(page).toHaveURL(at('/'));
  });

  test(`/productsDetails/{id} is the fallback route and stays put (${lang})`, async ({ page }) => {
    const at = await inLanguage(page, lang);
    await gotoInteractive(page, at('/productsDetails/3'));
    await productLoaded(page, lang, PRODUCT[lang]);
    await expect(page).toHaveURL(at('/productsDetails/3'));
  });

  test(`a product without a price offers the get-price chat enquiry (${lang})`, async ({
    page,
    context,
  }) => {
    const at = await inLanguage(page, lang);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
    await gotoInteractive(page, at(UNPRICED.path));
    await productLoaded(page, lang, UNPRICED[lang]);
    const main = page.getByRole('main');
    await expect(main.getByRole('spinbutton')).toHaveCount(0);
    const enquiry = main.locator('a[href^="https://wa.me/"]').first();
    await expect(enquiry).toHaveAttribute('target', '_blank');
    const [chat] = await Promise.all([page.waitForEvent('popup'), enquiry.click()]);
    const text = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(text).toContain(UNPRICED[lang]);
    expect(text).toContain(UNPRICED.code);
    // The page's own address, in its language.
    expect(text).toContain(`${new URL(page.url()).origin}${at(UNPRICED.path)}`);
  });

  test(`the quantity stepper stops at the available pieces and says why (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await gotoInteractive(page, at(FEW_LEFT));
    const quantity = page.getByRole('spinbutton', { name: t.quantity_label });
    const more = page.getByRole('button', { name: t.quantity_increase });
    await more.click();
    await expect(quantity).toHaveValue('2');
    // At the limit the button is aria-disabled (it keeps focus); a click does nothing more.
    await more.dispatchEvent('click');
    await expect(quantity).toHaveValue('2');
    await expect(page.getByText(fill(t.quantity_limit_reached, { pieces: 2 }))).toBeVisible();
    await expect(more).toHaveAttribute('aria-disabled', 'true');
  });
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`product page is accessible (${lang}, ${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const at = await inLanguage(page, lang);
    await gotoInteractive(page, at(PRODUCT.path));
    await productLoaded(page, lang, PRODUCT[lang]);
    await expectAccessible(page, `product ${lang} ${width}`);
  });
}

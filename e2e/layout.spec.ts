// Header, footer, floating chat button and the phone splash on "/" against the real server in
// both languages at phone and desktop widths.
import { expect, test, type Page } from '@playwright/test';
import { inLanguage, LANGS, pathIn, type Lang } from './support/matrix';
import { gotoInteractive, waitForHydration } from './support/hydration';
import { ar, en } from './support/texts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const text = {
  ar: {
    search: 'ابحث عن منتج',
    term: 'كوب',
    menu: 'فتح القائمة',
    menuTitle: 'القائمة',
    bar: 'روابط سريعة',
    categories: 'الأقسام',
    login: 'تسجيل الدخول',
  },
  en: {
    search: 'Search products',
    term: 'glass',
    menu: 'Open menu',
    menuTitle: 'Menu',
    bar: 'Quick links',
    categories: 'Categories',
    login: 'Log in',
  },
} as const;

async function openHome(page: Page, lang: Lang) {
  const at = await inLanguage(page, lang);
  await gotoInteractive(page, at('/'), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('banner')).toBeVisible();
}

for (const lang of LANGS) {
  test(`header search suggests up to five products and opens one by keyboard (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHome(page, lang);
    const input = page.getByRole('combobox', { name: text[lang].search });
    await input.fill(text[lang].term);
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const count = await listbox.getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    const first = listbox.getByRole('option').first();
    await expect(first.locator('img')).toBeVisible();

    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await input.press('Enter');
    // productLink: /{categorySlug}/{productSlug} (under /en in English), or /productsDetails/{id}.
    const product =
      lang === 'en'
        ? /^https?:\/\/[^/]+\/en\/[^/?]+\/[^/?]+$/
        : /^https?:\/\/[^/]+\/[^/?]+\/[^/?]+$/;
    await expect(page).toHaveURL(product);

    // A plain submit searches the whole catalogue; a blank one goes nowhere.
    const here = page.url();
    await input.fill('   ');
    await input.press('Enter');
    expect(page.url()).toBe(here);
    await input.fill(text[lang].term);
    // Escape closes an open list (a search field with no list open is cleared by the browser).
    await expect(listbox).toBeVisible();
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.press('Enter');
    await expect(page).toHaveURL(
      pathIn(lang, `/search?product_name=${encodeURIComponent(text[lang].term)}`),
    );
  });

  test(`phone: bottom bar and the side menu dialog (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHome(page, lang);
    const bar = page.getByRole('navigation', { name: text[lang].bar });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    await expect(bar.getByRole('link', { name: text[lang].login })).toHaveAttribute(
      'href',
      pathIn(lang, '/login'),
    );
    await expect(
      page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل الرئيسي' : 'Main navigation' }),
    ).toBeHidden();

    await bar.getByRole('button', { name: text[lang].categories }).click();
    const dialog = page.getByRole('dialog', { name: text[lang].menuTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: text[lang].menu }).click();
    await expect(dialog).toBeVisible();
    const category = dialog.locator('section').first().getByRole('link').first();
    const href = await category.getAttribute('href');
    await category.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(href!);
  });
}

for (const lang of LANGS) {
  test(`phone splash shows once per browser session on the home page (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // Not inLanguage(): that marks the session as visited. The splash comes with the page, before
    // the app runs, over the page's first paint.
    await page.goto(pathIn(lang, '/'), { waitUntil: 'commit' });
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toHaveCSS('opacity', '1');
    expect(await page.evaluate(() => sessionStorage.getItem('hasVisited'))).not.toBeNull();
    await expect(splash).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole('banner')).toBeVisible();

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('banner')).toBeVisible();
    // Once the app runs, a splash that was going to show would be there.
    await waitForHydration(page);
    await expect(splash).toHaveCount(0);
  });

  test(`footer: the ten links, contact links and the chat button (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHome(page, lang);
    const t = { ar, en }[lang];
    const footer = page.getByRole('contentinfo');
    // Polled: the footer comes in its own chunk after the first view. Its links stay in the
    // page's language.
    const hrefs = () =>
      footer
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')).sort());
    await expect
      .poll(hrefs)
      .toEqual(
        [
          '/about',
          '/contact',
          '/common-questions',
          '/privacy-policy',
          '/representative',
          '/login',
          '/register',
          '/exchanges-and-returns',
          '/shipping-policy',
          '/terms-conditions',
        ]
          .map((path) => pathIn(lang, path))
          .sort(),
      );
    await expect(footer.getByRole('link', { name: /02 2576 1986/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(
      footer.getByRole('list', { name: t.footer_follow_us }).getByRole('link'),
    ).toHaveCount(5);
    const chat = page.getByRole('link', { name: t.chat_button_label });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/201001986198');
    await expect(chat).toHaveAttribute('target', '_blank');
  });
}

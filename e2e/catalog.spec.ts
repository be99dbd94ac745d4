// Listing journeys on the real server and its demo catalogue
// (server/db/seed/demoCatalog.ts is deterministic: 16 vases, 4 of them priced up to 1000; 16
// products match "vase" across the catalogue; 160 latest products; 50 best sellers).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, AXE_MATRIX, inLanguage } from './support/matrix';
import { gotoInteractive } from './support/hydration';
import { ar, en, fill, textPattern } from './support/texts';

type Texts = typeof en;

/** Demo categories' names in both languages (server/db/seed/demoCategories.ts). */
const VASES = { ar: 'فازات', en: 'Vases' };
const MIRRORS = { ar: 'مرايا', en: 'Mirrors' };
/** The price filter's 1000: Latin digits in both languages, the currency named the page's way. */
const PRICE_1000 = { ar: '1,000 ج.م', en: 'EGP 1,000' };

const products = (page: Page) => page.getByRole('main').getByRole('article');
const pages = (page: Page, t: Texts) =>
  page.getByRole('navigation', { name: t.pagination_label, exact: true });
const pageLink = (page: Page, t: Texts, n: number) =>
  pages(page, t).getByRole('link', { name: fill(t.pagination_page, { page: n }) });

for (const lang of LANGS) {
  test(`category: pages of 12 in the URL, price filter and search, unknown slug (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoInteractive(page, at('/vases'));
    await expect(page.getByRole('heading', { level: 1, name: VASES[lang] })).toBeVisible();
    await expect(products(page)).toHaveCount(12);
    await expect(page.getByRole('radio', { name: VASES[lang] })).toBeChecked();
    await expect(pageLink(page, t, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pages(page, t).getByRole('link', { name: t.pagination_previous })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await pageLink(page, t, 2).click();
    await expect(page).toHaveURL(at('/vases?page=2'));
    await expect(products(page)).toHaveCount(4);
    await expect(pages(page, t).getByRole('link', { name: t.pagination_next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await pageLink(page, t, 1).click();
    await expect(page).toHaveURL(at('/vases'));

    // Price filter: the value shows while moving, the URL follows, page 1 again.
    const slider = page.getByRole('slider', { name: t.catalog_max_price });
    await expect(slider).toHaveValue('100000');
    await slider.fill('1000');
    await expect(page.getByText(PRICE_1000[lang], { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at('/vases?max_price=1000'));
    await expect(products(page)).toHaveCount(4);
    await expect(pages(page, t)).toHaveCount(0);

    // A search text searches every category, the price filter kept.
    const filters = page.getByRole('complementary', { name: t.catalog_filters });
    await filters.getByRole('searchbox', { name: t.catalog_search_label }).fill('vase');
    await filters.getByRole('button', { name: t.catalog_search_submit, exact: true }).click();
    await expect(page).toHaveURL(at('/vases?product_name=vase&max_price=1000'));
    await expect(
      page.getByRole('heading', { level: 1, name: fill(t.search_results_for, { query: 'vase' }) }),
    ).toBeVisible();
    await slider.fill('100000');
    await expect(page).toHaveURL(at('/vases?product_name=vase'));
    await expect(products(page)).toHaveCount(12);
    await expect(pageLink(page, t, 2)).toHaveAttribute(
      'href',
      at('/vases?product_name=vase&page=2'),
    );

    // Another category: its products, the search text dropped.
    // click, not check(): the radio is checked once the new URL has rendered.
    await page.getByRole('radio', { name: MIRRORS[lang] }).click();
    await expect(page).toHaveURL(at('/mirrors'));
    await expect(page.getByRole('radio', { name: MIRRORS[lang] })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: MIRRORS[lang] })).toBeVisible();

    // An unknown slug goes to the first category, replacing the history entry.
    await gotoInteractive(page, at('/no-such-category'));
    await expect(page).toHaveURL(at('/vases'));
    await expect(page.getByRole('heading', { level: 1, name: VASES[lang] })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(at('/mirrors'));
  });

  test(`category on a phone: the filters fold behind a toggle (${lang})`, async ({ page }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoInteractive(page, at('/vases'));
    await expect(page.getByRole('heading', { level: 1, name: VASES[lang] })).toBeVisible();
    const slider = page.getByRole('slider', { name: t.catalog_max_price });
    await expect(slider).toBeHidden();
    const toggle = page.getByRole('button', { name: t.catalog_filters });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(slider).toBeVisible();
    await expect(page.getByRole('radio', { name: VASES[lang] })).toBeChecked();
  });

  test(`search: all categories, paged; an empty query asks for a text (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await gotoInteractive(page, at('/search?product_name=vase'));
    await expect(
      page.getByRole('heading', { level: 1, name: fill(t.search_results_for, { query: 'vase' }) }),
    ).toBeVisible();
    await expect(products(page)).toHaveCount(12);
    await pageLink(page, t, 2).click();
    await expect(page).toHaveURL(at('/search?product_name=vase&page=2'));
    await expect(products(page)).toHaveCount(4);

    await gotoInteractive(page, at('/search'));
    await expect(page.getByRole('heading', { level: 1, name: t.search_title })).toBeVisible();
    await expect(page.getByText(t.search_prompt)).toBeVisible();
    await expect(products(page)).toHaveCount(0);
  });

  test(`latest products 12 a page, best sellers 16 a page, offers with two banners (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    const t = { ar, en }[lang];
    await gotoInteractive(page, at('/latest-products'));
    await expect(page.getByRole('heading', { level: 1, name: t.latest_products })).toBeVisible();
    await expect(products(page)).toHaveCount(12);
    // 160 products = 14 pages; the window shows 5 numbers.
    await expect(
      pages(page, t).getByRole('link', { name: textPattern(t.pagination_page, { page: /\d+/ }) }),
    ).toHaveCount(5);
    await pages(page, t).getByRole('link', { name: t.pagination_next }).click();
    await expect(page).toHaveURL(at('/latest-products?page=2'));
    await expect(products(page)).toHaveCount(12);

    await gotoInteractive(page, at('/best-sellers?page=4'));
    await expect(page.getByRole('heading', { level: 1, name: t.best_sellers })).toBeVisible();
    // 50 best sellers: 16, 16, 16, 2.
    await expect(products(page)).toHaveCount(2);
    await pageLink(page, t, 1).click();
    await expect(page).toHaveURL(at('/best-sellers'));
    await expect(products(page)).toHaveCount(16);

    await gotoInteractive(page, at('/offers'));
    await expect(page.getByRole('heading', { level: 1, name: t.offers_title })).toBeVisible();
    await expect(products(page)).toHaveCount(16);
    const banners = page.getByRole('img', { name: t.offers_banner_alt });
    await expect(banners).toHaveCount(2);
    await expect(banners.first()).toBeVisible();
    await expect(banners.last()).toHaveAttribute('loading', 'lazy');
    await banners.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => banners.last().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
}

const ROUTES = [
  '/vases?max_price=50000',
  '/search?product_name=vase',
  '/search',
  '/latest-products',
  '/best-sellers?page=2',
  '/offers',
];

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`listings are accessible in ${lang} on a ${name}`, async ({ page }) => {
    // Seven pages, each loaded and checked by axe: a minute on a busy two-core machine.
    test.slow();
    const at = await inLanguage(page, lang);
    await page.setViewportSize({ width, height });
    for (const route of ROUTES) {
      await gotoInteractive(page, at(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      if (route.startsWith('/vases') && width < 1024) {
        await page.getByRole('button', { name: /^(Filters|تصفية المنتجات)$/ }).click();
      }
      await expectAccessible(page, `${route} ${lang} ${width}`);
    }
  });
}

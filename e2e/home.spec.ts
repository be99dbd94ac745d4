// Home ("/": its load and the carousel layout) against the real server: every section with all
// flags on and off, the retry screen, the carousels in both directions and by keyboard, and axe in
// Arabic and English at phone and desktop widths.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientRendered, HOME_FLAGS, setHomeFlags, type HomeFlag } from './support/api';
import { expectAccessible, MATRIX, inLanguage, type Lang } from './support/matrix';
import { gotoInteractive } from './support/hydration';

const DESKTOP = { width: 1440, height: 900 };

const text = {
  ar: {
    latest: 'أحدث المنتجات',
    latestSlides: 'شرائح أحدث المنتجات',
    best: 'الأكثر مبيعًا',
    offers: 'عروض مميزة',
    categories: 'الأقسام',
    viewAll: 'عرض الكل',
    next: 'الشريحة التالية',
    previous: 'الشريحة السابقة',
    failed: 'فشل تحميل البيانات، يرجى التحقق من اتصالك بالإنترنت.',
    retry: 'إعادة المحاولة',
  },
  en: {
    latest: 'Latest products',
    latestSlides: 'Latest products slides',
    best: 'Best sellers',
    offers: 'Featured offers',
    categories: 'Categories',
    viewAll: 'View all',
    next: 'Next slide',
    previous: 'Previous slide',
    failed: 'Loading data failed, please check your connection.',
    retry: 'Try again',
  },
} as const;

type ProductRow = { id: number; name: string };
type CategoryRow = { id: number; name: string; name_en: string; slug: string };

/** What the server itself lists, in the page language (the journeys compare the page with it). */
async function serverList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

async function openHome(page: Page, lang: Lang) {
  const at = await inLanguage(page, lang);
  await gotoInteractive(page, at('/'), { waitUntil: 'domcontentloaded' });
}

/** Titles of the cards the slider shows now (react-slick marks the others aria-hidden). */
async function shownTitles(carousel: Locator): Promise<{ title: string; x: number }[]> {
  const slides = carousel.locator('.slick-slide[aria-hidden="false"]');
  await expect(slides.first()).toBeVisible();
  const rows: { title: string; x: number }[] = [];
  for (const slide of await slides.all()) {
    const box = await slide.boundingBox();
    rows.push({
      title: (await slide.getByRole('heading').first().textContent()) ?? '',
      x: box?.x ?? 0,
    });
  }
  return rows;
}

test('home opens in Arabic, right to left, with the switch to English', async ({ page }) => {
  await gotoInteractive(page, '/', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
});

test('all flags on: banner area, latest, every category with its banner, best sellers', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await setHomeFlags(page, Object.fromEntries(HOME_FLAGS.map((flag) => [flag, true])));
  await openHome(page, 'ar');
  const t = text.ar;
  const categories = await serverList<CategoryRow>(page, '/api/v1/main-categories?lang=ar');

  // Main banner: the category side list and the header-image carousel, its first picture the
  // page's LCP element.
  const side = page.getByRole('main').getByRole('navigation', { name: t.categories, exact: true });
  await expect(side.getByRole('link')).toHaveCount(categories.length);
  const offers = page.getByRole('region', { name: t.offers });
  const lcp = offers.getByRole('img').first();
  await expect(lcp).toHaveAttribute('fetchpriority', 'high');
  await expect(lcp).not.toHaveAttribute('loading', 'lazy');
  await expect(lcp).toHaveAttribute('srcset', /\/media\/header\/.+ 1280w/);
  await expect(lcp).toHaveAttribute('sizes', /.+/);

  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(section(t.latest).getByRole('link', { name: t.viewAll })).toHaveAttribute(
    'href',
    '/latest-products',
  );
  for (const category of categories) {
    const region = section(category.name);
    await expect(region.getByRole('link', { name: t.viewAll })).toHaveAttribute(
      'href',
      `/${encodeURIComponent(category.slug)}`,
    );
    // Banners (like cards) mount when their section comes near the viewport.
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('img', { name: category.name, exact: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
  }
  await expect(section(t.best).getByRole('link', { name: t.viewAll })).toHaveAttribute(
    'href',
    '/best-sellers',
  );
});

test('all flags off: only the category sections, without banners', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await setHomeFlags(page, Object.fromEntries(HOME_FLAGS.map((flag) => [flag, false])));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openHome(page, 'en');
  const categories = await serverList<CategoryRow>(page, '/api/v1/main-categories?lang=en');

  const name = categories[0]?.name_en ?? '';
  const first = page.getByRole('region', { name, exact: true });
  await expect(first.getByRole('article').first()).toBeVisible();
  await expect(first.getByRole('img', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: text.en.offers })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text.en.latest, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text.en.best, exact: true })).toHaveCount(0);
  expect(requested).not.toContain('/api/v1/all-latest-products');
  expect(requested).not.toContain('/api/v1/top-products');
});

for (const [flag, on] of [
  ['is_latest_product_active', true],
  ['is_best_seller_active', true],
] as [HomeFlag, boolean][]) {
  test(`${flag} alone decides its section`, async ({ page }) => {
    await setHomeFlags(page, {
      ...Object.fromEntries(HOME_FLAGS.map((f) => [f, false])),
      [flag]: on,
    });
    await openHome(page, 'en');
    const name = flag === 'is_latest_product_active' ? text.en.latest : text.en.best;
    const other = flag === 'is_latest_product_active' ? text.en.best : text.en.latest;
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
  });
}

test('the retry screen shows when all three product loads fail, and reloads', async ({ page }) => {
  await clientRendered(page);
  for (const path of ['all-latest-products', 'main-categories', 'top-products']) {
    await page.route(`**/api/v1/${path}**`, (route) =>
      route.fulfill({ status: 500, json: { message: 'down' } }),
    );
  }
  await openHome(page, 'en');
  const alert = page.getByRole('alert').filter({ hasText: text.en.failed });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('region', { name: text.en.latest, exact: true })).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: text.en.retry }).click();
  await reloaded;
  await expect(page.getByRole('alert').filter({ hasText: text.en.failed })).toBeVisible();
});

test('Arabic carousel: first products on the right, "next" brings the following one', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // No autoplay (reduced motion), so the first view is the carousel's start.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page, 'ar');
  const latest = await serverList<ProductRow>(
    page,
    '/api/v1/all-latest-products?lang=ar&page=1&per_page=50',
  );
  const carousel = page.getByRole('region', { name: text.ar.latestSlides });
  await carousel.scrollIntoViewIfNeeded();

  const rightToLeft = async () =>
    (await shownTitles(carousel)).sort((a, b) => b.x - a.x).map((row) => row.title);
  await expect.poll(rightToLeft).toEqual(latest.slice(0, 4).map((product) => product.name));

  await carousel.getByRole('button', { name: text.ar.next }).click();
  await expect.poll(rightToLeft).toEqual(latest.slice(1, 5).map((product) => product.name));
  // react-slick ignores a move asked while the last one still animates (500 ms).
  await page.waitForTimeout(700);
  await carousel.getByRole('button', { name: text.ar.previous }).click();
  await expect.poll(rightToLeft).toEqual(latest.slice(0, 4).map((product) => product.name));
});

test('carousel by keyboard: labelled buttons move it, Tab skips the hidden slides', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page, 'en');
  const latest = await serverList<ProductRow>(
    page,
    '/api/v1/all-latest-products?lang=en&page=1&per_page=50',
  );
  const carousel = page.getByRole('region', { name: text.en.latestSlides });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const next = carousel.getByRole('button', { name: text.en.next });
  await expect(next).toBeVisible();

  await next.focus();
  await page.keyboard.press('Enter');
  const leftToRight = async () =>
    (await shownTitles(carousel)).sort((a, b) => a.x - b.x).map((row) => row.title);
  await expect.poll(leftToRight).toEqual(latest.slice(1, 5).map((product) => product.name));
  await expect(next).toBeFocused();

  // Every Tab stop inside the slider is in a shown slide, never in a hidden one or a clone.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      const slide = active?.closest('.slick-slide');
      return slide ? slide.getAttribute('aria-hidden') : 'outside';
    });
    if (where === 'outside') break;
    expect(where).toBe('false');
  }
});

test('autoplay moves the carousels together every 2.5 s and stops under the pointer', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openHome(page, 'en');
  const carousel = page.getByRole('region', { name: text.en.latestSlides });
  await carousel.scrollIntoViewIfNeeded();
  const first = async () => (await shownTitles(carousel)).sort((a, b) => a.x - b.x)[0]?.title;
  const before = await first();
  await expect.poll(first, { timeout: 6000 }).not.toBe(before);

  await carousel.hover();
  const paused = await first();
  await page.waitForTimeout(3000);
  expect(await first()).toBe(paused);
});

for (const { lang, name, width, height } of MATRIX) {
  test(`home is accessible (${lang}, ${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openHome(page, lang);
    const carousel = page.getByRole('region', { name: text[lang].latestSlides });
    await carousel.scrollIntoViewIfNeeded();
    // The slider (not the static first slice) is what axe must see.
    await expect(carousel.locator('.slick-initialized')).toBeVisible();
    await expect(page.getByRole('region', { name: text[lang].offers })).toBeVisible();
    await expectAccessible(page, `/ ${lang} ${width}px`);
  });
}

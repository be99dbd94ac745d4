// Home ("/": its load and the carousel layout) against the real server, in Arabic and English:
// every section with all flags on and off, the retry screen, the carousels in their reading
// direction and by keyboard, autoplay, and axe at phone and desktop widths.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientRendered, HOME_FLAGS, setHomeFlags, type HomeFlag } from './support/api';
import {
  expectAccessible,
  LANGS,
  AXE_MATRIX,
  inLanguage,
  pathIn,
  type Lang,
} from './support/matrix';
import { gotoInteractive } from './support/hydration';
import { ar, en } from './support/texts';

const DESKTOP = { width: 1440, height: 900 };

/** The home page's texts in `lang`, from the storefront's own locale files. */
function texts(lang: Lang) {
  const t = { ar, en }[lang];
  return {
    latest: t.latest_products,
    latestSlides: t.carousel_label.replace('{{title}}', t.latest_products),
    carousel: t.carousel,
    best: t.best_sellers,
    offers: t.header_images,
    categories: t.home_categories,
    viewAll: t.view_all,
    next: t.carousel_next,
    previous: t.carousel_previous,
    failed: t.loading_data_failed,
    retry: t.retry,
    switchLanguage: t.language_switch_label,
  };
}

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
  // The shown slides, before the slider has mounted (the server's cards) and after: hidden ones
  // and the slider's clones are aria-hidden.
  const slides = carousel.getByRole('group');
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

/** Titles of the shown cards in reading order: right to left in Arabic, left to right in English. */
async function readingOrder(carousel: Locator, lang: Lang): Promise<string[]> {
  const rows = await shownTitles(carousel);
  const sign = lang === 'ar' ? -1 : 1;
  return rows.sort((a, b) => sign * (a.x - b.x)).map((row) => row.title);
}

test('home opens in Arabic, right to left, with the switch to English', async ({ page }) => {
  await gotoInteractive(page, '/', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('link', { name: texts('ar').switchLanguage, exact: true }),
  ).toBeVisible();
});

for (const lang of LANGS) {
  test(`all flags on: banner area, latest, every category with its banner, best sellers (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await setHomeFlags(page, Object.fromEntries(HOME_FLAGS.map((flag) => [flag, true])));
    await openHome(page, lang);
    const t = texts(lang);
    const categories = await serverList<CategoryRow>(page, `/api/v1/main-categories?lang=${lang}`);
    const nameOf = (category: CategoryRow) => (lang === 'ar' ? category.name : category.name_en);

    // The page is in the address's language, with the switch to the other one.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', lang);
    await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('link', { name: t.switchLanguage, exact: true })).toBeVisible();

    // Main banner: the category side list and the header-image carousel, its first picture the
    // page's LCP element.
    const side = page
      .getByRole('main')
      .getByRole('navigation', { name: t.categories, exact: true });
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
      pathIn(lang, '/latest-products'),
    );
    for (const category of categories) {
      const region = section(nameOf(category));
      await expect(region.getByRole('link', { name: t.viewAll })).toHaveAttribute(
        'href',
        pathIn(lang, `/${encodeURIComponent(category.slug)}`),
      );
      // Banners (like cards) mount when their section comes near the viewport.
      await region.scrollIntoViewIfNeeded();
      await expect(
        region.getByRole('img', { name: nameOf(category), exact: true }),
      ).toHaveAttribute('loading', 'lazy');
    }
    await expect(section(t.best).getByRole('link', { name: t.viewAll })).toHaveAttribute(
      'href',
      pathIn(lang, '/best-sellers'),
    );
  });

  test(`all flags off: only the category sections, without banners (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await setHomeFlags(page, Object.fromEntries(HOME_FLAGS.map((flag) => [flag, false])));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openHome(page, lang);
    const t = texts(lang);
    const categories = await serverList<CategoryRow>(page, `/api/v1/main-categories?lang=${lang}`);

    const name = (lang === 'ar' ? categories[0]?.name : categories[0]?.name_en) ?? '';
    const first = page.getByRole('region', { name, exact: true });
    await expect(first.getByRole('article').first()).toBeVisible();
    await expect(first.getByRole('img', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.offers })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.latest, exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.best, exact: true })).toHaveCount(0);
    expect(requested).not.toContain('/api/v1/all-latest-products');
    expect(requested).not.toContain('/api/v1/top-products');
  });

  for (const [flag, on] of [
    ['is_latest_product_active', true],
    ['is_best_seller_active', true],
  ] as [HomeFlag, boolean][]) {
    test(`${flag} alone decides its section (${lang})`, async ({ page }) => {
      await setHomeFlags(page, {
        ...Object.fromEntries(HOME_FLAGS.map((f) => [f, false])),
        [flag]: on,
      });
      await openHome(page, lang);
      const t = texts(lang);
      const name = flag === 'is_latest_product_active' ? t.latest : t.best;
      const other = flag === 'is_latest_product_active' ? t.best : t.latest;
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
    });
  }

  test(`the retry screen shows when all three product loads fail, and reloads (${lang})`, async ({
    page,
  }) => {
    await clientRendered(page);
    for (const path of ['all-latest-products', 'main-categories', 'top-products']) {
      await page.route(`**/api/v1/${path}**`, (route) =>
        route.fulfill({ status: 500, json: { message: 'down' } }),
      );
    }
    await openHome(page, lang);
    const t = texts(lang);
    const alert = page.getByRole('alert').filter({ hasText: t.failed });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('region', { name: t.latest, exact: true })).toHaveCount(0);
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: t.retry }).click();
    await reloaded;
    await expect(page.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
    // The reload stays in the page's language.
    await expect(page).toHaveURL(pathIn(lang, '/'));
  });
}

test('Arabic carousel: first products on the right, "next" brings the following one', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // No autoplay (reduced motion), so the first view is the carousel's start.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page, 'ar');
  const t = texts('ar');
  const latest = await serverList<ProductRow>(
    page,
    '/api/v1/all-latest-products?lang=ar&page=1&per_page=50',
  );
  const carousel = page.getByRole('region', { name: t.latestSlides });
  await carousel.scrollIntoViewIfNeeded();

  const rightToLeft = async () =>
    (await shownTitles(carousel)).sort((a, b) => b.x - a.x).map((row) => row.title);
  await expect.poll(rightToLeft).toEqual(latest.slice(0, 4).map((product) => product.name));

  await carousel.getByRole('button', { name: t.next }).click();
  await expect.poll(rightToLeft).toEqual(latest.slice(1, 5).map((product) => product.name));
  // react-slick ignores a move asked while the last one still animates: ask until the current
  // slide changes (it changes with the accepted click, before the slide moves).
  const current = carousel.locator('.slick-current');
  const shownFirst = (await current.getAttribute('data-index')) ?? '';
  await expect(async () => {
    await carousel.getByRole('button', { name: t.previous }).click();
    await expect(current).not.toHaveAttribute('data-index', shownFirst, { timeout: 1_000 });
  }).toPass();
  await expect.poll(rightToLeft).toEqual(latest.slice(0, 4).map((product) => product.name));
});

for (const lang of LANGS) {
  test(`carousel by keyboard: labelled buttons move it, Tab skips the hidden slides (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, lang);
    const t = texts(lang);
    const latest = await serverList<ProductRow>(
      page,
      `/api/v1/all-latest-products?lang=${lang}&page=1&per_page=50`,
    );
    const carousel = page.getByRole('region', { name: t.latestSlides });
    await expect(carousel).toHaveAttribute('aria-roledescription', t.carousel);
    const next = carousel.getByRole('button', { name: t.next });
    await expect(next).toBeVisible();

    // The first products come first in the reading direction (on the left in English, on the
    // right in Arabic), and "next" brings the following one from that side.
    const shown = () => readingOrder(carousel, lang);
    await expect.poll(shown).toEqual(latest.slice(0, 4).map((product) => product.name));
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual(latest.slice(1, 5).map((product) => product.name));
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

  test(`autoplay moves the carousels together every 2.5 s and stops under the pointer (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // The page's clock runs as usual until the pointer is on the carousel; then the journey
    // moves it on by hand, so "nothing moves under the pointer" needs no waiting.
    await page.clock.install();
    await openHome(page, lang);
    const carousel = page.getByRole('region', { name: texts(lang).latestSlides });
    await carousel.scrollIntoViewIfNeeded();
    // The first beat comes once the page is idle: it mounts the slider (and moves it).
    await expect(carousel.locator('.slick-initialized')).toBeVisible({ timeout: 20_000 });
    const first = async () => (await readingOrder(carousel, lang))[0];
    const before = await first();
    await expect.poll(first, { timeout: 10_000 }).not.toBe(before);

    // The current slide changes with each beat (before the slide moves).
    const current = carousel.locator('.slick-current');
    await carousel.hover();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const paused = (await current.getAttribute('data-index')) ?? '';
    await page.clock.runFor(6_000);
    // A beat's render is one task queued behind the timer: a message posted now comes after it.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
    await expect(current).toHaveAttribute('data-index', paused);

    // The pointer gone, the next beat moves it again.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(current).not.toHaveAttribute('data-index', paused);
  });
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`home with its header and footer is accessible (${lang}, ${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openHome(page, lang);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const carousel = page.getByRole('region', { name: texts(lang).latestSlides });
    await carousel.scrollIntoViewIfNeeded();
    // The slider (not the static first slice) is what axe must see.
    await expect(carousel.locator('.slick-initialized')).toBeVisible();
    await expect(page.getByRole('region', { name: texts(lang).offers })).toBeVisible();
    await expectAccessible(page, `/ ${lang} ${width}px`);
  });
}

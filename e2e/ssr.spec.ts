// Server rendering of the public pages: the first view arrives as HTML, and the
// browser hydrates it without a mismatch. Runs against the product's own server, whose build has
// the server-render bundle (webpack.config.ts), on the deterministic demo catalogue.
import { expect, test, type Page } from '@playwright/test';
import { POLICIES } from '../server/db/seed/demoContent';
import { collectProblems } from './support/hydration';
import { inLanguage, LANGS } from './support/matrix';
import { createShopper, startLoggedIn } from './support/shopper';
import { ar, en } from './support/texts';

const PRODUCT = {
  path: '/vases/hand-blown-vase-gold-pattern',
  en: 'Hand-blown Vase - Gold Pattern',
  ar: 'فازة منفوخة يدويًا - بنقوش ذهبية',
};
const CATEGORY = { path: '/vases', ar: 'فازات', en: 'Vases' };

/** The content pages and contact, each with its h1 in both languages. */
const CONTENT_PAGES = [
  { path: '/about', ar: ar.about_title, en: en.about_title },
  ...POLICIES.map(({ slug, title, titleEn }) => ({ path: `/${slug}`, ar: title, en: titleEn })),
  { path: '/common-questions', ar: ar.common_questions_title, en: en.common_questions_title },
  { path: '/videos', ar: ar.videos_title, en: en.videos_title },
  { path: '/videos?page=2', ar: ar.videos_title, en: en.videos_title },
  { path: '/catalog', ar: ar.catalogs_title, en: en.catalogs_title },
  { path: '/contact', ar: ar.contact_title, en: en.contact_title },
];

/** The screen, data and translation chunks the page asks for, from now on. */
function chunkRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/(?:route|data|locale)-[\w-]+\.[0-9a-f]{8}\.js$/.test(file)) asked.push(file);
  });
  return asked;
}

/**
 * The page named every chunk it asked for with its scripts: none waited until the app had started
 * to be requested (a round trip on a phone network before the page answers a tap).
 */
async function expectChunksNamed(page: Page, asked: readonly string[]) {
  const named = (await page.locator('script[data-scripts]').getAttribute('data-scripts')) ?? '';
  expect(asked.length, 'the page asked for no chunk of its own').toBeGreaterThan(0);
  expect(asked.filter((file) => !named.split(' ').includes(file))).toEqual([]);
}

/** The shop's main landmark came from the server and the app has taken over (hydrated). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // React marks a container it manages with an internal property: #root (the whole app) or
    // each island of a page whose parts run on their own.
    const managed = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer'));
    return !!root && (managed(root) || [...root.querySelectorAll('zj-island')].some(managed));
  });
  // Let late hydration (lazy parts such as the footer) and the session's rehydration settle.
  await page.waitForLoadState('networkidle');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Each check runs on the Arabic address and on its English twin under /en: the address alone
  // decides the language the server renders.
  for (const lang of LANGS) {
    const t = { ar, en }[lang];

    test(`the home page shows the header and the product names (${lang})`, async ({
      page,
      request,
    }) => {
      const at = await inLanguage(page, lang);
      // The newest product heads the latest-products section.
      const latest = await request.get(
        `/api/v1/all-latest-products?page=1&per_page=1&lang=${lang}`,
      );
      const { data } = (await latest.json()) as { data: { name: string }[] };
      const newest = data[0]!.name;
      const response = await page.goto(at('/'));
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 3, name: newest }),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t.brand_name));
    });

    test(`a product page shows its title, price and canonical link (${lang})`, async ({ page }) => {
      const at = await inLanguage(page, lang);
      await page.goto(at(PRODUCT.path));
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT[lang] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(PRODUCT[lang]));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${at(PRODUCT.path)}$`),
      );
    });

    test(`a content page shows its title, text and links (${lang})`, async ({ page }) => {
      const at = await inLanguage(page, lang);
      const privacy = POLICIES.find(({ slug }) => slug === 'privacy-policy')!;
      const [title, content] =
        lang === 'en' ? [privacy.titleEn, privacy.contentEn] : [privacy.title, privacy.content];
      await page.goto(at('/privacy-policy'));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const paragraph = /<p>(.*?)<\/p>/.exec(content)![1]!;
      await expect(page.getByRole('main').getByText(paragraph)).toBeVisible();
      await page.goto(at('/common-questions'));
      await expect(
        page.getByRole('main').getByRole('link', { name: t.faq_contact_link }),
      ).toHaveAttribute('href', at('/contact'));
    });

    test(`an account page is the plain shell, marked noindex (${lang})`, async ({ page }) => {
      const at = await inLanguage(page, lang);
      const response = await page.goto(at('/login'));
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('#root')).toBeEmpty();
    });

    test(`an unknown product and an unknown path are 404 pages that say so (${lang})`, async ({
      page,
    }) => {
      const at = await inLanguage(page, lang);
      for (const [path, heading] of [
        [`${CATEGORY.path}/no-such-product`, t.product_not_found],
        ['/no/such/page', t.not_found_page_title],
      ] as const) {
        const response = await page.goto(at(path));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('link', { name: t.back_to_home })).toBeVisible();
      }
    });

    test(`a product link on Arabic slugs moves (301) to the canonical URL (${lang})`, async ({
      page,
    }) => {
      const at = await inLanguage(page, lang);
      const wrong = at(
        `/${encodeURIComponent('فازات')}/${encodeURIComponent('فازة-منفوخة-يدويًا-بنقوش-ذهبية')}`,
      );
      const response = await page.goto(`${wrong}?from=chat`);
      expect(response?.status()).toBe(200);
      const moved = response?.request().redirectedFrom();
      expect(moved?.url()).toContain(wrong);
      expect((await moved?.response())?.status()).toBe(301);
      await expect(page).toHaveURL(`${at(PRODUCT.path)}?from=chat`);
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT[lang] })).toBeVisible();
    });
  }
});

test.describe('hydration', () => {
  for (const [lang, { label, path }] of LANGS.flatMap((lang) =>
    [
      { label: 'home', path: '/' },
      { label: 'a category', path: CATEGORY.path },
      { label: 'a product', path: PRODUCT.path },
    ].map((page) => [lang, page] as const),
  )) {
    test(`${label} hydrates in ${lang} without an error or a warning`, async ({ page }) => {
      const at = await inLanguage(page, lang);
      const text = PRODUCT[lang];
      const problems = collectProblems(page);
      const chunks = chunkRequests(page);
      await page.goto(at(path));
      await hydrated(page);
      await expect(page.getByRole('main').getByText(text).first()).toBeAttached();
      expect(problems).toEqual([]);
      await expectChunksNamed(page, chunks);
    });
  }

  for (const [lang, content] of LANGS.flatMap((lang) =>
    CONTENT_PAGES.map((content) => [lang, content] as const),
  )) {
    test(`${content.path} hydrates in ${lang} without an error or a warning`, async ({ page }) => {
      // The contact page's map: a blank page instead of Google's, whose console is not ours.
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
      );
      const at = await inLanguage(page, lang);
      const problems = collectProblems(page);
      const chunks = chunkRequests(page);
      const response = await page.goto(at(content.path));
      expect(response?.status()).toBe(200);
      // It came rendered: its h1 is in the HTML.
      expect(await response?.text()).toMatch(/<h1[\s>]/);
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        content[lang],
      );
      expect(problems).toEqual([]);
      await expectChunksNamed(page, chunks);
    });
  }

  for (const { label, path, heading, lang } of [
    {
      label: 'an unknown product',
      path: `${CATEGORY.path}/no-such-product`,
      heading: 'المنتج غير موجود',
      lang: 'ar',
    },
    { label: 'an unknown path', path: '/no/such/page', heading: 'Page not found', lang: 'en' },
  ] as const) {
    test(`the 404 page of ${label} hydrates without an error, a warning or a change`, async ({
      page,
    }) => {
      const at = await inLanguage(page, lang);
      const problems = collectProblems(page);
      const chunks = chunkRequests(page);
      const response = await page.goto(at(path));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Still the not-found page, not the product's loading bones.
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      expect(problems).toEqual([]);
      await expectChunksNamed(page, chunks);
    });
  }

  test('a logged-in shopper gets the logged-out HTML, hydrated, then their own header', async ({
    page,
    request,
  }) => {
    const shopper = await createShopper(request);
    await startLoggedIn(page, shopper);
    const at = await inLanguage(page, 'ar');
    const problems = collectProblems(page);
    const response = await page.goto(at(PRODUCT.path));
    // Nothing of theirs was rendered on the server.
    expect(await response?.text()).not.toContain(shopper.firstName);
    await hydrated(page);
    await expect(page.getByRole('banner').getByText(shopper.firstName).first()).toBeAttached();
    expect(problems).toEqual([]);
  });

  test('the hydrated page works: a card opens its product page', async ({ page }) => {
    const at = await inLanguage(page, 'ar');
    await page.goto(CATEGORY.path);
    await hydrated(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: PRODUCT.ar, exact: true })
      .filter({ hasText: PRODUCT.ar })
      .click();
    await expect(page).toHaveURL(at(PRODUCT.path));
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.ar })).toBeVisible();
  });

  test('an English address is English, without errors', async ({ page }) => {
    const at = await inLanguage(page, 'en');
    const problems = collectProblems(page);
    for (const path of ['/', PRODUCT.path]) {
      await page.goto(at(path));
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('main').getByText(PRODUCT.en).first()).toBeAttached();
      await expect(page.getByText(PRODUCT.ar)).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
});

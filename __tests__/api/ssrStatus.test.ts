// The server decides the status of a public page (plugins/static.ts, server/ssr, the routes'
// `status` in src/features/*/…Routes.ts): a product link on other slugs moves for good (301) to
// the canonical URL, an unknown category goes for now (302) to the first one, an unknown product or
// path is a 404 with the translated not-found page, personal pages are marked noindex, and a page
// whose status cannot be read (its API call failed) is still the plain page, never a 5xx. The
// storefront's render module is loaded from source, as in ssrPages.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as storefrontRender from '../../src/app/serverRender';
import { parseServerState, SERVER_STATE_ID } from '../../src/app/serverState';
import { slugify } from '../../src/shared/lib/slugify';
import type { CategoryProductsAnswer, MainCategoriesAnswer } from '../../src/shared/wire/catalog';
import { seedIfEmpty } from '../../server/db/seed';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const SHELL_MARK = '<div id=root></div>';
const NOINDEX_META = '<meta name="robots" content="noindex">';
const ARABIC_CATEGORY = 'أكواب-منقوشة';
const ARABIC_PRODUCT = 'كوب-منقوش-باليد';

let testDb: TestDb;
let distDir: string;
let app: FastifyInstance;
/** While set, the product lookup answers 503 (an API failure, not a missing product). */
let lookupsFail = false;
let first: { slug: string; name: string };
let product: { path: string; slug: string; name: string };

/** A page read as a crawler would: the URL alone says the language. */
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The text of the page's one h1. */
function h1Of(html: string): string | undefined {
  const found = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(found).toHaveLength(1);
  return found[0]?.[1]?.replace(/<[^>]*>/g, '');
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-status-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    fs
      .readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
      .replace('<div id="root"></div>', SHELL_MARK),
  );
  // A category and a product whose canonical slugs are Arabic, shown after the demo ones.
  const category = await createCategory(testDb.db, {
    slug: ARABIC_CATEGORY,
    name: 'أكواب منقوشة',
    nameEn: 'Etched cups',
    sort: 10_000,
  });
  await createProduct(testDb.db, {
    categoryId: category.id,
    slug: ARABIC_PRODUCT,
    name: 'كوب منقوش باليد',
    nameEn: 'Hand etched cup',
  });

  app = buildTestApp(testDb.db, {
    config: testConfig({ distDir }),
    serverRender: storefrontRender,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (lookupsFail && request.url.startsWith('/api/v1/product-lookup')) {
      await reply.code(503).send({ message: 'unavailable' });
    }
  });
  await app.ready();

  const api = async <T>(url: string) => (await get(`/api/v1${url}`)).json<T>();
  const categories = (await api<MainCategoriesAnswer>('/main-categories')).data;
  expect(categories.at(-1)?.slug).toBe(ARABIC_CATEGORY);
  first = categories[0]!;
  const record = (await api<CategoryProductsAnswer>(`/products/${categories[0]!.id}?lang=ar`))
    .messages.records[0]!;
  product = { path: `/${first.slug}/${record.slug}`, slug: record.slug, name: record.name };
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('a product link on other slugs than the canonical ones', () => {
  it('moves for good (301) to the canonical URL, query kept', async () => {
    // The Arabic names in slug form name the same product as the server's Latin slugs.
    const arabic = `/${encodeURIComponent(slugify(first.name))}/${encodeURIComponent(slugify(product.name))}`;
    const answer = await get(`${arabic}?utm_source=chat&ref=a%20b`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`${product.path}?utm_source=chat&ref=a%20b`);
    expect(answer.body).not.toContain('<h1');
  });

  it('encodes Arabic canonical slugs in the Location', async () => {
    const answer = await get(`/${encodeURIComponent(ARABIC_CATEGORY)}/hand-etched-cup?page=2`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(
      `/${encodeURIComponent(ARABIC_CATEGORY)}/${encodeURIComponent(ARABIC_PRODUCT)}?page=2`,
    );
    // And there the page itself answers.
    const page = await get(answer.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(h1Of(page.body)).toBe('كوب منقوش باليد');
  });

  it('stays in the language asked: an English page moves to the canonical English URL', async () => {
    const answer = await get(`/en/${first.slug}/${product.slug.toUpperCase()}?page=2`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/en${product.path}?page=2`);
    const category = await get('/en/no-such-category');
    expect(category.statusCode).toBe(302);
    expect(category.headers.location).toBe(`/en/${first.slug}`);
  });
});

it('moves a category page past the end to its last page (302), filters kept, in the language asked', async () => {
  for (const prefix of ['', '/en']) {
    const answer = await get(`${prefix}/${first.slug}?page=999&max_price=90000`);
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers.location);
    expect(location).toMatch(
      new RegExp(`^${prefix}/${first.slug}\\?max_price=90000(&page=([2-9]|\\d{2,}))?$`),
    );
    expect((await get(location)).statusCode).toBe(200);
  }
  // A page that exists stays.
  expect((await get(`/${first.slug}?page=1`)).statusCode).toBe(200);
});

it.each([
  ['the latest products', '/latest-products?page=999', /^\/latest-products(\?page=\d+)?$/],
  ['the best sellers', '/en/best-sellers?page=999', /^\/en\/best-sellers(\?page=\d+)?$/],
  ['the offers', '/offers?page=999', /^\/offers(\?page=\d+)?$/],
  [
    'a search',
    '/en/search?product_name=glass&page=999',
    /^\/en\/search\?product_name=glass(&page=\d+)?$/,
  ],
])(
  'moves %s past the end to the last page (302) before any script runs',
  async (_label, url, to) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers.location);
    expect(location).toMatch(to);
    expect((await get(location)).statusCode).toBe(200);
  },
);

it('keeps a listing page that exists and a search without text (200)', async () => {
  for (const url of ['/latest-products', '/best-sellers?page=1', '/search?page=5']) {
    expect((await get(url)).statusCode).toBe(200);
  }
});

it('sends an unknown category to the first one for now (302, not cached), query kept', async () => {
  const answer = await get('/no-such-category?max_price=5000&page=2');
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe(`/${first.slug}?max_price=5000&page=2`);
  expect(answer.headers['cache-control']).toBe('no-cache');
  expect((await get(`/${first.slug}`)).statusCode).toBe(200);
});

describe.each([
  ['ar', '', 'المنتج غير موجود', 'الصفحة غير موجودة'],
  ['en', '/en', 'Product not found', 'Page not found'],
] as const)('in %s', (language, prefix, productNotFound, pageNotFound) => {
  it.each([
    ['an unknown product', () => `/${first.slug}/no-such-product`],
    ['an unknown product id', () => '/productsDetails/999999'],
    ['a product id that is not a number', () => '/productsDetails/abc'],
  ])('answers %s with 404 and the rendered not-found page', async (_label, url) => {
    const answer = await get(`${prefix}${url()}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).not.toContain(SHELL_MARK);
    expect(answer.body).toContain(`<html lang="${language}"`);
    expect(h1Of(answer.body)).toBe(productNotFound);
    expect(answer.body).not.toContain('rel="canonical"');
  });

  it.each(['/a/b/c', `/${encodeURIComponent('أ')}/b/c/d`])(
    'answers an unknown path (%s) with 404 and the rendered not-found page',
    async (url) => {
      const answer = await get(`${prefix}${url}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(SHELL_MARK);
      expect(h1Of(answer.body)).toBe(pageNotFound);
      expect(answer.body.match(/<title>[^<]*<\/title>/g)).toEqual([
        expect.stringMatching(new RegExp(`^<title>${pageNotFound} \\| `)),
      ]);
      // The client hydrates it from the same state as any rendered page.
      const state = new RegExp(
        `<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`,
      ).exec(answer.body);
      expect(parseServerState(state?.[1])?.language).toBe(language);
    },
  );
});

describe('personal pages', () => {
  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?email=a%40b.example',
    '/restore-account?token=abc',
    '/change-password',
    '/profile',
    '/fav',
    '/cart',
    '/checkout',
    '/orders-checkout',
  ])('%s is the shell marked noindex (meta and header), in both languages', async (url) => {
    for (const [path, language] of [
      [url, 'ar'],
      [`/en${url}`, 'en'],
    ] as const) {
      const answer = await get(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<html lang="${language}"`);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.body).toContain(SHELL_MARK);
      const head = answer.body.slice(0, answer.body.indexOf('</head>'));
      expect(head).toContain(NOINDEX_META);
    }
  });

  it('never lets a cookie or Accept-Language pick the language: the URL does', async () => {
    const headers = { cookie: 'lang=en', 'accept-language': 'en-US,en' };
    const arabic = await get(product.path, headers);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const english = await get(`/en${product.path}`, { cookie: 'lang=ar', 'accept-language': 'ar' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
  });

  it.each([
    ['a product', () => product.path, 200],
    ['a category', () => `/${first.slug}`, 200],
    ['home', () => '/', 200],
    ['a content page', () => '/about', 200],
    ['a public page served as the shell', () => '/representative', 200],
    ['the not-found page', () => '/a/b/c', 404],
  ])('%s is not marked noindex', async (_label, url, status) => {
    const answer = await get(url());
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['x-robots-tag']).toBeUndefined();
    expect(answer.body).not.toContain('name="robots"');
  });
});

it('sends the plain page (200), not a 404, when the product cannot be looked up', async () => {
  lookupsFail = true;
  try {
    const answer = await get(`/${first.slug}/no-such-product`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(SHELL_MARK);
  } finally {
    lookupsFail = false;
  }
  expect((await get(`/${first.slug}/no-such-product`)).statusCode).toBe(404);
});

// The sitemap and robots.txt as a crawler reads them: an index at /sitemap.xml naming its files,
// every public page and published product in both languages with its language versions, each
// address one the storefront answers 200 with that very address as its canonical link, and the
// products split into files by id without a duplicate or a gap.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as storefrontRender from '../../src/app/serverRender';
import { matchScreenRoute, screenRoutes } from '../../src/app/router';
import { PERSONAL_ROUTES } from '../../src/app/serverStatus';
import { localizedPath, pathWithoutLanguage } from '../../src/shared/lib/language';
import { paths } from '../../src/shared/lib/paths';
import { seedIfEmpty } from '../../server/db/seed';
import { inProcessFetch } from '../../server/ssr/inProcessFetch';
import { categories, products, type Product } from '../../server/db/schema';
import { escapeXml } from '../../server/services/sitemapService';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const ORIGIN = 'https://zujaj.example';
const HOSTILE_SLUG = `it's-<b>&"x"`;

let testDb: TestDb;
let distDir: string;
let app: FastifyInstance;
const fixtures = {} as Record<'shown' | 'inactive' | 'removed' | 'inHidden' | 'hostile', Product>;
let hiddenSlug: string;

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => {
    const chars: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return chars[name]!;
  });

/**
 * Every text and attribute value is escaped: no `<`, `>`, `"` or `'` inside one, and `&` only
 * as one of the five entities.
 */
function expectEscaped(xml: string) {
  const values = [
    ...[...xml.matchAll(/="([^"]*)"/g)].map(([, value]) => value!),
    ...[...xml.matchAll(/>([^<]*)</g)].map(([, text]) => text!),
  ];
  for (const value of values) {
    expect(value).not.toMatch(/[<>"']/);
    expect(value.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
  }
}

function parseUrlset(xml: string): Entry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  expectEscaped(xml);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang!, unescapeXml(href!)],
      ),
    ),
  }));
}

async function get(url: string, on: FastifyInstance = app) {
  return on.inject({ method: 'GET', url });
}

/** The index's child sitemaps: path (under ORIGIN) and lastmod. */
async function childSitemaps(on: FastifyInstance = app) {
  const answer = await get('/sitemap.xml', on);
  expect(answer.statusCode).toBe(200);
  expectEscaped(answer.body);
  return [...answer.body.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)]
    .map(([, loc, lastmod]) => ({ loc: unescapeXml(loc!), lastmod: lastmod ?? null }))
    .map(({ loc, lastmod }) => {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      return { path: loc.slice(ORIGIN.length), lastmod };
    });
}

async function productEntries(on: FastifyInstance = app): Promise<Entry[]> {
  const files = (await childSitemaps(on)).filter(({ path }) => path !== '/sitemap-pages.xml');
  const entries: Entry[] = [];
  for (const { path: file } of files) entries.push(...parseUrlset((await get(file, on)).body));
  return entries;
}

/** Each page once per language, its entries naming the same three versions. */
function expectPaired(entries: Entry[], pagePaths: string[], lastmodOf?: (path: string) => string) {
  const expected = pagePaths.flatMap((page) => {
    const alternates = {
      ar: `${ORIGIN}${localizedPath(page, 'ar')}`,
      en: `${ORIGIN}${localizedPath(page, 'en')}`,
      'x-default': `${ORIGIN}${localizedPath(page, 'ar')}`,
    };
    const lastmod = lastmodOf ? lastmodOf(page) : null;
    return [
      { loc: alternates.ar, lastmod, alternates },
      { loc: alternates.en, lastmod, alternates },
    ];
  });
  const byLoc = (a: Entry, b: Entry) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0);
  expect([...entries].sort(byLoc)).toEqual(expected.sort(byLoc));
}

/**
 * The page at an absolute address answers 200 and names that address as canonical, with the same
 * language versions. The content and enquiry pages are served as the shell (the browser renders
 * them): their head is the one the storefront's render of that address gives.
 */
async function expectServed(entry: Entry) {
  const pagePath = entry.loc.slice(ORIGIN.length) || '/';
  const answer = await get(pagePath);
  expect({ loc: entry.loc, status: answer.statusCode }).toEqual({ loc: entry.loc, status: 200 });
  if (!storefrontRender.isServerRendered(pagePath)) {
    expect(matchScreenRoute(pathWithoutLanguage(pagePath))?.route.path).toBe(
      pathWithoutLanguage(pagePath),
    );
    const rendered = await storefrontRender.renderRoute({
      url: pagePath,
      origin: ORIGIN,
      fetchApi: inProcessFetch(app, new AbortController().signal),
    });
    if (rendered.kind !== 'page') throw new Error(`${pagePath} redirected`);
    expect(rendered.head.canonical).toBe(entry.loc);
    expect(
      Object.fromEntries(rendered.head.alternates.map(({ hreflang, href }) => [hreflang, href])),
    ).toEqual(entry.alternates);
    return;
  }
  const head = answer.body.slice(0, answer.body.indexOf('</head>'));
  const unescapeHtml = (text: string) => unescapeXml(text.replace(/&#39;/g, "'"));
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(([, href]) =>
    unescapeHtml(href!),
  );
  expect(canonical).toEqual([entry.loc]);
  const versions = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, hreflang, href]) => [hreflang!, unescapeHtml(href!)],
    ),
  );
  expect(versions).toEqual(entry.alternates);
}

/** What the storefront answers published: active products, with their category's slug. */
async function publishedProducts() {
  return testDb.db
    .select({ id: products.id, slug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.status, 'active'));
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-sitemap-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8'),
  );
  // A build from before robots.txt was the server's: the route must win over the file.
  fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  app = buildTestApp(testDb.db, {
    config: testConfig({ distDir, publicUrl: ORIGIN }),
    serverRender: storefrontRender,
  });
  await app.ready();
  const shown = await createCategory(testDb.db, { slug: 'sitemap-vases' });
  const hidden = await createCategory(testDb.db, { slug: 'sitemap-hidden', hidden: true });
  hiddenSlug = hidden.slug;
  fixtures.shown = await createProduct(testDb.db, { categoryId: shown.id, slug: 'shown-vase' });
  fixtures.inactive = await createProduct(testDb.db, {
    categoryId: shown.id,
    slug: 'draft-vase',
    status: 'inactive',
  });
  fixtures.removed = await createProduct(testDb.db, {
    categoryId: shown.id,
    slug: 'removed-vase',
    status: 'inactive',
    removedAt: new Date(),
  });
  fixtures.inHidden = await createProduct(testDb.db, {
    categoryId: hidden.id,
    slug: 'hidden-shelf-vase',
  });
  fixtures.hostile = await createProduct(testDb.db, { categoryId: shown.id, slug: HOSTILE_SLUG });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

it('the index names the pages file and the product file at PUBLIC_URL, as XML crawlers may keep an hour', async () => {
  const answer = await get('/sitemap.xml');
  expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  expect(answer.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
  );
  // Every product id is under the default 10,000: one product file, dated by its newest row.
  const newest = (await testDb.db.select({ at: products.updatedAt }).from(products))
    .map(({ at }) => at.getTime())
    .reduce((a, b) => Math.max(a, b));
  expect(await childSitemaps()).toEqual([
    { path: '/sitemap-pages.xml', lastmod: null },
    { path: '/sitemap-products-1.xml', lastmod: new Date(newest).toISOString() },
  ]);
  const pages = await get('/sitemap-pages.xml');
  expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(pages.headers['cache-control']).toBe('public, max-age=3600');
});

it('the pages file: every public page and shown category in both languages, each served as listed', async () => {
  const entries = parseUrlset((await get('/sitemap-pages.xml')).body);
  // The route table's own pages, less search results and a visitor's own pages.
  const fixedPages = screenRoutes
    .filter(({ id, path: route }) => !route.includes(':') && id !== 'search')
    .filter(({ id }) => !PERSONAL_ROUTES.has(id))
    .map(({ path: route }) => route);
  expect(fixedPages).toHaveLength(15);
  const shownCategories = await testDb.db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.hidden, false));
  expect(shownCategories.map(({ slug }) => slug)).toContain('sitemap-vases');
  expectPaired(entries, [
    ...fixedPages,
    ...shownCategories.map(({ slug }) => paths.category(slug)),
  ]);
  expect(entries.map(({ loc }) => loc)).not.toContain(`${ORIGIN}/${hiddenSlug}`);
  for (const entry of entries) await expectServed(entry);
}, 60_000);

it('every published product in both languages with its versions and updated_at; unpublished ones not', async () => {
  const entries = await productEntries();
  const published = await publishedProducts();
  const updated = new Map(
    (await testDb.db.select({ id: products.id, at: products.updatedAt }).from(products)).map(
      ({ id, at }) => [id, at.toISOString()],
    ),
  );
  const pathOf = new Map(published.map((p) => [paths.product(p.categorySlug, p.slug), p.id]));
  expectPaired(entries, [...pathOf.keys()], (page) => updated.get(pathOf.get(page)!)!);
  const locs = entries.map(({ loc }) => loc);
  expect(locs).toContain(`${ORIGIN}/sitemap-vases/shown-vase`);
  expect(locs).toContain(`${ORIGIN}/en/sitemap-vases/shown-vase`);
  // A hidden category's products keep their pages (only the category leaves the list).
  expect(locs).toContain(`${ORIGIN}/${hiddenSlug}/hidden-shelf-vase`);
  for (const slug of ['draft-vase', 'removed-vase']) {
    expect(locs.filter((loc) => loc.includes(slug))).toEqual([]);
  }
});

it('a sample of product addresses answers 200 with that address as canonical, in both languages', async () => {
  const entries = await productEntries();
  const sample = [
    entries[0]!,
    entries.at(-1)!,
    ...entries.filter(({ loc }) =>
      ['shown-vase', 'hidden-shelf-vase', encodeURIComponent(HOSTILE_SLUG)].some((slug) =>
        loc.endsWith(`/${slug}`),
      ),
    ),
  ];
  expect(sample.length).toBe(8);
  for (const entry of sample) await expectServed(entry);
}, 30_000);

it('escapes every text: a slug with quotes, brackets and an ampersand', async () => {
  expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  const xml = (await get('/sitemap-products-1.xml')).body;
  // encodeURIComponent leaves the apostrophe; XML escapes it (expectEscaped checks all values).
  const loc = `${ORIGIN}/sitemap-vases/it&apos;s-%3Cb%3E%26%22x%22`;
  expect(xml).toContain(`<url><loc>${loc}</loc>`);
  expect(xml).toContain(`hreflang="x-default" href="${loc}"/>`);
  expect(parseUrlset(xml).map(({ loc: listed }) => listed)).toContain(
    `${ORIGIN}/sitemap-vases/${encodeURIComponent(HOSTILE_SLUG)}`,
  );
});

describe('split by product id', () => {
  const small: FastifyInstance[] = [];
  const smallApp = async (productsPerFile: number, batchSize?: number) => {
    const built = buildTestApp(testDb.db, {
      config: testConfig({ publicUrl: ORIGIN }),
      serverRender: null,
      sitemap: { productsPerFile, batchSize },
    });
    await built.ready();
    small.push(built);
    return built;
  };
  afterAll(async () => {
    for (const built of small) await built.close();
  });

  it('four products per file, read two at a time: several files, each its id range, all products once', async () => {
    const split = await smallApp(4, 2);
    const files = (await childSitemaps(split)).slice(1);
    expect(files.length).toBeGreaterThan(2);
    const published = await publishedProducts();
    const idOf = new Map(published.map((p) => [paths.product(p.categorySlug, p.slug), p.id]));
    const seen: string[] = [];
    for (const { path: file } of files) {
      const number = Number(/^\/sitemap-products-(\d+)\.xml$/.exec(file)![1]);
      const entries = parseUrlset((await get(file, split)).body);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(8);
      for (const { loc } of entries.filter((e) => !e.loc.startsWith(`${ORIGIN}/en/`))) {
        const id = idOf.get(loc.slice(ORIGIN.length))!;
        expect(id > (number - 1) * 4 && id <= number * 4).toBe(true);
      }
      seen.push(...entries.map(({ loc }) => loc));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual((await productEntries()).map(({ loc }) => loc).sort());
    const last = Number(/(\d+)\.xml$/.exec(files.at(-1)!.path)![1]);
    expect((await get(`/sitemap-products-${last + 1}.xml`, split)).statusCode).toBe(404);
  });

  it('a file whose range holds no published product is not listed and answers 404', async () => {
    const one = await smallApp(1);
    const listed = (await childSitemaps(one)).map(({ path: file }) => file);
    for (const { id } of [fixtures.inactive, fixtures.removed]) {
      expect(listed).not.toContain(`/sitemap-products-${id}.xml`);
      expect((await get(`/sitemap-products-${id}.xml`, one)).statusCode).toBe(404);
    }
    expect(listed).toContain(`/sitemap-products-${fixtures.shown.id}.xml`);
    // Publishing one adds its file to the index at once (the index is kept per catalogue version).
    const draft = fixtures.inactive.id;
    await testDb.db.update(products).set({ status: 'active' }).where(eq(products.id, draft));
    try {
      const now = (await childSitemaps(one)).map(({ path: file }) => file);
      expect(now).toContain(`/sitemap-products-${draft}.xml`);
      expect((await get(`/sitemap-products-${draft}.xml`, one)).statusCode).toBe(200);
    } finally {
      await testDb.db.update(products).set({ status: 'inactive' }).where(eq(products.id, draft));
    }
    expect((await childSitemaps(one)).map(({ path: file }) => file)).toEqual(listed);
  });
});

it('an unknown child sitemap answers 404', async () => {
  for (const url of [
    '/sitemap-products-2.xml',
    '/sitemap-products-0.xml',
    '/sitemap-products-01.xml',
    '/sitemap-products-1.5.xml',
    '/sitemap-products-abc.xml',
    '/sitemap-products-.xml',
    '/sitemap-products-99999999999.xml',
    '/sitemap-other.xml',
    '/sitemaps/products-1.xml',
  ]) {
    expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
  }
});

describe('robots.txt', () => {
  /** RFC 9309 matching: `*` any characters, a final `$` the end of the path. */
  const blocks = (rule: string, target: string) => {
    const anchored = rule.endsWith('$');
    const body = (anchored ? rule.slice(0, -1) : rule)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(target);
  };
  const rules = async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    return answer.body;
  };
  const disallowed = (text: string, target: string) =>
    [...text.matchAll(/^Disallow: (\S+)$/gm)].some(([, rule]) => blocks(rule!, target));

  it('names the sitemap by its absolute address (the server answers it, not a file of the build)', async () => {
    const text = await rules();
    expect(text).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it('keeps crawlers off the API, the back office and every personal page in both languages', async () => {
    const text = await rules();
    const personal = screenRoutes.filter(({ id }) => PERSONAL_ROUTES.has(id));
    expect(personal).toHaveLength(PERSONAL_ROUTES.size);
    for (const { path: route } of personal) {
      for (const language of ['ar', 'en'] as const) {
        const page = localizedPath(route, language);
        expect({ page, blocked: disallowed(text, page) }).toEqual({ page, blocked: true });
        expect(disallowed(text, `${page}?next=%2F`)).toBe(true);
      }
    }
    for (const target of [
      '/api/v1/settings',
      '/admin',
      '/admin/orders/3',
      '/en/admin',
      '/en/admin/',
    ]) {
      expect({ target, blocked: disallowed(text, target) }).toEqual({ target, blocked: true });
    }
  });

  it('blocks no address the sitemap lists, nor a category whose slug starts like a personal page', async () => {
    const text = await rules();
    const listed = [
      ...parseUrlset((await get('/sitemap-pages.xml')).body),
      ...(await productEntries()),
    ].map(({ loc }) => loc.slice(ORIGIN.length) || '/');
    for (const target of [...listed, '/cartoon-mugs', '/fav-gifts/x', '/administrator']) {
      expect({ target, blocked: disallowed(text, target) }).toEqual({ target, blocked: false });
    }
  });
});

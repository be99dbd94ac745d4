import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { absolutePageUrl, localizedPath } from '../../src/shared/lib/language';
import { paths } from '../../src/shared/lib/paths';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/shared/rules/constants';
import { isActiveProduct } from './productQueries';

// What search engines are told to crawl: the sitemap (an index of child sitemaps: the fixed pages
// and categories, then the products in id ranges) and robots.txt. Every page is listed in each
// language, each entry naming all its language versions as the page's own head does
// (src/shared/lib/seo/pageHead.ts), through the same absolutePageUrl.

/**
 * Products per product sitemap. A file may hold 50,000 <url> and 50 MB; each product is two
 * entries (Arabic, English) of four addresses each (loc and three alternates), so 10,000 products
 * are 20,000 entries (11 MB with the large seed's slugs) and stay under 50 MB while an address
 * averages under ~580 bytes, which only long Arabic slugs (six bytes a letter once
 * percent-encoded) approach.
 */
export const PRODUCTS_PER_SITEMAP = 10_000;

/** Product ids are PostgreSQL integers: a file whose range starts past them is empty. */
const MAX_PRODUCT_ID = 2 ** 31 - 1;

export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml';
/**
 * Child sitemaps sit at the site's root: a sitemap may only list addresses under its own folder,
 * so one under /sitemaps/ could not list /vases.
 */
export const productSitemapPath = (file: number) => `/sitemap-products-${file}.xml`;

/** The storefront's public pages that are not a category or a product (not search, not personal). */
export const FIXED_PAGES: readonly string[] = [
  paths.home(),
  paths.latestProducts(),
  paths.bestSellers(),
  paths.offers(),
  paths.catalog(),
  paths.videos(),
  paths.about(),
  paths.contact(),
  paths.representative(),
  paths.bulkOrder(),
  paths.commonQuestions(),
  paths.shippingPolicy(),
  paths.termsConditions(),
  paths.exchangesAndReturns(),
  paths.privacyPolicy(),
];

/**
 * Pages that are a visitor's own or a step of signing in (the server marks them noindex too):
 * robots.txt keeps crawlers off them in both languages.
 */
export const PERSONAL_PAGES: readonly string[] = [
  paths.login(),
  paths.register(),
  paths.forgotPassword(),
  paths.resetPassword(),
  paths.restoreAccount(),
  paths.changePassword(),
  paths.profile(),
  paths.favourites(),
  paths.cart(),
  paths.checkout(),
  paths.orders(),
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * One page in every language: an entry per language version, each listing all of them and
 * x-default (the Arabic, unprefixed address), so the versions name each other.
 */
function pageEntries(origin: string, path: string, lastmod: Date | null): string {
  const urls = LANGUAGES.map((language) => escapeXml(absolutePageUrl(origin, path, language)));
  const fallback = urls[LANGUAGES.indexOf(DEFAULT_LANGUAGE)]!;
  const alternates =
    LANGUAGES.map(
      (language, at) => `<xhtml:link rel="alternate" hreflang="${language}" href="${urls[at]}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${fallback}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return urls.map((url) => `<url><loc>${url}</loc>${modified}${alternates}</url>\n`).join('');
}

/**
 * The sitemap index: the pages file, then one product file per id range holding a published
 * product. A product file's lastmod is the newest updated_at of every product in its range,
 * published or not (unpublishing a product changes the file too). The pages file has none: its
 * addresses change with the categories and content pages, which keep no modification time.
 */
export async function sitemapIndex(
  db: Db,
  options: { origin: string; productsPerFile: number },
): Promise<string> {
  const perFile = options.productsPerFile;
  // One pass over the products, grouped by file: a constant integer, so positional GROUP BY.
  const file = sql<number>`((${products.id} - 1) / ${sql.raw(String(perFile))} + 1)::int`;
  const files = await db
    .select({ file, lastmod: max(products.updatedAt) })
    .from(products)
    .groupBy(sql`1`)
    .having(sql`bool_or(${isActiveProduct})`)
    .orderBy(sql`1`);
  const origin = options.origin.replace(/\/+$/, '');
  const entry = (path: string, lastmod: Date | null) =>
    `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }</sitemap>\n`;
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    entry(PAGES_SITEMAP_PATH, null),
    ...files.map((row) => entry(productSitemapPath(Number(row.file)), row.lastmod)),
    '</sitemapindex>\n',
  ].join('');
}

/** The fixed pages, then the categories the storefront lists (not hidden), in its order. */
export async function pagesSitemap(db: Db, options: { origin: string }): Promise<string> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.sort), asc(categories.id));
  return [
    XML_DECLARATION,
    URLSET_OPEN,
    ...FIXED_PAGES.map((path) => pageEntries(options.origin, path, null)),
    ...rows.map((row) => pageEntries(options.origin, paths.category(row.slug), null)),
    '</urlset>\n',
  ].join('');
}

/**
 * Products read per query while a product file is written: the answer goes out batch by batch,
 * so a file never sits whole in memory and the event loop is free between batches.
 */
export const SITEMAP_BATCH = 2_000;

/**
 * Product file `file` (from 1): the published products with ids in ((file - 1) × perFile,
 * file × perFile], at their canonical address /{category slug}/{product slug} (the storefront's
 * productLink), lastmod their updated_at. A product of a hidden category is listed: its page is
 * served like any other. Read in id order, SITEMAP_BATCH rows a query (keyset: id above the last
 * one written), only the columns the addresses need. null when the range holds no published
 * product (the index omits it); the first batch is read before anything is answered.
 */
export async function productSitemap(
  db: Db,
  options: { origin: string; productsPerFile: number; file: number; batchSize?: number },
): Promise<AsyncIterable<string> | null> {
  const batchSize = options.batchSize ?? SITEMAP_BATCH;
  const first = (options.file - 1) * options.productsPerFile;
  if (!Number.isSafeInteger(first) || first >= MAX_PRODUCT_ID) return null;
  const upTo = Math.min(first + options.productsPerFile, MAX_PRODUCT_ID);
  const batchAfter = (after: number) =>
    db
      .select({
        id: products.id,
        slug: products.slug,
        categorySlug: categories.slug,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(isActiveProduct, gt(products.id, after), lte(products.id, upTo)))
      .orderBy(asc(products.id))
      .limit(batchSize);
  const firstBatch = await batchAfter(first);
  if (firstBatch.length === 0) return null;
  const entries = (rows: typeof firstBatch) =>
    rows
      .map((row) =>
        pageEntries(
          options.origin,
          // Slugs are never empty (the back office and the seed make one from the name); if one
          // were, the id route is the product's page in both languages.
          row.slug && row.categorySlug
            ? paths.product(row.categorySlug, row.slug)
            : paths.productById(row.id),
          row.updatedAt,
        ),
      )
      .join('');
  return (async function* write() {
    yield `${XML_DECLARATION}${URLSET_OPEN}`;
    let rows = firstBatch;
    for (;;) {
      yield entries(rows);
      if (rows.length < batchSize) break;
      rows = await batchAfter(rows.at(-1)!.id);
      if (rows.length === 0) break;
    }
    yield '</urlset>\n';
  })();
}

/**
 * robots.txt: everything may be crawled but the API, the back office and the personal pages, in
 * both languages; the sitemap's absolute address. A page is matched exactly (`$`) or with a query
 * (`?`), never as a prefix: /cart must not also keep crawlers off a category /cartoon-mugs.
 */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const exactly = (path: string) => [`Disallow: ${path}$`, `Disallow: ${path}?`];
  const inEveryLanguage = (path: string) =>
    LANGUAGES.map((language) => localizedPath(path, language));
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    ...inEveryLanguage('/admin').flatMap((path) => [...exactly(path), `Disallow: ${path}/`]),
    ...PERSONAL_PAGES.flatMap(inEveryLanguage).flatMap(exactly),
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}

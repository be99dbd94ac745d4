// What search engines and link previews read from a server-rendered page, fetched as they fetch
// it (no script runs): the canonical link, robots, Open Graph and the JSON-LD blocks, in Arabic
// and in English (the same paths under /en), with each page's language versions. Product
// blocks must carry what product results need (name, image, offers.price, offers.priceCurrency).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as storefrontRender from '../../src/app/serverRender';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { localizedPath } from '../../src/shared/lib/language';
import { formatPrice } from '../../src/shared/lib/price';
import { seedIfEmpty } from '../../server/db/seed';
import type { Category, Product } from '../../server/db/schema';
import { inProcessFetch } from '../../server/ssr/inProcessFetch';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const ORIGIN = 'http://localhost:3000';
const HOSTILE_NAME = 'كوب </script><script>alert(1)</script> <!-- x';
const LANGUAGES = { ar: { texts: ar, locale: 'ar_EG' }, en: { texts: en, locale: 'en_US' } };

type Json = Record<string, unknown> & { '@type'?: string };

let testDb: TestDb;
let distDir: string;
let app: FastifyInstance;
let category: Category;
let vase: Product;

/** The page at `url` (a path without language prefix) in `language`, read as a crawler reads it. */
async function page(url: string, language: 'ar' | 'en' = 'ar') {
  const answer = await app.inject({ method: 'GET', url: localizedPath(url, language) });
  expect(answer.statusCode).toBe(200);
  const html = answer.body;
  const head = html.slice(0, html.indexOf('</head>'));
  // JSON.parse must read every block as it stands in the page.
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(([, text]) => JSON.parse(text!) as Json);
  const property = (name: string) =>
    [...head.matchAll(/<meta property="([^"]+)" content="([^"]*)">/g)]
      .filter(([, key]) => key === name)
      .map(([, , value]) => value);
  const name = (key: string) =>
    [...head.matchAll(/<meta name="([^"]+)" content="([^"]*)">/g)]
      .filter(([, found]) => found === key)
      .map(([, , value]) => value);
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(
    ([, href]) => href,
  );
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, hreflang, href]) => [hreflang, href],
    ),
  );
  const ofType = (type: string) => jsonLd.filter((data) => data['@type'] === type);
  const body = html.slice(html.indexOf('<body'));
  // The language switch: a plain link (it works without scripts) to the page in the other language.
  const languageLinks = [...body.matchAll(/<a\b[^>]*\bhreflang="(ar|en)"[^>]*>/gi)].map(
    ([tag, lang]) => ({
      lang,
      href: /\bhref="([^"]*)"/.exec(tag)?.[1],
    }),
  );
  const h1 = [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, text]) =>
    text!.replace(/<[^>]+>/g, ''),
  );
  return { html, head, jsonLd, ofType, property, name, canonical, alternates, languageLinks, h1 };
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-seo-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8'),
  );
  app = buildTestApp(testDb.db, {
    config: testConfig({ distDir }),
    serverRender: storefrontRender,
  });
  await app.ready();
  category = await createCategory(testDb.db, {
    name: 'فازات',
    nameEn: 'Vases',
    slug: 'seo-vases',
    bannerImageAr: '/media/banners/seo-vases-640.webp',
  });
  vase = await createProduct(testDb.db, {
    categoryId: category.id,
    name: 'فازة منفوخة',
    nameEn: 'Blown vase',
    slug: 'blown-vase',
    productCode: 'VS-12',
    description: 'فازة من الزجاج المنفوخ يدويا',
    descriptionEn: 'A hand blown glass vase',
    priceBeforeDiscount: '1500.00',
    priceAfterDiscount: '1250.00',
    image: '/media/products/blown-vase-640.webp',
    moreImages: ['/media/products/blown-vase-2-640.webp'],
  });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe.each(['ar', 'en'] as const)('in %s', (language) => {
  const { texts, locale } = LANGUAGES[language];
  const vaseName = () => (language === 'ar' ? vase.name : vase.nameEn);
  const categoryName = () => (language === 'ar' ? category.name : category.nameEn);
  /** The absolute address of `path` in the page language. */
  const at = (path: string) => `${ORIGIN}${localizedPath(path, language)}`;
  /** Both language versions of `path`, Arabic also the default. */
  const versions = (path: string) => ({
    ar: `${ORIGIN}${path}`,
    en: `${ORIGIN}${localizedPath(path, 'en')}`,
    'x-default': `${ORIGIN}${path}`,
  });

  it('a product page: Product with its offer, breadcrumbs home → category → product, preview', async () => {
    const url = `/${category.slug}/${vase.slug}`;
    const { html, ofType, property, name, canonical, alternates, languageLinks, h1 } = await page(
      url,
      language,
    );
    expect(canonical).toEqual([at(url)]);
    expect(alternates).toEqual(versions(url));
    // Read without scripts: its heading, its price as shown, the link to the other language.
    expect(h1).toEqual([vaseName()]);
    expect(html).toContain(formatPrice('1250.00', 'EGP', language));
    const other = language === 'ar' ? 'en' : 'ar';
    expect(languageLinks).toEqual([{ lang: other, href: localizedPath(url, other) }]);

    const [product, ...others] = ofType('Product');
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      name: vaseName(),
      sku: 'VS-12',
      url: at(url),
      image: [
        `${ORIGIN}/media/products/blown-vase-1280.webp`,
        `${ORIGIN}/media/products/blown-vase-2-1280.webp`,
      ],
      brand: { '@type': 'Brand', name: texts.brand_name },
      offers: {
        '@type': 'Offer',
        price: 1250,
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          priceType: 'https://schema.org/StrikethroughPrice',
          price: 1500,
          priceCurrency: 'EGP',
        },
      },
    });

    const [trail] = ofType('BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: texts.breadcrumb_home, item: at('/') },
      {
        '@type': 'ListItem',
        position: 2,
        name: categoryName(),
        item: at(`/${category.slug}`),
      },
      { '@type': 'ListItem', position: 3, name: vaseName(), item: at(url) },
    ]);

    expect(property('og:type')).toEqual(['product']);
    expect(property('og:title')).toEqual([vaseName()]);
    expect(property('og:url')).toEqual([at(url)]);
    expect(property('og:image')).toEqual([`${ORIGIN}/media/products/blown-vase-1280.webp`]);
    expect(property('og:locale')).toEqual([locale]);
    expect(property('og:site_name')).toEqual([texts.brand_name]);
    const [description] = property('og:description');
    expect(description).toMatch(new RegExp(`^${formatPrice('1250.00', 'EGP', language)} — .+`));
    expect(property('product:price:amount')).toEqual(['1250.00']);
    expect(property('product:price:currency')).toEqual(['EGP']);
    expect(name('twitter:card')).toEqual(['summary_large_image']);
    expect(name('robots')).toEqual([]);
  });

  it('a category page: its breadcrumbs, banner preview and canonical link', async () => {
    const { ofType, property, canonical, alternates, languageLinks, h1 } = await page(
      `/${category.slug}`,
      language,
    );
    expect(h1).toEqual([categoryName()]);
    expect(languageLinks).toEqual([
      {
        lang: language === 'ar' ? 'en' : 'ar',
        href: localizedPath(`/${category.slug}`, language === 'ar' ? 'en' : 'ar'),
      },
    ]);
    expect(canonical).toEqual([at(`/${category.slug}`)]);
    expect(alternates).toEqual(versions(`/${category.slug}`));
    expect(ofType('BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: texts.breadcrumb_home, item: at('/') },
      {
        '@type': 'ListItem',
        position: 2,
        name: categoryName(),
        item: at(`/${category.slug}`),
      },
    ]);
    expect(ofType('Product')).toEqual([]);
    expect(property('og:type')).toEqual(['website']);
    expect(property('og:title')).toEqual([categoryName()]);
    expect(property('og:image')).toEqual([`${ORIGIN}/media/banners/seo-vases-1280.webp`]);
  });

  it('home: the shop (with its social links) and the site with its search', async () => {
    const social = (await app.inject({ method: 'GET', url: '/api/v1/social-platforms' })).json<{
      data: { link: string }[];
    }>();
    const { ofType, property, canonical, alternates } = await page('/', language);
    expect(canonical).toEqual([at('/')]);
    expect(alternates).toEqual(versions('/'));
    expect(ofType('Organization')[0]).toMatchObject({
      name: texts.brand_name,
      url: at('/'),
      logo: `${ORIGIN}/favicon.svg`,
      // The profiles; the shop's chat link is no profile.
      sameAs: social.data.map(({ link }) => link).filter((link) => !link.includes('wa.me')),
    });
    expect(ofType('WebSite')[0]).toMatchObject({
      url: at('/'),
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${at('/search')}?product_name={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(ofType('Organization')[0]?.sameAs).not.toHaveLength(0);
    expect(property('og:url')).toEqual([at('/')]);
    expect(property('og:locale')).toEqual([locale]);
  });
});

it('a product without a price has no Offer and no price in its preview', async () => {
  const free = await createProduct(testDb.db, {
    categoryId: category.id,
    slug: 'ask-for-price',
    priceBeforeDiscount: '0.00',
    priceAfterDiscount: '0.00',
  });
  const { ofType, property } = await page(`/${category.slug}/${free.slug}`);
  const [product] = ofType('Product');
  expect(product?.name).toBe(free.name);
  expect(product).not.toHaveProperty('offers');
  expect(property('product:price:amount')).toEqual([]);
});

it('an unavailable product is OutOfStock, and a price without discount is not struck through', async () => {
  const gone = await createProduct(testDb.db, {
    categoryId: category.id,
    slug: 'sold-out-cup',
    priceBeforeDiscount: '80.00',
    priceAfterDiscount: '80.00',
    productStatus: 'unavailable',
  });
  const [product] = (await page(`/${category.slug}/${gone.slug}`)).ofType('Product');
  expect(product?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  expect(product?.offers).not.toHaveProperty('priceSpecification');
});

it('a product named with </script> stays inside its JSON-LD block', async () => {
  const hostile = await createProduct(testDb.db, {
    categoryId: category.id,
    name: HOSTILE_NAME,
    nameEn: HOSTILE_NAME,
    slug: 'hostile-vase',
  });
  const { html, ofType } = await page(`/${category.slug}/${hostile.slug}`);
  expect(ofType('Product')[0]?.name).toBe(HOSTILE_NAME);
  expect(html).not.toContain('<script>alert(1)</script>');
  expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length);
});

it('a listing keeps its page number and drops every other parameter from its canonical link', async () => {
  // Enough products for a second page of 12 (a page past the end moves to the last one).
  for (let index = 0; index < 12; index += 1) {
    await createProduct(testDb.db, { categoryId: category.id, slug: `canonical-cup-${index}` });
  }
  const base = `${ORIGIN}/${category.slug}`;
  const cases: Array<[string, string]> = [
    [`/${category.slug}?page=2&utm_source=whatsapp&product_name=`, `${base}?page=2`],
    [`/${category.slug}?page=1&fbclid=abc`, base],
    // A price-filtered listing points at the whole listing.
    [`/${category.slug}?max_price=5000&page=2`, base],
    ['/latest-products?page=3&ref=x', `${ORIGIN}/latest-products?page=3`],
  ];
  for (const [url, expected] of cases) {
    expect((await page(url)).canonical).toEqual([expected]);
  }
});

it('search results are not indexed: robots noindex and no canonical link', async () => {
  for (const url of ['/search?product_name=vase', `/${category.slug}?product_name=vase`]) {
    const { name, canonical, property, alternates } = await page(url);
    expect(name('robots')).toEqual(['noindex, follow']);
    expect(canonical).toEqual([]);
    expect(alternates).toEqual({});
    expect(property('og:url')).toEqual([]);
  }
});

// The content pages' head (served rendered, ssrContent.test.ts): the canonical URL keeps nothing of
// the query but the videos' page number.
it.each([
  ['/about', '/about'],
  ['/privacy-policy?utm_source=x', '/privacy-policy'],
  ['/common-questions', '/common-questions'],
  ['/catalog', '/catalog'],
  ['/videos?page=2&ref=x', '/videos?page=2'],
  ['/contact', '/contact'],
])('the render of %s carries its canonical URL and preview', async (url, canonicalPath) => {
  const result = await storefrontRender.renderRoute({
    url,
    origin: ORIGIN,
    fetchApi: inProcessFetch(app, new AbortController().signal),
  });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  expect(result.head.canonical).toBe(`${ORIGIN}${canonicalPath}`);
  expect(result.head.properties).toContainEqual(['og:url', `${ORIGIN}${canonicalPath}`]);
  expect(result.head.properties).toContainEqual(['og:title', result.meta.title]);
});

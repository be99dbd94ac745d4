// GET /product-lookup: the product a storefront URL /{category}/{product} names, in one indexed
// statement over the slug keys the database keeps, answered exactly as /productsDetails/{id}.
import { sql } from 'drizzle-orm';
import { seedIfEmpty } from '../../server/db/seed';
import { seedLargeCatalogue } from '../../server/db/seed/large';
import { productLookupStatement } from '../../server/services/catalogService';
import { slugify } from '../../src/shared/lib/slugify';
import { LOOKUP_SLUG_MAX } from '../../src/shared/wire/catalog';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { resetDb } from '../support/testDb';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp({ reset: false });

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function lookupUrl(product: string, category?: string, lang = 'en'): string {
  const query = new URLSearchParams({ product_slug: product, lang });
  if (category !== undefined) query.set('category_slug', category);
  return `/api/v1/product-lookup?${query.toString()}`;
}

const ARABIC_TITLE = 'فازة منفوخة يدويًا بنقوش ذهبية';
const ENGLISH_TITLE = 'Hand-blown Vase with Gold Patterns';

describe('GET /api/v1/product-lookup', () => {
  const ids = { vase: 0, inactive: 0, twinInVases: 0, twinInCups: 0 };

  beforeAll(async () => {
    await resetDb(ctx.db);
    const vases = await createCategory(ctx.db, {
      name: 'فازات',
      nameEn: 'Vases',
      slug: 'vases',
    });
    const cups = await createCategory(ctx.db, { name: 'أكواب', nameEn: 'Cups', slug: 'cups' });
    ids.vase = (
      await createProduct(ctx.db, {
        categoryId: vases.id,
        name: ARABIC_TITLE,
        nameEn: ENGLISH_TITLE,
        slug: 'gold-vase',
      })
    ).id;
    ids.inactive = (
      await createProduct(ctx.db, {
        categoryId: vases.id,
        name: 'فازة مخفية',
        nameEn: 'Hidden vase',
        slug: 'hidden-vase',
        status: 'inactive',
      })
    ).id;
    // One title in two categories: the URL's category decides; without it, the oldest.
    ids.twinInCups = (
      await createProduct(ctx.db, {
        categoryId: cups.id,
        name: 'كوب مزدوج',
        nameEn: 'Twin glass',
        slug: 'twin-glass-cups',
      })
    ).id;
    ids.twinInVases = (
      await createProduct(ctx.db, {
        categoryId: vases.id,
        name: 'كوب مزدوج',
        nameEn: 'Twin glass',
        slug: 'twin-glass-vases',
      })
    ).id;
  });

  it('answers exactly what /productsDetails/{id} answers for the canonical slugs', async () => {
    for (const lang of ['ar', 'en']) {
      const found = await get(lookupUrl('gold-vase', 'vases', lang));
      expect(found.statusCode).toBe(200);
      const details = await get(`/api/v1/productsDetails/${ids.vase}?lang=${lang}`);
      expect(found.body).toBe(details.body);
    }
  });

  it('is a public catalogue read the read cache answers (ETag, 304)', async () => {
    const first = await get(lookupUrl('gold-vase', 'vases'));
    expect(first.headers.etag).toBeDefined();
    const again = await ctx.app.inject({
      method: 'GET',
      url: lookupUrl('gold-vase', 'vases'),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('finds the product by its Arabic title slug, URL-encoded, with and without diacritics', async () => {
    // The title as typed (its tanween kept) and as the slug rule writes it (marks dropped).
    const withMarks = ARABIC_TITLE.replace(/ /g, '-');
    const withoutMarks = slugify(ARABIC_TITLE);
    expect(withMarks).toContain('\u064b');
    expect(withoutMarks).not.toContain('\u064b');
    for (const slug of [withMarks, withoutMarks, withoutMarks.replace('فازة', 'فازه')]) {
      const answer = await get(
        `/api/v1/product-lookup?product_slug=${encodeURIComponent(slug)}&category_slug=${encodeURIComponent('فازات')}`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.id).toBe(ids.vase);
    }
  });

  it('finds the product by its English title slug, in any case', async () => {
    for (const slug of [slugify(ENGLISH_TITLE), slugify(ENGLISH_TITLE).toUpperCase()]) {
      const answer = await get(lookupUrl(slug, 'Vases'));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.id).toBe(ids.vase);
    }
  });

  it('still answers a product found outside the named category, or with no category', async () => {
    for (const category of ['cups', 'no-such-category', '---', undefined]) {
      const answer = await get(lookupUrl('gold-vase', category));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.id).toBe(ids.vase);
    }
  });

  it("prefers the URL's category when several products match, else the oldest", async () => {
    expect((await get(lookupUrl('twin-glass', 'vases'))).json().data.id).toBe(ids.twinInVases);
    expect((await get(lookupUrl('twin-glass', 'أكواب'))).json().data.id).toBe(ids.twinInCups);
    expect((await get(lookupUrl('twin-glass'))).json().data.id).toBe(
      Math.min(ids.twinInCups, ids.twinInVases),
    );
    // An exact slug wins over another product's title in the same category.
    expect((await get(lookupUrl('twin-glass-cups', 'vases'))).json().data.id).toBe(ids.twinInCups);
  });

  it('answers 404 product_not_found for an unknown, an unpublished or an empty slug', async () => {
    for (const slug of ['no-such-product', 'hidden-vase', 'Hidden vase', '---', '؟!']) {
      const answer = await get(lookupUrl(slug, 'vases'));
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Product not found' });
    }
    const ar = await get(lookupUrl('no-such-product', 'vases', 'ar'));
    expect(ar.json()).toEqual({ message: 'المنتج غير موجود' });
  });

  it(`refuses slugs longer than ${LOOKUP_SLUG_MAX} characters, and wrong or missing parameters, with 400`, async () => {
    const longest = 'a'.repeat(LOOKUP_SLUG_MAX);
    expect((await get(lookupUrl(longest, 'vases'))).statusCode).toBe(404);
    for (const url of [
      lookupUrl(`${longest}a`, 'vases'),
      lookupUrl('gold-vase', `${longest}a`),
      '/api/v1/product-lookup?category_slug=vases',
      '/api/v1/product-lookup?product_slug=gold-vase&product_slug=other',
      '/api/v1/product-lookup?product_slug=gold-vase&category_slug=a&category_slug=b',
      '/api/v1/product-lookup?product_slug=gold-vase&lang=fr',
    ]) {
      const answer = await get(url);
      expect([url, answer.statusCode]).toEqual([url, 400]);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/api/docs')).json();
    const operation = doc.paths['/api/v1/product-lookup']?.get;
    expect(operation).toBeDefined();
    const names = operation.parameters.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(['category_slug', 'lang', 'product_slug']);
  });
});

describe('the lookup statement', () => {
  it('reads the slug-key indexes, not the products table, with a few thousand products', async () => {
    await resetDb(ctx.db);
    await seedIfEmpty(ctx.db);
    await seedLargeCatalogue(ctx.db, 3000);
    await ctx.db.execute(sql`ANALYZE categories`);
    for (const [slug, category] of [
      ['ra', 'vases'],
      ['no-such-product', 'فازات'],
      ['crystal-vase', undefined],
    ] as const) {
      const statement = productLookupStatement(ctx.db, slug, category);
      expect(statement).not.toBeNull();
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await ctx.db.execute(sql`explain ${statement!}`),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).not.toMatch(/Seq Scan on products/);
      for (const index of [
        'products_active_slug_key_idx',
        'products_active_name_key_idx',
        'products_active_name_en_key_idx',
      ]) {
        expect(plan).toContain(index);
      }
    }
  });
});

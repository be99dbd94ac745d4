// The trigram and listing indexes exist (migration 0005) and serve the
// search's LIKE on PGlite and PostgreSQL alike; db:seed-large is deterministic and can run again;
// the search finds exactly a generated collection's published products.
import { asc, like, sql } from 'drizzle-orm';
import { products } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import {
  COLLECTION_SIZE,
  LARGE_CODE_PREFIX,
  collectionName,
  seedLargeCatalogue,
} from '../../server/db/seed/large';
import { resetDb } from '../support/testDb';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp({ reset: false });

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const LISTING_INDEXES = [
  'products_active_category_sort_idx',
  'products_active_category_sales_idx',
  'products_active_newest_idx',
  'products_active_sales_idx',
  'products_active_price_idx',
];

describe('migration 0005', () => {
  it('creates pg_trgm, the trigram index on search_text and an index per listing order', async () => {
    const extensions = rowsOf<{ extname: string }>(
      await ctx.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    expect(extensions).toHaveLength(1);
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await ctx.db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'products' order by indexname`,
      ),
    );
    const byName = new Map(indexes.map((row) => [row.indexname, row.indexdef]));
    expect(byName.get('products_search_text_trgm_idx')).toMatch(
      /USING gin \(search_text gin_trgm_ops\)/,
    );
    for (const name of LISTING_INDEXES) {
      expect(byName.get(name)).toMatch(/WHERE \(status = 'active'::publish_status\)/);
    }
    // The old lower(name…) indexes are gone (nothing searched through them since 0004).
    expect([...byName.keys()].filter((name) => name.includes('lower'))).toEqual([]);
  });

  it('lets the search LIKE use the trigram index (planner forced off the table scan)', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql`explain select id from products where search_text like ${'%glass vase%'}`,
        ),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('products_search_text_trgm_idx');
    });
  });
});

type Snapshot = Array<Record<string, unknown>>;

async function largeSnapshot(): Promise<Snapshot> {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(like(products.productCode, `${LARGE_CODE_PREFIX}%`))
    .orderBy(asc(products.productCode));
  return rows.map(({ id: _id, categoryId: _c, ...rest }) => rest);
}

describe('db:seed-large', () => {
  it('loads the same 500 products on every run, and a second run adds nothing', async () => {
    await resetDb(ctx.db);
    await seedIfEmpty(ctx.db);
    const demo = (await ctx.db.select({ id: products.id }).from(products)).length;
    expect(await seedLargeCatalogue(ctx.db, 500)).toBe(500 - demo);
    const first = await largeSnapshot();
    expect(first).toHaveLength(500 - demo);
    expect(await seedLargeCatalogue(ctx.db, 500)).toBe(0);

    await resetDb(ctx.db);
    await seedIfEmpty(ctx.db);
    await seedLargeCatalogue(ctx.db, 500);
    expect(await largeSnapshot()).toEqual(first);
  });

  it("finds a collection's published products by its Arabic and its English name", async () => {
    const k = 3;
    const codes = Array.from({ length: COLLECTION_SIZE }, (_, i) => k * COLLECTION_SIZE + i + 1);
    const published = (
      await ctx.db
        .select({ code: products.productCode, status: products.status })
        .from(products)
        .where(like(products.productCode, `${LARGE_CODE_PREFIX}%`))
    )
      .filter((row) => codes.includes(Number(row.code.slice(LARGE_CODE_PREFIX.length))))
      .filter((row) => row.status === 'active')
      .map((row) => row.code)
      .sort();
    expect(published.length).toBeGreaterThan(0);
    const { ar, en } = collectionName(k);
    for (const term of [ar, en.toUpperCase()]) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/products/0?per_page=50&product_name=${encodeURIComponent(term)}`,
      });
      expect(answer.statusCode).toBe(200);
      const { records, total } = answer.json().messages;
      expect(total).toBe(published.length);
      expect(records.map((p: { product_code: string }) => p.product_code).sort()).toEqual(
        published,
      );
    }
  });
});

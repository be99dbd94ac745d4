import { asc, count, like, not, sql } from 'drizzle-orm';
import { slugify } from '../../../src/shared/lib/slugify';
import { mediaUrl } from '../../media/paths';
import type { Db } from '../client';
import { categories, products, type NewProduct } from '../schema';
import { DAY_MS, DEMO_NOW, VARIANTS } from './demoCatalog';
import { ARTWORKS_PER_FAMILY, DEMO_CATEGORIES, productArtName } from './demoCategories';
import { createPrng } from './prng';

// A large catalogue on demand (`npm run db:seed-large -- --products 100000`, or
// SEED_PRODUCTS=100000 for `npm start`), to measure search and listings at scale (bench/scale.ts).
// Beside the demo catalogue (its categories, images and content stay): generated products ZL-000001…
// whose every field comes from (LARGE_SEED, its number) alone, so the same number is the same row on
// every machine and a larger count only adds rows.

export const LARGE_SEED = 20250601;
/** Products per generated collection: a collection's name is a search that finds ~this many. */
export const COLLECTION_SIZE = 25;
const BATCH = 1000;
/** From this many new rows on, the secondary indexes are dropped and built again after the load. */
const REBUILD_INDEXES_FROM = 20_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
export const LARGE_CODE_PREFIX = 'ZL-';

// Collection names: four syllables out of sixteen, Arabic and its Latin reading side by side.
const SYLLABLES_AR = [
  'نو',
  'را',
  'سي',
  'لا',
  'مي',
  'دا',
  'ري',
  'كا',
  'لي',
  'فا',
  'زي',
  'هو',
  'با',
  'سا',
  'تا',
  'جو',
];
const SYLLABLES_EN = [
  'no',
  'ra',
  'si',
  'la',
  'mi',
  'da',
  'ri',
  'ka',
  'li',
  'fa',
  'zi',
  'ho',
  'ba',
  'sa',
  'ta',
  'jo',
];

/**
 * The name of collection `k` (k < 65,536 all distinct): k times an odd constant modulo 2^16 is a
 * bijection, read as four base-16 syllables, so neighbouring collections do not look alike.
 */
export function collectionName(k: number): { ar: string; en: string } {
  const mixed = Math.imul(k + 1, 40503) & 0xffff;
  let ar = '';
  let en = '';
  for (let shift = 12; shift >= 0; shift -= 4) {
    const s = (mixed >> shift) & 0xf;
    ar += SYLLABLES_AR[s]!;
    en += SYLLABLES_EN[s]!;
  }
  return { ar, en: en[0]!.toUpperCase() + en.slice(1) };
}

const largeCode = (n: number): string => `${LARGE_CODE_PREFIX}${String(n).padStart(6, '0')}`;
const money = (value: number): string => value.toFixed(2);
const round5 = (value: number): number => Math.round(value / 5) * 5;

/** Generated product number `n` (1-based), for the categories `categoryIds` (demo order). */
export function largeProduct(n: number, categoryIds: readonly number[]): NewProduct {
  const rnd = createPrng((LARGE_SEED ^ Math.imul(n, 2654435761)) >>> 0);
  const c = rnd.int(0, DEMO_CATEGORIES.length - 1);
  const category = DEMO_CATEGORIES[c]!;
  const model = rnd.pick(category.models);
  const variant = rnd.pick(VARIANTS);
  const collection = collectionName(Math.floor((n - 1) / COLLECTION_SIZE));
  const [low, high] = category.price;
  const price = round5(rnd.int(low, high));
  const kind = rnd.int(0, 9);
  const artwork = rnd.int(1, ARTWORKS_PER_FAMILY);
  const unavailable = kind === 9;
  const product = {
    categoryId: categoryIds[c]!,
    name: `${model.ar} ${collection.ar} - ${variant.ar}`,
    nameEn: `${model.en} ${collection.en} - ${variant.en}`,
    slug: `${slugify(`${model.en} ${collection.en} ${variant.en}`.toLowerCase())}-${n}`,
    productCode: largeCode(n),
    // Half discounted, a third single-priced, the rest without a price (chat) or at zero.
    priceAfterDiscount: kind <= 7 ? money(price) : kind === 8 ? null : money(0),
    priceBeforeDiscount: kind <= 4 ? money(round5(price * 1.25)) : null,
    currency: 'EGP',
    image: mediaUrl('products', productArtName(category.family, artwork)),
    moreImages: [
      mediaUrl('products', productArtName(category.family, (artwork % ARTWORKS_PER_FAMILY) + 1)),
    ],
    description: `${model.ar} من مجموعة ${collection.ar}: ${category.aboutAr}`,
    descriptionEn: `${model.en} of the ${collection.en} collection: ${category.aboutEn}`,
    descriptionImage: null,
    productStatus: unavailable ? 'unavailable' : rnd.int(0, 9) === 0 ? 'new' : 'available',
    // One in fifty unpublished, as a real shop has some.
    status: rnd.int(0, 49) === 0 ? 'inactive' : 'active',
    quantity: unavailable ? 0 : rnd.int(1, 200),
    sort: 1000 + n,
    colors: [],
    salesCount: rnd.int(0, 300),
    createdAt: new Date(DEMO_NOW.getTime() - rnd.int(0, 3 * 365) * DAY_MS - rnd.int(0, 86_399_999)),
  } satisfies NewProduct;
  // Never edited since it was made: the same on every run of the seed.
  return { ...product, updatedAt: product.createdAt };
}

/**
 * Tops the catalogue up to `total` products (demo ones included) with generated ones, in
 * multi-row INSERTs of 1,000 inside one transaction; codes already there are skipped, so it can run
 * again. Needs the demo seed (its categories) first. Answers how many rows it inserted.
 */
export async function seedLargeCatalogue(db: Db, total: number): Promise<number> {
  const categoryIds = (
    await db
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id))
  ).map((row) => row.id);
  if (categoryIds.length < DEMO_CATEGORIES.length) {
    throw new Error('seed-large needs the demo categories: start the server once (or seed) first');
  }
  const [{ n: others } = { n: 0 }] = await db
    .select({ n: count() })
    .from(products)
    .where(not(like(products.productCode, `${LARGE_CODE_PREFIX}%`)));
  const wanted = Math.max(0, total - others);
  let inserted = 0;
  await db.transaction(async (tx) => {
    // A big load builds the secondary indexes once at the end (the trigram index above all: one
    // bulk build instead of ~100 trigram entries per row one by one), from their own definitions.
    const rebuild =
      wanted >= REBUILD_INDEXES_FROM
        ? rowsOf<{ indexname: string; indexdef: string }>(
            await tx.execute(
              sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'products' and indexdef not like 'CREATE UNIQUE%'`,
            ),
          )
        : [];
    for (const { indexname } of rebuild) await tx.execute(sql.raw(`DROP INDEX "${indexname}"`));
    for (let from = 1; from <= wanted; from += BATCH) {
      const rows: NewProduct[] = [];
      for (let n = from; n < Math.min(from + BATCH, wanted + 1); n += 1) {
        rows.push(largeProduct(n, categoryIds));
      }
      const result = await tx
        .insert(products)
        .values(rows)
        .onConflictDoNothing({ target: products.productCode })
        .returning({ id: products.id });
      inserted += result.length;
    }
    if (rebuild.length) {
      // Deferred triggers (the read cache's version bump) must fire before CREATE INDEX may run.
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    }
    for (const { indexdef } of rebuild) await tx.execute(sql.raw(indexdef));
  });
  // Fresh statistics (and, on PostgreSQL, the visibility map the index-only counts read).
  await db.execute(sql`VACUUM (ANALYZE) products`);
  return inserted;
}

/** SEED_PRODUCTS / --products: a whole number of products, or an error naming what was given. */
export function parseProductCount(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new Error(`${name} must be a whole number from 0 to 1000000, got "${raw}"`);
  }
  return value;
}

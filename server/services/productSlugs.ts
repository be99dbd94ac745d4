// A product's slug: the shop's slug rule on its name, made unique among products. Creating
// products at the same moment (the back office, a CSV import) takes one transaction lock, so two
// of them never get the same slug.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { slugify } from '../../src/shared/lib/slugify';

/** Products created at the same moment wait for each other (a transaction lock): no shared slug. */
export async function lockProductSlugs(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('products.slug'))`);
}

/** The shop's slug rule on the first of `texts` that gives one, lower-case. */
export const productSlugBase = (...texts: string[]): string =>
  texts.map((text) => slugify(text).toLowerCase()).find(Boolean) ?? 'product';

/** `base`, or base-2, base-3, … : the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The slug rule on `texts`, made unique among products (under lockProductSlugs). */
export async function uniqueProductSlug(tx: Db, ...texts: string[]): Promise<string> {
  await lockProductSlugs(tx);
  const base = productSlugBase(...texts);
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      sql`${products.slug} = ${base} or ${products.slug} like ${`${base.replace(/[\\%_]/g, '\\$&')}-%`}`,
    );
  return freeSlug(base, new Set(rows.map((row) => row.slug)));
}

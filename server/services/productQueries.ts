import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import type { Lang } from '../lib/i18n';
import type { ProductDto } from '../../src/shared/wire/catalog';
import { serializeProduct, type ProductRow } from './productSerializer';

// The queries behind every product answer: a product row with its category and is_favourite.

/** `is_favourite` of the current row for `userId` (always false for anonymous callers). */
export function isFavouriteSql(userId: number | null | undefined): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from favourites f where f.product_id = ${products.id} and f.user_id = ${userId})`;
}

/** The select list that produces a ProductRow (use with `.from(products).innerJoin(categories, …)`). */
export function productRowSelection(userId: number | null | undefined) {
  return {
    product: products,
    category: {
      id: categories.id,
      name: categories.name,
      name_en: categories.nameEn,
      slug: categories.slug,
    },
    isFavourite: isFavouriteSql(userId),
  };
}

/** Only published products are ever listed or sold. */
export const isActiveProduct = eq(products.status, 'active');

export interface LoadProductsOptions {
  userId?: number | null;
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
  /** Include inactive products too (default false: active only). */
  includeInactive?: boolean;
}

/** Products with their category and is_favourite for `userId`, active only unless asked. */
export async function loadProducts(
  db: Db,
  options: LoadProductsOptions = {},
): Promise<ProductRow[]> {
  const conditions = [options.includeInactive ? undefined : isActiveProduct, options.where];
  let query = db
    .select(productRowSelection(options.userId))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .orderBy(...(options.orderBy ?? [asc(products.sort), asc(products.id)]))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  return rows.map((row) => ({ ...row, isFavourite: Boolean(row.isFavourite) }));
}

/**
 * Products by id, in the order of `ids` (missing ones left out), with category and is_favourite.
 * Active only unless `includeInactive` (an order's history may name a product since unpublished).
 */
export async function loadProductsByIds(
  db: Db,
  ids: readonly number[],
  options: { userId?: number | null; includeInactive?: boolean } = {},
): Promise<ProductRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await loadProducts(db, {
    userId: options.userId,
    includeInactive: options.includeInactive,
    where: inArray(products.id, unique),
  });
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Loads and serializes in one step: the usual path for cart/favourites/orders. */
export async function loadProductDtos(
  db: Db,
  ids: readonly number[],
  lang: Lang,
  options: { userId?: number | null; includeInactive?: boolean } = {},
): Promise<ProductDto[]> {
  return (await loadProductsByIds(db, ids, options)).map((row) => serializeProduct(row, lang));
}

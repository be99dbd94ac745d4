import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favourites, products } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { findActiveProduct } from './cartService';
import type { FavouritesPageDto } from '../../src/shared/wire/cart';
import { pageNumbers } from './pagination';
import { loadProductDtos } from './productQueries';

/**
 * Favourite toggle: removes the favourite when the user has it, else adds it. Removal works
 * even for a product since unpublished; adding needs an active product (404). Two concurrent adds
 * both answer "added" (ON CONFLICT DO NOTHING), never a 500.
 */
export async function toggleFavourite(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ isAdded: boolean }> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ id: favourites.id });
  if (removed.length > 0) return { isAdded: false };
  await findActiveProduct(db, productId);
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  return { isAdded: true };
}

/** The user's favourite published products, most recently added first. */
export async function listFavourites(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
  lang: Lang,
): Promise<FavouritesPageDto> {
  const visible = and(eq(favourites.userId, userId), eq(products.status, 'active'));
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(visible);
  const numbers = pageNumbers(total, { page, perPage });
  const ids = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(visible)
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(perPage)
    .offset(numbers.offset);
  const records = await loadProductDtos(
    db,
    ids.map((row) => row.id),
    lang,
    { userId },
  );
  return {
    records,
    pagination: {
      total,
      per_page: numbers.perPage,
      current_page: numbers.currentPage,
      last_page: numbers.lastPage,
    },
  };
}

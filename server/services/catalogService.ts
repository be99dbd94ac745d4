import { and, asc, count, desc, eq, gt, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, cities, products } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { slugKey } from '../../src/shared/rules/slugKey';
import { foldSearchText } from '../../src/shared/rules/searchText';
import type { CityDto } from '../../src/shared/wire/common';
import {
  ALL_CATEGORIES,
  type MainCategoryDto,
  type ProductDto,
} from '../../src/shared/wire/catalog';
import { pageNumbers, type Page, type PageRequest } from './pagination';
import { isActiveProduct, loadProducts } from './productQueries';
import { serializeProduct } from './productSerializer';

// The catalogue calls: the SQL behind server/routes/catalog.ts.

// ---------------------------------------------------------------------------------------------
// Cities

export async function listCities(db: Db, lang: Lang): Promise<CityDto[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.id));
  return rows.map((c) => ({
    id: c.id,
    name: localized({ ar: c.nameAr, en: c.nameEn }, lang),
    name_ar: c.nameAr,
    name_en: c.nameEn,
  }));
}

// ---------------------------------------------------------------------------------------------
// Product search and filters

/** Escapes LIKE wildcards so a shopper's `50%` or `a_b` matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search, as Arabic shoppers type it: the folded query (foldSearchText:
 * alef forms, ى/ي, ة/ه, diacritics, tatweel, Arabic-Indic digits, case, spaces) as a substring of
 * products.search_text, which holds the names (ar/en), descriptions (ar/en) and code folded the same
 * way by the database. A query that folds to nothing (blank, or marks only) means no filter.
 */
export function productSearchCondition(text: string | undefined): SQL | undefined {
  const folded = foldSearchText(text ?? '');
  if (!folded) return undefined;
  return like(products.searchText, `%${escapeLike(folded)}%`);
}

/** Price filter: price at most `max`; products without a price (null or 0) drop out. */
export function maxPriceCondition(max: number | undefined): SQL | undefined {
  if (max === undefined) return undefined;
  return and(gt(products.priceAfterDiscount, '0'), lte(products.priceAfterDiscount, String(max)));
}

/**
 * The exact number of published products matching `where`: counted on each page
 * over an index range (a category's shop-order index, the price index, the search's trigram
 * matches; with no filter, the whole published shop-order index, ~8 ms at 100,000 on PostgreSQL),
 * never by reading the table.
 */
async function countActive(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(products)
    .where(and(isActiveProduct, where));
  return total;
}

async function productPage(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  request: PageRequest,
  lang: Lang,
  userId: number | null,
): Promise<Page<ProductDto>> {
  const total = await countActive(db, where);
  const numbers = pageNumbers(total, request);
  const rows =
    numbers.offset < total
      ? await loadProducts(db, {
          userId,
          where,
          orderBy,
          limit: request.perPage,
          offset: numbers.offset,
        })
      : [];
  return {
    records: rows.map((row) => serializeProduct(row, lang)),
    total,
    perPage: numbers.perPage,
    currentPage: numbers.currentPage,
    lastPage: numbers.lastPage,
  };
}

const NEWEST_FIRST = [desc(products.createdAt), desc(products.id)];

/** Latest products: newest first, optionally narrowed by a search text. */
export function latestProducts(
  db: Db,
  options: PageRequest & { lang: Lang; userId: number | null; search?: string },
): Promise<Page<ProductDto>> {
  return productPage(
    db,
    productSearchCondition(options.search),
    NEWEST_FIRST,
    options,
    options.lang,
    options.userId,
  );
}

/** Best sellers: most units sold first. */
export async function topProducts(
  db: Db,
  options: { limit: number; lang: Lang; userId: number | null },
): Promise<ProductDto[]> {
  const rows = await loadProducts(db, {
    userId: options.userId,
    orderBy: [desc(products.salesCount), desc(products.createdAt), desc(products.id)],
    limit: options.limit,
  });
  return rows.map((row) => serializeProduct(row, options.lang));
}

/** One active product, or null (unknown or unpublished: both are "not found"). */
export async function productDetails(
  db: Db,
  id: number,
  options: { lang: Lang; userId: number | null },
): Promise<ProductDto | null> {
  const [row] = await loadProducts(db, {
    userId: options.userId,
    where: eq(products.id, id),
    limit: 1,
  });
  return row ? serializeProduct(row, options.lang) : null;
}

/**
 * The id of the published product a storefront URL names, in one statement over the slug-key
 * indexes (the database keeps slug_key, name_key and name_en_key in slugKey form): the product's
 * own slug as written, or any of its keys equal to the URL's. Several may match (a title shared
 * by two products, a slug that is another's title): one in the named category first, then the
 * exact slug, then the slug's key, then the oldest id, so the same URL always names the same
 * product. A product outside the named category is still the answer (the storefront then sends
 * the shopper to its canonical URL). null (no statement) when the slug has no key.
 */
export function productLookupStatement(
  db: Db,
  productSlug: string,
  categorySlug: string | undefined,
) {
  const key = slugKey(productSlug);
  // A slug with nothing the slug rule keeps names nothing (and would match every empty key).
  if (!key) return null;
  const categoryKey = categorySlug === undefined ? '' : slugKey(categorySlug);
  const inCategory =
    categorySlug === undefined
      ? undefined
      : categoryKey
        ? or(
            eq(categories.slug, categorySlug),
            eq(categories.slugKey, categoryKey),
            eq(categories.nameKey, categoryKey),
            eq(categories.nameEnKey, categoryKey),
          )!
        : eq(categories.slug, categorySlug);
  const first = (condition: SQL) => desc(sql`(${condition})`);
  return db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        isActiveProduct,
        or(
          eq(products.slug, productSlug),
          eq(products.slugKey, key),
          eq(products.nameKey, key),
          eq(products.nameEnKey, key),
        ),
      ),
    )
    .orderBy(
      ...(inCategory ? [first(inCategory)] : []),
      first(eq(products.slug, productSlug)),
      first(eq(products.slugKey, key)),
      asc(products.id),
    )
    .limit(1);
}

/** productLookupStatement's answer: the product id, or null when none matches. */
export async function lookupProductId(
  db: Db,
  productSlug: string,
  categorySlug: string | undefined,
): Promise<number | null> {
  const statement = productLookupStatement(db, productSlug, categorySlug);
  if (!statement) return null;
  const [row] = await statement;
  return row?.id ?? null;
}

/** The product a storefront URL names (lookupProductId), as /productsDetails/{id} answers it. */
export async function productLookup(
  db: Db,
  options: { productSlug: string; categorySlug?: string; lang: Lang; userId: number | null },
): Promise<ProductDto | null> {
  const id = await lookupProductId(db, options.productSlug, options.categorySlug);
  return id === null ? null : productDetails(db, id, options);
}

export const RELATED_LIMIT = 8;

/** Up to eight other active products of the same category; null when the product is not found. */
export async function relatedProducts(
  db: Db,
  id: number,
  options: { lang: Lang; userId: number | null },
): Promise<ProductDto[] | null> {
  const [product] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, id), isActiveProduct))
    .limit(1);
  if (!product) return null;
  const rows = await loadProducts(db, {
    userId: options.userId,
    where: and(eq(products.categoryId, product.categoryId), ne(products.id, id)),
    orderBy: [desc(products.salesCount), asc(products.sort), asc(products.id)],
    limit: RELATED_LIMIT,
  });
  return rows.map((row) => serializeProduct(row, options.lang));
}

// ---------------------------------------------------------------------------------------------
// Categories

export async function mainCategories(db: Db): Promise<MainCategoryDto[]> {
  const activeCount = db
    .select({ categoryId: products.categoryId, n: count().as('n') })
    .from(products)
    .where(isActiveProduct)
    .groupBy(products.categoryId)
    .as('active_count');
  const rows = await db
    .select({ category: categories, n: activeCount.n })
    .from(categories)
    .leftJoin(activeCount, eq(activeCount.categoryId, categories.id))
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map(({ category: c, n }) => ({
    id: c.id,
    name: c.name,
    name_en: c.nameEn,
    slug: c.slug,
    banner_image_ar: c.bannerImageAr,
    banner_image_en: c.bannerImageEn,
    bannerImage: c.bannerImageAr,
    products_count: Number(n ?? 0),
    sort: c.sort,
  }));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return Boolean(row);
}

/**
 * A category's active products in shop order (sort, then id), with the search and the price
 * filter. Null when the category does not exist.
 */
export async function categoryProducts(
  db: Db,
  options: PageRequest & {
    categoryId: number;
    lang: Lang;
    userId: number | null;
    search?: string;
    maxPrice?: number;
  },
): Promise<Page<ProductDto> | null> {
  const all = options.categoryId === ALL_CATEGORIES;
  if (!all && !(await categoryExists(db, options.categoryId))) return null;
  const where = and(
    all ? undefined : eq(products.categoryId, options.categoryId),
    productSearchCondition(options.search),
    maxPriceCondition(options.maxPrice),
  );
  const orderBy = all
    ? [asc(categories.sort), asc(products.sort), asc(products.id)]
    : [asc(products.sort), asc(products.id)];
  return productPage(db, where, orderBy, options, options.lang, options.userId);
}

/** Used by tests and the seed check: active products per status, for coverage assertions. */
export async function countActiveProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isActiveProduct);
  return row?.n ?? 0;
}

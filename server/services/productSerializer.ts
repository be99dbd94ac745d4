import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products, type Product } from '../db/schema';
import type { Lang } from '../lib/i18n';

// The one product shape every call answers (conventions "Product DTO"; SPEC §3 Product). Catalogue,
// cart, favourites and orders all build it here so the storefront sees a single form.

export interface ProductColorDto {
  id: number;
  /** In the request's language. */
  name: string;
  name_ar: string;
  name_en: string;
  hex: string;
}

/** SPEC §3 category object of a product: `name` is Arabic always, `name_en` English always. */
export interface ProductCategoryDto {
  id: number;
  name: string;
  name_en: string;
  slug: string;
}

export type ProductStatus = Product['productStatus'];

export interface ProductDto {
  id: number;
  /** In the request's language; `title` is the same text (SPEC §3 "name or title"). */
  name: string;
  name_ar: string;
  name_en: string;
  title: string;
  slug: string;
  product_code: string;
  code: string;
  /** Decimal string such as "1250.00", or null: no price (SPEC §2 'get price'). "0.00" also means no price. */
  price_after_discount: string | null;
  price_before_discount: string | null;
  currency: string;
  /** `/media/products/<name>-640.webp`; -320/-1280 siblings exist. */
  image: string | null;
  more_images: string[];
  /** In the request's language (falls back to Arabic); both languages are given too. */
  description: string | null;
  description_ar: string | null;
  description_en: string | null;
  description_image: string | null;
  product_status: ProductStatus;
  status: Product['status'];
  quantity: number;
  sort: number;
  colors: ProductColorDto[];
  category: ProductCategoryDto;
  is_favourite: boolean;
  sales_count: number;
  created_at: string;
}

/** A product row joined with its category and whether the asking user keeps it as a favourite. */
export interface ProductRow {
  product: Product;
  category: ProductCategoryDto;
  isFavourite: boolean;
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

export function serializeProduct(row: ProductRow, lang: Lang): ProductDto {
  const { product: p, category, isFavourite } = row;
  const name = lang === 'en' ? p.nameEn || p.name : p.name;
  const descriptionAr = blankToNull(p.description);
  const descriptionEn = blankToNull(p.descriptionEn);
  return {
    id: p.id,
    name,
    name_ar: p.name,
    name_en: p.nameEn,
    title: name,
    slug: p.slug,
    product_code: p.productCode,
    code: p.productCode,
    price_after_discount: p.priceAfterDiscount ?? null,
    price_before_discount: p.priceBeforeDiscount ?? null,
    currency: p.currency,
    image: blankToNull(p.image),
    more_images: Array.isArray(p.moreImages) ? p.moreImages : [],
    description: lang === 'en' ? (descriptionEn ?? descriptionAr) : descriptionAr,
    description_ar: descriptionAr,
    description_en: descriptionEn,
    description_image: blankToNull(p.descriptionImage),
    product_status: p.productStatus,
    status: p.status,
    quantity: p.quantity,
    sort: p.sort,
    colors: (Array.isArray(p.colors) ? p.colors : []).map((c) => ({
      id: c.id,
      name: lang === 'en' ? c.name_en || c.name : c.name,
      name_ar: c.name,
      name_en: c.name_en,
      hex: c.hex,
    })),
    category: {
      id: category.id,
      name: category.name,
      name_en: category.name_en,
      slug: category.slug,
    },
    is_favourite: isFavourite,
    sales_count: p.salesCount,
    created_at: p.createdAt.toISOString(),
  };
}

const nullableString = { type: ['string', 'null'] } as const;

/** JSON schema of ProductDto for route `response` schemas (fastify drops fields not listed here). */
export const productDtoSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'name_ar',
    'name_en',
    'title',
    'slug',
    'product_code',
    'code',
    'price_after_discount',
    'price_before_discount',
    'currency',
    'image',
    'more_images',
    'description',
    'description_image',
    'product_status',
    'status',
    'quantity',
    'sort',
    'colors',
    'category',
    'is_favourite',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    title: { type: 'string' },
    slug: { type: 'string' },
    product_code: { type: 'string' },
    code: { type: 'string' },
    price_after_discount: {
      ...nullableString,
      description: 'Decimal string "1250.00"; null or "0.00" = no price',
    },
    price_before_discount: nullableString,
    currency: { type: 'string' },
    image: nullableString,
    more_images: { type: 'array', items: { type: 'string' } },
    description: nullableString,
    description_ar: nullableString,
    description_en: nullableString,
    description_image: nullableString,
    product_status: { type: 'string', enum: ['new', 'available', 'unavailable'] },
    status: { type: 'string', enum: ['active', 'inactive'] },
    quantity: { type: 'integer' },
    sort: { type: 'integer' },
    colors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'name_en', 'hex'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          name_ar: { type: 'string' },
          name_en: { type: 'string' },
          hex: { type: 'string' },
        },
      },
    },
    category: {
      type: 'object',
      required: ['id', 'name', 'name_en', 'slug'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        name_en: { type: 'string' },
        slug: { type: 'string' },
      },
    },
    is_favourite: { type: 'boolean' },
    sales_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

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

/** Only published products are ever listed or sold (conventions). */
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

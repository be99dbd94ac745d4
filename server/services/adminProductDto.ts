// A product as the back office reads it, and the fields its audit rows compare.
import type { Product } from '../db/schema';
import type { AdminProductDto } from '../../src/shared/wire/adminProducts';

/** The fields the back office edits, in wire names: what audit rows compare. */
export const AUDITED = [
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'product_code',
  'category_id',
  'price_before_discount',
  'price_after_discount',
  'quantity',
  'product_status',
  'status',
  'sort',
  'slug',
  'images',
] as const;

export type Snapshot = Pick<AdminProductDto, (typeof AUDITED)[number]>;

/** The product's pictures in shop order: the main one, then the others (blanks left out). */
export const picturesOf = (p: Pick<Product, 'image' | 'moreImages'>): string[] =>
  [p.image, ...(Array.isArray(p.moreImages) ? p.moreImages : [])].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );

export const snapshot = (p: Product): Snapshot => ({
  name_ar: p.name,
  name_en: p.nameEn,
  description_ar: p.description,
  description_en: p.descriptionEn,
  product_code: p.productCode,
  category_id: p.categoryId,
  price_before_discount: p.priceBeforeDiscount,
  price_after_discount: p.priceAfterDiscount,
  quantity: p.quantity,
  product_status: p.productStatus,
  status: p.status,
  sort: p.sort,
  slug: p.slug,
  images: picturesOf(p),
});

export function serializeAdminProduct(p: Product): AdminProductDto {
  return {
    id: p.id,
    ...snapshot(p),
    image: p.image || null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

import type { Product } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import type { ProductCategoryDto, ProductDto } from '../../src/shared/wire/catalog';

// The one product shape every call answers (src/shared/wire/catalog.ts `product`).
// Catalogue and favourites build it here so the storefront sees a single form.

export type ProductStatus = Product['productStatus'];

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
  const name = localized({ ar: p.name, en: p.nameEn }, lang);
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
    description: localized({ ar: descriptionAr, en: descriptionEn }, lang),
    description_ar: descriptionAr,
    description_en: descriptionEn,
    description_image: blankToNull(p.descriptionImage),
    product_status: p.productStatus,
    status: p.status,
    quantity: p.quantity,
    sort: p.sort,
    colors: (Array.isArray(p.colors) ? p.colors : []).map((c) => ({
      id: c.id,
      name: localized({ ar: c.name, en: c.name_en }, lang),
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

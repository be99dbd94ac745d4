// Answer records in our server's own shapes (the wire types of src/shared/wire): full
// objects, decimal strings for prices, booleans for flags, `/media/products/…-640.webp` images. The
// MSW handlers serve them; the contract test (__tests__/api/contract.test.ts) checks each against
// its wire schema, so a web test never passes against an answer the server cannot send.
import { localized } from '../../src/shared/lib/localized';
import type { MainCategoryDto, ProductDto } from '../../src/shared/wire/catalog';
import type { SettingsAnswer, SettingsDto } from '../../src/shared/wire/content';

export type Lang = 'ar' | 'en';

export type ProductOverrides = Partial<
  Omit<ProductDto, 'id' | 'name' | 'title' | 'description'>
> & {
  id: number;
};

/**
 * A product as the server sends it to an Arabic page: `name`, `title` and `description` are the
 * Arabic twins (handlers re-localize per request). Priced 80.00 (100.00 before discount), available,
 * 10 pieces, in the cups category, unless overridden.
 */
export function productDto({ id, ...overrides }: ProductOverrides): ProductDto {
  const base: Omit<ProductDto, 'name' | 'title' | 'description'> = {
    id,
    name_ar: `كوب زجاجي ${id}`,
    name_en: `Glass cup ${id}`,
    slug: `glass-cup-${id}`,
    product_code: `GC-${id}`,
    code: `GC-${id}`,
    price_after_discount: '80.00',
    price_before_discount: '100.00',
    currency: 'EGP',
    image: `/media/products/glass-cup-${id}-640.webp`,
    more_images: [],
    description_ar: 'كوب من الزجاج الشفاف',
    description_en: 'A clear glass cup',
    description_image: null,
    product_status: 'available',
    status: 'active',
    quantity: 10,
    sort: 0,
    colors: [],
    category: { id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups' },
    is_favourite: false,
    sales_count: 0,
    created_at: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
  return inLanguage({ ...base, name: base.name_ar, title: base.name_ar, description: null }, 'ar');
}

/** A product as the server localizes it for `lang` (its localized() rule). */
export function inLanguage(product: ProductDto, lang: Lang): ProductDto {
  const name = localized({ ar: product.name_ar, en: product.name_en }, lang) ?? '';
  return {
    ...product,
    name,
    title: name,
    description: localized({ ar: product.description_ar, en: product.description_en }, lang),
    colors: product.colors.map((color) => ({
      ...color,
      name: localized({ ar: color.name_ar, en: color.name_en }, lang) ?? '',
    })),
  };
}

/** `count` products with ids from `firstId`, e.g. a category fuller than one default page. */
export function manyProducts(
  firstId: number,
  count: number,
  overrides: Partial<ProductOverrides> = {},
) {
  return Array.from({ length: count }, (_, index) =>
    productDto({ ...overrides, id: firstId + index }),
  );
}

/** Settings as GET /settings sends them: booleans, record id 1; every section on, no maintenance. */
export const settingsDto = (overrides: Partial<SettingsDto> = {}): SettingsDto => ({
  id: 1,
  is_maintenance_active: false,
  is_latest_product_active: true,
  is_best_seller_active: true,
  is_main_banner_is_active: true,
  is_banners_active: true,
  ...overrides,
});

export const settingsAnswer = (settings: SettingsDto = settingsDto()): SettingsAnswer => ({
  status_code: 200,
  data: [settings],
});

export function categoryDto(
  overrides: Partial<MainCategoryDto> & Pick<MainCategoryDto, 'id' | 'name' | 'name_en' | 'slug'>,
): MainCategoryDto {
  return {
    banner_image_ar: null,
    banner_image_en: null,
    bannerImage: null,
    products_count: 1,
    sort: overrides.id,
    ...overrides,
  };
}

export const categoriesDto: MainCategoryDto[] = [
  categoryDto({ id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups' }),
  categoryDto({ id: 2, name: 'فازات', name_en: 'Vases', slug: 'vases' }),
];

// Main categories answer → domain (the banner of the page's language as bannerImage). Ours is
// `{ status_code, data: MainCategoryDto[] }`; the maker's host may send a bare list and embed
// `products` in each category.
import type { MainCategory } from '../../entities/category/model';
import type { Product } from '../../entities/product/model';
import { localized } from '../../shared/lib/localized';
import type { Language } from '../../shared/rules/constants';
import type { MainCategoriesAnswer, MainCategoryDto, ProductDto } from '../../shared/wire/catalog';
import { toProducts } from './product';
import { asLoose, InvalidResponseError, toInt, toText } from './shape';

export interface MainCategoriesPage {
  categories: MainCategory[];
  /** Products embedded in the categories, for the products slice. */
  products: Product[];
}

function toMainCategory(
  raw: unknown,
  language: Language,
): { category: MainCategory; products: Product[] } | null {
  const dto = asLoose<MainCategoryDto & { products: ProductDto[] }>(raw);
  if (!dto) return null;
  const id = toInt(dto.id);
  const name = localized({ ar: toText(dto.name), en: toText(dto.name_en) }, language);
  if (id === null || !name) return null;
  const products = Array.isArray(dto.products) ? toProducts(dto.products, language) : [];
  return {
    category: {
      id,
      name,
      slug: toText(dto.slug) ?? String(id),
      // Banners may carry words of their language: an English page takes the English one, and the
      // Arabic one only when there is no English banner.
      bannerImage:
        localized({ ar: toText(dto.banner_image_ar), en: toText(dto.banner_image_en) }, language) ??
        toText(dto.bannerImage),
      productIds: products.map((product) => product.id),
    },
    products,
  };
}

export function toMainCategories(raw: unknown, language: Language): MainCategoriesPage {
  const list = Array.isArray(raw) ? raw : asLoose<MainCategoriesAnswer>(raw)?.data;
  if (!Array.isArray(list)) throw new InvalidResponseError('category list');
  const result: MainCategoriesPage = { categories: [], products: [] };
  for (const item of list) {
    const read = toMainCategory(item, language);
    if (!read) continue;
    result.categories.push(read.category);
    result.products.push(...read.products);
  }
  return result;
}

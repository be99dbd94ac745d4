// Main category DTO → domain (SPEC §3 Main category: banner_image_ar as bannerImage).
import type { Language } from '../../shared/rules/constants';
import { toProducts, type Product } from './product';
import { InvalidResponseError, isRecord, toInt, toText } from './shape';

export interface MainCategory {
  id: number;
  /** Name in the requested language; Arabic `name` and `name_en` fall back to each other. */
  name: string;
  slug: string;
  bannerImage: string | null;
}

export interface MainCategoryWithProducts extends MainCategory {
  /** Products the server embedded in the category answer, if any (often none). */
  products: Product[];
}

export function toMainCategory(dto: unknown, language: Language): MainCategoryWithProducts | null {
  if (!isRecord(dto)) return null;
  const id = toInt(dto.id);
  const nameAr = toText(dto.name);
  const nameEn = toText(dto.name_en);
  const name = language === 'en' ? (nameEn ?? nameAr) : (nameAr ?? nameEn);
  if (id === null || !name) return null;
  return {
    id,
    name,
    slug: toText(dto.slug) ?? String(id),
    bannerImage: toText(dto.banner_image_ar),
    products: Array.isArray(dto.products) ? toProducts(dto.products, language) : [],
  };
}

/** A bare list or `{ data: [...] }`. */
export function toMainCategories(raw: unknown, language: Language): MainCategoryWithProducts[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? raw.data : undefined;
  if (!Array.isArray(list)) throw new InvalidResponseError('category list');
  return list.flatMap((item) => {
    const category = toMainCategory(item, language);
    return category ? [category] : [];
  });
}

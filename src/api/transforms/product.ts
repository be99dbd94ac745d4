// Product DTO → domain (SPEC §3 Product). Tolerant of bare lists and the wrapped page forms of §7.
import { discountPercent, isPricePresent } from '../../shared/lib/price';
import { CURRENCY, type Language } from '../../shared/rules/constants';
import type { ImageRefDto, ProductDto } from '../dto';
import { InvalidResponseError, isRecord, toInt, toText } from './shape';

export type ProductStatus = 'new' | 'available' | 'unavailable';

export interface ProductCategory {
  id: number | null;
  name: string;
  nameEn: string | null;
  slug: string | null;
}

export interface ProductColor {
  id: number;
  name: string | null;
  value: string | null;
}

export interface Product {
  id: number;
  /** Name in the requested language (Arabic `name`, English `name_en`, each falling back to the other). */
  title: string;
  slug: string;
  code: string | null;
  /** Price after discount, only when present (SPEC §5: truthy and not '0'). */
  price: string | null;
  priceBefore: string | null;
  discountPercent: number | null;
  currency: string;
  image: string | null;
  images: string[];
  status: ProductStatus | null;
  /** null = SPEC "missing becomes an 'Uncategorized' label"; the UI shows t('uncategorized'). */
  category: ProductCategory | null;
  quantity: number | null;
  description: string | null;
  descriptionImage: string | null;
  colors: ProductColor[];
  isFavourite: boolean;
}

export interface ProductPage {
  products: Product[];
  total: number;
  currentPage: number;
  lastPage: number;
}

const STATUS_ALIASES: Record<string, ProductStatus> = {
  new: 'new',
  available: 'available',
  in_stock: 'available',
  unavailable: 'unavailable',
  not_available: 'unavailable',
  out_of_stock: 'unavailable',
};

function toStatus(value: unknown): ProductStatus | null {
  const text = toText(value)
    ?.toLowerCase()
    .replace(/[\s-]+/g, '_');
  return text ? (STATUS_ALIASES[text] ?? null) : null;
}

function toCategory(value: ProductDto['category'], language: Language): ProductCategory | null {
  if (typeof value === 'string') {
    const name = toText(value);
    return name ? { id: null, name, nameEn: null, slug: null } : null;
  }
  if (!isRecord(value)) return null;
  const nameAr = toText(value.name);
  const nameEn = toText(value.name_en);
  const name = language === 'en' ? (nameEn ?? nameAr) : (nameAr ?? nameEn);
  if (!name) return null;
  return { id: toInt(value.id), name, nameEn, slug: toText(value.slug) };
}

function imageUrl(ref: ImageRefDto | null | undefined): string | null {
  if (typeof ref === 'string') return toText(ref);
  if (!isRecord(ref)) return null;
  return toText(ref.image) ?? toText(ref.url) ?? toText(ref.src);
}

/** SPEC §2 Product details: a description image that is empty or only the bare `/public` folder is ignored. */
export function cleanDescriptionImage(value: unknown): string | null {
  const url = toText(value);
  if (!url || /\/public\/?$/i.test(url)) return null;
  return url;
}

function toColors(value: unknown): ProductColor[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const id = toInt(item.id);
    if (id === null) return [];
    return [{ id, name: toText(item.name), value: toText(item.hex) ?? toText(item.code) }];
  });
}

export function toProduct(dto: unknown, language: Language): Product | null {
  if (!isRecord(dto)) return null;
  const id = toInt(dto.id);
  if (id === null) return null;
  const nameAr = toText(dto.name) ?? toText(dto.title);
  const nameEn = toText(dto.name_en);
  const title = (language === 'en' ? (nameEn ?? nameAr) : (nameAr ?? nameEn)) ?? '';
  const priceRaw = dto.price_after_discount as string | number | null | undefined;
  const beforeRaw = dto.price_before_discount as string | number | null | undefined;
  const price = isPricePresent(priceRaw) ? String(priceRaw).trim() : null;
  const priceBefore = isPricePresent(beforeRaw) ? String(beforeRaw).trim() : null;
  const image = imageUrl(dto.image as ImageRefDto | null);
  const more = Array.isArray(dto.more_images) ? (dto.more_images as ImageRefDto[]) : [];
  const images = [...new Set([image, ...more.map(imageUrl)].filter((url): url is string => !!url))];
  const favourite = dto.is_favourite;

  return {
    id,
    title,
    slug: toText(dto.slug) ?? String(id),
    code: toText(dto.product_code) ?? toText(dto.code),
    price,
    priceBefore,
    discountPercent: discountPercent(price, priceBefore),
    currency: toText(dto.currency) ?? CURRENCY,
    image,
    images,
    status: toStatus(dto.product_status),
    category: toCategory(dto.category as ProductDto['category'], language),
    quantity: toInt(dto.quantity),
    description: toText(dto.description),
    descriptionImage: cleanDescriptionImage(dto.description_image),
    colors: toColors(dto.colors),
    isFavourite: favourite === true || favourite === 1,
  };
}

export function toProducts(list: unknown[], language: Language): Product[] {
  return list.flatMap((item) => {
    const product = toProduct(item, language);
    return product ? [product] : [];
  });
}

function pageOf(list: unknown[], meta: Record<string, unknown>, language: Language): ProductPage {
  const products = toProducts(list, language);
  const total = toInt(meta.total) ?? products.length;
  const perPage = toInt(meta.per_page);
  const currentPage = toInt(meta.current_page) ?? 1;
  const lastPage =
    toInt(meta.last_page) ?? (perPage && perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1);
  return { products, total, currentPage, lastPage };
}

/**
 * Any product-list answer of SPEC §7 → one page: a bare list; `{ data: [...] , total, current_page,
 * last_page }`; `{ data: { records, pagination } }`; or `{ messages: { records, total, per_page } }`.
 */
export function toProductPage(raw: unknown, language: Language): ProductPage {
  if (Array.isArray(raw)) return pageOf(raw, {}, language);
  if (!isRecord(raw)) throw new InvalidResponseError('product list');
  const { data, messages } = raw;
  if (Array.isArray(data)) return pageOf(data, raw, language);
  if (isRecord(data)) {
    if (Array.isArray(data.records)) {
      const pagination = isRecord(data.pagination) ? data.pagination : data;
      return pageOf(data.records, pagination, language);
    }
    if (Array.isArray(data.data)) return pageOf(data.data, data, language);
  }
  if (isRecord(messages) && Array.isArray(messages.records)) {
    return pageOf(messages.records, messages, language);
  }
  throw new InvalidResponseError('product list');
}

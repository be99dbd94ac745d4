// Product answers → domain. Our server sends the wire shapes of
// src/shared/wire/catalog.ts; the storefront may also point at the maker's own host, so every
// reader also accepts the other forms the API allows (numbers as strings, 0/1 flags, image
// objects, bare lists, `{ data }`, `{ data: { records, pagination } }`, `messages.records`).
import type {
  Product,
  ProductCategory,
  ProductColor,
  ProductStatus,
} from '../../entities/product/model';
import { localized } from '../../shared/lib/localized';
import { discountPercent, isPricePresent } from '../../shared/lib/price';
import { CURRENCY, type Language } from '../../shared/rules/constants';
import type { FavouritesPageDto } from '../../shared/wire/cart';
import type {
  CategoryProductsAnswer,
  LatestProductsAnswer,
  ProductCategoryDto,
  ProductColorDto,
  ProductDto,
} from '../../shared/wire/catalog';
import { asLoose, InvalidResponseError, isRecord, toInt, toText, type Loose } from './shape';

/** One page of a product list, before its products go to the products slice. */
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

/** Our server sends the category object; the maker's host may send a plain name. */
function toCategory(value: unknown, language: Language): ProductCategory | null {
  if (typeof value === 'string') {
    const name = toText(value);
    return name ? { id: null, name, nameEn: null, slug: null } : null;
  }
  const dto = asLoose<ProductCategoryDto>(value);
  if (!dto) return null;
  const nameEn = toText(dto.name_en);
  const name = localized({ ar: toText(dto.name), en: nameEn }, language);
  if (!name) return null;
  return { id: toInt(dto.id), name, nameEn, slug: toText(dto.slug) };
}

/** A URL string (our server), or `{ image | url | src }` (the maker's host). */
function imageUrl(ref: unknown): string | null {
  if (typeof ref === 'string') return toText(ref);
  if (!isRecord(ref)) return null;
  return toText(ref.image) ?? toText(ref.url) ?? toText(ref.src);
}

/** A description image that is empty or only the bare `/public` folder is ignored. */
export function cleanDescriptionImage(value: unknown): string | null {
  const url = toText(value);
  if (!url || /\/public\/?$/i.test(url)) return null;
  return url;
}

function toColors(value: unknown): ProductColor[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    // `code` instead of `hex` on the maker's host.
    const dto = asLoose<ProductColorDto & { code: string }>(item);
    const id = toInt(dto?.id);
    if (!dto || id === null) return [];
    return [{ id, name: toText(dto.name), value: toText(dto.hex) ?? toText(dto.code) }];
  });
}

function toPrice(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return isPricePresent(value) ? String(value).trim() : null;
}

export function toProduct(raw: unknown, language: Language): Product | null {
  const dto = asLoose<ProductDto>(raw);
  if (!dto) return null;
  const id = toInt(dto.id);
  if (id === null) return null;
  // Our server: `name` in the request language, both twins beside it. The maker's host: `name`
  // (or `title`) Arabic, `name_en` English.
  const title =
    localized(
      { ar: toText(dto.name_ar) ?? toText(dto.name) ?? toText(dto.title), en: toText(dto.name_en) },
      language,
    ) ?? '';
  const price = toPrice(dto.price_after_discount);
  const priceBefore = toPrice(dto.price_before_discount);
  const image = imageUrl(dto.image);
  const more = Array.isArray(dto.more_images) ? dto.more_images : [];
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
    category: toCategory(dto.category, language),
    quantity: toInt(dto.quantity),
    description: toText(dto.description),
    descriptionImage: cleanDescriptionImage(dto.description_image),
    colors: toColors(dto.colors),
    isFavourite: favourite === true || favourite === 1 || favourite === '1',
  };
}

export function toProducts(list: unknown[], language: Language): Product[] {
  return list.flatMap((item) => {
    const product = toProduct(item, language);
    return product ? [product] : [];
  });
}

type PageNumbers = Loose<Omit<LatestProductsAnswer, 'status_code' | 'data'>>;

function pageOf(list: unknown[], meta: PageNumbers, language: Language): ProductPage {
  const products = toProducts(list, language);
  const total = toInt(meta.total) ?? products.length;
  const perPage = toInt(meta.per_page);
  const currentPage = toInt(meta.current_page) ?? 1;
  const lastPage =
    toInt(meta.last_page) ?? (perPage && perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1);
  return { products, total, currentPage, lastPage };
}

/**
 * Any product-list answer → one page. Ours: `{ data: [...], total, current_page,
 * last_page, per_page }` (latest), `{ data: [...] }` (top, related), `{ messages: { records, total,
 * per_page, current_page, last_page, … } }` (category), `{ data: { records, pagination } }`
 * (favourites). The maker's host adds a bare list.
 */
export function toProductPage(raw: unknown, language: Language): ProductPage {
  if (Array.isArray(raw)) return pageOf(raw, {}, language);
  const answer = asLoose<LatestProductsAnswer & CategoryProductsAnswer>(raw);
  if (!answer) throw new InvalidResponseError('product list');
  const { data, messages } = answer;
  if (Array.isArray(data)) return pageOf(data, answer, language);
  const wrapped = asLoose<FavouritesPageDto & LatestProductsAnswer>(data);
  if (wrapped) {
    if (Array.isArray(wrapped.records)) {
      const pagination = asLoose<FavouritesPageDto['pagination']>(wrapped.pagination) ?? wrapped;
      return pageOf(wrapped.records, pagination, language);
    }
    if (Array.isArray(wrapped.data)) return pageOf(wrapped.data, wrapped, language);
  }
  const messagesPage = asLoose<CategoryProductsAnswer['messages']>(messages);
  if (messagesPage && Array.isArray(messagesPage.records)) {
    return pageOf(messagesPage.records, messagesPage, language);
  }
  throw new InvalidResponseError('product list');
}

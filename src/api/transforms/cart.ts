// Cart answers → domain. Our server sends src/shared/wire/cart.ts shapes (the cart
// under `data`); the maker's host may send the cart bare, numbers as strings, totals as numbers,
// a missing product block. Every field is read tolerantly; a line without ids is dropped.
import { localized } from '../../shared/lib/localized';
import { isPricePresent } from '../../shared/lib/price';
import { CURRENCY, type Language } from '../../shared/rules/constants';
import type { CartAnswer, CartDto, CartItemDto } from '../../shared/wire/cart';
import { asLoose, InvalidResponseError, isRecord, toInt, toText } from './shape';

export interface CartLineProduct {
  /** Name in the page language (the other language when missing). */
  name: string;
  image: string | null;
  code: string | null;
  /** Only when present (non-zero), like Product.price. */
  priceBefore: string | null;
  price: string | null;
  currency: string;
  slug: string | null;
  categorySlug: string | null;
}

export interface CartItem {
  /** Cart line id (DELETE /cart/delete/{itemId}). */
  id: number;
  productId: number;
  colorId: number | null;
  quantity: number;
  product: CartLineProduct;
}

export interface Cart {
  /** Number of lines. */
  totalCount: number;
  /** Sum of the lines' quantities. */
  totalQuantity: number;
  /** Before discounts, e.g. "1250.00" (null when the server sent none). */
  totalPrice: string | null;
  /** What the shopper pays (shipping excluded). */
  discountedPrice: string | null;
  items: CartItem[];
}

export const EMPTY_CART: Cart = {
  totalCount: 0,
  totalQuantity: 0,
  totalPrice: null,
  discountedPrice: null,
  items: [],
};

function toMoney(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' || !Number.isFinite(Number(text.replace(/,/g, ''))) ? null : text;
}

function toPrice(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return isPricePresent(value) ? String(value).trim() : null;
}

function toLineProduct(raw: unknown, language: Language): CartLineProduct {
  const dto = asLoose<CartItemDto['product_details'] & { code: string }>(raw) ?? {};
  return {
    name:
      localized(
        { ar: toText(dto.name_ar) ?? toText(dto.name), en: toText(dto.name_en) },
        language,
      ) ?? '',
    image: toText(dto.image),
    code: toText(dto.product_code) ?? toText(dto.code),
    priceBefore: toPrice(dto.price_before_discount),
    price: toPrice(dto.price_after_discount),
    currency: toText(dto.currency) ?? CURRENCY,
    slug: toText(dto.slug),
    categorySlug: toText(dto.category_slug),
  };
}

export function toCartItem(raw: unknown, language: Language): CartItem | null {
  const dto = asLoose<CartItemDto>(raw);
  if (!dto) return null;
  const id = toInt(dto.id);
  const productId = toInt(dto.product_id);
  if (id === null || productId === null) return null;
  return {
    id,
    productId,
    colorId: toInt(dto.color_id),
    quantity: Math.max(1, toInt(dto.quantity) ?? 1),
    product: toLineProduct(dto.product_details, language),
  };
}

/**
 * Any cart answer → Cart: `{ status_code, data: cart }` (ours) or a bare cart. Totals missing from
 * the answer are counted from the lines; an answer with no cart in it is an error.
 */
export function toCart(raw: unknown, language: Language): Cart {
  const answer = asLoose<CartAnswer>(raw);
  const dto = asLoose<CartDto>(answer && isRecord(answer.data) ? answer.data : raw);
  if (!dto || !('items' in dto || 'total_count' in dto)) throw new InvalidResponseError('cart');
  const list: unknown[] = Array.isArray(dto.items) ? dto.items : [];
  const items = list.flatMap((item) => {
    const line = toCartItem(item, language);
    return line ? [line] : [];
  });
  return {
    totalCount: toInt(dto.total_count) ?? items.length,
    totalQuantity: toInt(dto.total_quantity) ?? items.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: toMoney(dto.total_price),
    discountedPrice: toMoney(dto.discounted_price),
    items,
  };
}

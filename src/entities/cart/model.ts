// The cart as the storefront shows it: the domain types come from the API transform;
// what is added here is the arithmetic an optimistic change needs before the server answers.
import type { Cart, CartItem } from '../../api/transforms/cart';
import { CURRENCY } from '../../shared/rules/constants';

export type { Cart, CartItem, CartLineProduct } from '../../api/transforms/cart';
export { EMPTY_CART } from '../../api/transforms/cart';

/**
 * A cart line's identity across a quantity change: the server keeps one line per product and
 * colour, and a change (delete + re-add) gives the line a new id.
 */
export const lineKey = (line: Pick<CartItem, 'productId' | 'colorId'>): string =>
  `${line.productId}:${line.colorId ?? ''}`;

/** "1250.00" → 125000 piastres; null when not an amount. */
function toPiastres(value: string | null): number | null {
  if (value === null) return null;
  const amount = Number(value.replace(/,/g, ''));
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

const toMoney = (piastres: number): string => (piastres / 100).toFixed(2);

/**
 * The totals of `items` as the server counts them (src/shared/wire/cart.ts): before discounts each
 * line at price_before_discount (its price when it has none), after discounts at its price.
 */
export function recount(items: CartItem[]): Cart {
  let before = 0;
  let after = 0;
  let quantity = 0;
  for (const line of items) {
    const price = toPiastres(line.product.price) ?? 0;
    const listPrice = toPiastres(line.product.priceBefore) ?? price;
    before += line.quantity * (listPrice > 0 ? listPrice : price);
    after += line.quantity * price;
    quantity += line.quantity;
  }
  return {
    totalCount: items.length,
    totalQuantity: quantity,
    totalPrice: toMoney(before),
    discountedPrice: toMoney(after),
    items,
  };
}

/** What the order summary shows (/cart; shipping is fixed to store pickup, so 0). */
export interface CartSummary {
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  currency: string;
}

export function summarize(cart: Cart, shipping = 0): CartSummary {
  const counted = recount(cart.items);
  const subtotal = toPiastres(cart.totalPrice) ?? toPiastres(counted.totalPrice) ?? 0;
  const paid = toPiastres(cart.discountedPrice) ?? toPiastres(counted.discountedPrice) ?? 0;
  const shippingPiastres = Math.round(shipping * 100);
  return {
    subtotal: toMoney(subtotal),
    discount: toMoney(Math.max(0, subtotal - paid)),
    shipping: toMoney(shippingPiastres),
    total: toMoney(paid + shippingPiastres),
    currency: cart.items[0]?.product.currency ?? CURRENCY,
  };
}

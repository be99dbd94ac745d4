import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, categories, products, type Product } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Lang } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { MAX_LINE_QUANTITY, type CartDto, type CartItemDto } from '../../src/shared/wire/cart';
import { formatPiastres, hasPrice, toPiastres } from './money';

// The line cap is part of the wire schema (the route refuses a larger quantity before any SQL
// runs); re-exported for the upsert below and for the order calls that share it.
export { MAX_LINE_QUANTITY };

export interface AddToCartInput {
  productId: number;
  quantity: number;
  colorId?: number | null;
}

/** A price present (hasPrice) and in stock: what may be put in a cart or ordered. */
export function isPurchasable(
  product: Pick<Product, 'priceAfterDiscount' | 'productStatus' | 'quantity'>,
): boolean {
  return (
    hasPrice(product.priceAfterDiscount) &&
    product.productStatus !== 'unavailable' &&
    product.quantity > 0
  );
}

/** The price before discounts: price_before_discount when set (> 0), else the selling price. */
export function listPrice(
  product: Pick<Product, 'priceAfterDiscount' | 'priceBeforeDiscount'>,
): bigint {
  const before = toPiastres(product.priceBeforeDiscount);
  if (before !== null && before > 0n) return before;
  return toPiastres(product.priceAfterDiscount) ?? 0n;
}

/**
 * The cart, computed from the products' CURRENT prices on every read: the user's lines of
 * published products (an unpublished product drops out of the cart).
 */
export async function getCart(db: Db, userId: number, lang: Lang): Promise<CartDto> {
  const rows = await db
    .select({ line: cartItems, product: products, categorySlug: categories.slug })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(cartItems.userId, userId), eq(products.status, 'active')))
    .orderBy(asc(cartItems.id));

  let totalQuantity = 0;
  let totalPrice = 0n;
  let discountedPrice = 0n;
  const items = rows.map(({ line, product: p, categorySlug }): CartItemDto => {
    const quantity = BigInt(line.quantity);
    totalQuantity += line.quantity;
    totalPrice += quantity * listPrice(p);
    discountedPrice += quantity * (toPiastres(p.priceAfterDiscount) ?? 0n);
    return {
      id: line.id,
      product_id: line.productId,
      color_id: line.colorId,
      quantity: line.quantity,
      product_details: {
        name: localized({ ar: p.name, en: p.nameEn }, lang),
        name_ar: p.name,
        name_en: p.nameEn,
        image: p.image || null,
        product_code: p.productCode,
        slug: p.slug,
        price_before_discount: p.priceBeforeDiscount,
        price_after_discount: p.priceAfterDiscount,
        currency: p.currency,
        category_slug: categorySlug,
      },
    };
  });
  return {
    total_count: items.length,
    total_quantity: totalQuantity,
    total_price: formatPiastres(totalPrice),
    discounted_price: formatPiastres(discountedPrice),
    items,
  };
}

/** An active product by id, or 404 (an inactive product does not exist for shoppers). */
export async function findActiveProduct(db: Db, productId: number): Promise<Product> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!product) throw new HttpError(404, 'product_not_found');
  return product;
}

/** A colour id must name one of the product's colours; none (null) is always allowed. */
export function hasColor(product: Pick<Product, 'colors'>, colorId: number | null | undefined) {
  if (colorId === null || colorId === undefined) return true;
  return (Array.isArray(product.colors) ? product.colors : []).some((c) => c.id === colorId);
}

/**
 * Adds `quantity` pieces: the line of the same product and colour grows, else a new line starts.
 * One upsert, so two concurrent adds both count and never collide on the unique line key.
 */
export async function addToCart(
  db: Db,
  userId: number,
  input: AddToCartInput,
  lang: Lang,
): Promise<CartDto> {
  const product = await findActiveProduct(db, input.productId);
  if (!isPurchasable(product)) throw new HttpError(409, 'product_not_purchasable');
  const colorId = input.colorId ?? null;
  if (!hasColor(product, colorId)) {
    throw new HttpError(422, 'validation_failed', { color_id: ['color_invalid'] });
  }
  const saved = await db
    .insert(cartItems)
    .values({ userId, productId: product.id, colorId, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.colorId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  if (saved.length === 0) {
    throw new HttpError(422, 'validation_failed', { quantity: ['cart_quantity_max'] });
  }
  return getCart(db, userId, lang);
}

/** Removes one of the user's lines; another user's line is 404 like a missing one. */
export async function removeCartItem(
  db: Db,
  userId: number,
  itemId: number,
  lang: Lang,
): Promise<CartDto> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new HttpError(404, 'cart_item_not_found');
  return getCart(db, userId, lang);
}

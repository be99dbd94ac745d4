import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cartItems,
  orderItems,
  orders,
  orderStatusEvents,
  products,
  type OrderAddress,
  type Product,
} from '../db/schema';
import { dataWritten } from '../cache/versions';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { isBlank } from '../../src/shared/rules/validation';
import type { OrderCreateBody, OrderDto } from '../../src/shared/wire/orders';
import { addressCopy, loadAddresses } from './addressService';
import { amountCents, linesCents } from '../payments/amount';
import { formatPiastres, toPiastres } from './money';
import { checkOrderProducts, isSellable, validateOrderFields } from './orderValidation';
import { listOrders } from './orderList';

// Orders: placing one in a single transaction. The list is in orderList.ts, the field
// rules in orderValidation.ts, the answer's shape in orderSerializer.ts, Idempotency-Key handling
// in orderPlacement.ts, an online card payment's start in payments/cardCheckout.ts.

/** ZJ-000042: unique because the order id is. */
export const orderNumber = (id: number): string => `ZJ-${String(id).padStart(6, '0')}`;

/** An online card order about to be placed: what the gateway's payment is asked for. */
export interface CardOrderDraft {
  orderId: number;
  number: string;
  userId: number;
  lang: Lang;
  /** Σ quantity × price in piasters, from the prices read before the order's transaction. */
  amountCents: number;
  lines: Array<{ product: Product; quantity: number }>;
  billing: OrderAddress | null;
}

/** The gateway's payment started for a card order: the order is placed awaiting it. */
export interface CardPaymentStart {
  amountCents: number;
  /** The order's pieces are held until then; unpaid by then, it is cancelled. */
  holdUntil: Date;
  checkoutUrl: string;
  gatewayOrderId: string;
}

/** What runs inside the order's transaction besides the order itself (idempotency). */
export interface OrderHooks {
  /** First statement of the transaction; may throw to stop before anything is done. */
  onStart?: (tx: Db) => Promise<void>;
  /** Last statement, with the new order. */
  onCreated?: (tx: Db, order: OrderDto) => Promise<void>;
  /**
   * With an online card gateway: asked for the payment of a card order BEFORE its transaction,
   * so a gateway that refuses or cannot be reached leaves nothing behind (no order, no stock
   * taken). A payment started for an order that then fails (stock gone) is never paid.
   */
  startCardPayment?: (draft: CardOrderDraft) => Promise<CardPaymentStart>;
  /**
   * The app's clock: the order's creation and the first step of its history are stamped with it,
   * as every later step is (the hold sweep, the back office), so the history never mixes the
   * database's clock with the app's and reads in the order it happened.
   */
  now?: Date;
}

/** The next order id (the order number is made from it before the order is written). */
async function nextOrderId(db: Db): Promise<number> {
  const idResult = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: Array<{ id: number }> };
  return Number(idResult.rows[0]?.id);
}

/** The products of the order read and checked as placing does, outside any transaction. */
async function productsById(db: Db, input: OrderCreateBody): Promise<Map<number, Product>> {
  const ids = [...new Set(input.products.map((line) => line.product_id))];
  const found = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  checkOrderProducts(input.products, byId);
  return byId;
}

/** Starts the gateway's payment of a card order (see OrderHooks.startCardPayment). */
async function startPayment(
  db: Db,
  userId: number,
  input: OrderCreateBody,
  lang: Lang,
  billing: OrderAddress | null,
  start: NonNullable<OrderHooks['startCardPayment']>,
): Promise<{ orderId: number; payment: CardPaymentStart }> {
  const byId = await productsById(db, input);
  const lines = input.products.map((line) => ({
    product: byId.get(line.product_id) as Product,
    quantity: line.quantity,
  }));
  const amount = linesCents(
    lines.map((line) => ({ unit: line.product.priceAfterDiscount, quantity: line.quantity })),
  );
  const orderId = await nextOrderId(db);
  const number = orderNumber(orderId);
  const payment = await start({
    orderId,
    number,
    userId,
    lang,
    amountCents: amount,
    lines,
    billing,
  });
  return { orderId, payment };
}

/** Copies of the saved addresses the order names, read in its transaction; 422 when one is gone. */
async function addressCopies(tx: Db, userId: number, input: OrderCreateBody, lang: Lang) {
  const ids = [input.shipping_address_id, input.alternative_address_id].filter(
    (id): id is number => typeof id === 'number',
  );
  const found = new Map((await loadAddresses(tx, userId, lang, ids)).map((a) => [a.id, a]));
  const copy = (field: 'shipping_address_id' | 'alternative_address_id') => {
    const id = input[field];
    if (id === null || id === undefined) return null;
    const address = found.get(id);
    // Deleted since validateOrderFields looked.
    if (!address) throw new HttpError(422, 'validation_failed', { [field]: ['address_invalid'] });
    return addressCopy(address);
  };
  return { shipping: copy('shipping_address_id'), alternative: copy('alternative_address_id') };
}

/**
 * Takes the wanted pieces of every product: one conditional update per product, in id order (two
 * orders never wait on each other in a cycle). On PostgreSQL the row lock makes a concurrent
 * order re-check `quantity >= wanted`. Any line beyond the stock refuses the whole order with 409
 * insufficient_stock. Answers the locked rows: what is sold.
 */
async function takeStock(
  tx: Db,
  lines: OrderCreateBody['products'],
  byId: ReadonlyMap<number, Product>,
  lang: Lang,
): Promise<Map<number, Product>> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  }
  const sold = new Map<number, Product>();
  for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
    const quantity = wanted.get(id) ?? 0;
    const [row] = await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} - ${quantity}`,
        salesCount: sql`${products.salesCount} + ${quantity}`,
      })
      .where(
        and(eq(products.id, id), eq(products.status, 'active'), gte(products.quantity, quantity)),
      )
      .returning();
    if (!row) {
      const product = byId.get(id);
      throw new HttpError(409, 'insufficient_stock', undefined, {
        name: product ? localized({ ar: product.name, en: product.nameEn }, lang) : String(id),
      });
    }
    // The price may have changed since the first read; the locked row is what is sold.
    if (!isSellable(row)) throw new HttpError(409, 'product_not_purchasable');
    sold.set(id, row);
  }
  return sold;
}

/**
 * Creates the order in ONE transaction: checks every product (404 unknown or unpublished, 409 no
 * price or unavailable, 422 foreign colour), takes the stock (409 insufficient_stock and nothing
 * changes), copies the prices and the saved addresses, counts the sales, empties the cart.
 * `hooks` run inside the same transaction (the idempotency record is claimed and completed there).
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: OrderCreateBody,
  lang: Lang,
  t: Translate,
  hooks: OrderHooks = {},
): Promise<OrderDto> {
  const now = hooks.now ?? new Date();
  const billing = await validateOrderFields(db, userId, input, t);
  const online =
    input.payment_method === 'card' && hooks.startCardPayment
      ? await startPayment(db, userId, input, lang, billing, hooks.startCardPayment)
      : null;

  const created = await db.transaction(async (tx) => {
    if (hooks.onStart) await hooks.onStart(tx);
    const byId = await productsById(tx, input);
    const sold = await takeStock(tx, input.products, byId, lang);

    let total = 0n;
    const lines = input.products.map((line) => {
      const product = sold.get(line.product_id) as Product;
      total += BigInt(line.quantity) * (toPiastres(product.priceAfterDiscount) ?? 0n);
      return { line, product };
    });

    // A price changed between the payment's start and now: the shopper must see the new total
    // before paying it, so the order is refused (409) and nothing is taken.
    const payment = online?.payment ?? null;
    if (payment && amountCents(formatPiastres(total)) !== payment.amountCents) {
      throw new HttpError(409, 'order_prices_changed');
    }
    const copies = await addressCopies(tx, userId, input, lang);
    const orderId = online?.orderId ?? (await nextOrderId(tx));
    await tx.insert(orders).values({
      id: orderId,
      number: orderNumber(orderId),
      userId,
      status: 'pending',
      paymentMethod: input.payment_method,
      shippingAddressId: input.shipping_address_id ?? null,
      shippingAddress: copies.shipping,
      billingAddress: billing,
      alternativeAddressId: input.alternative_address_id ?? null,
      alternativeAddress: copies.alternative,
      note: isBlank(input.note) ? null : String(input.note).trim(),
      termsAccepted: input.terms_accepted ?? null,
      newsletterOptOut: input.newsletter_opt_out === true,
      totalPrice: formatPiastres(total),
      paymentStatus: payment ? 'awaiting_payment' : 'on_delivery',
      paymentHoldUntil: payment?.holdUntil ?? null,
      paymentCheckoutUrl: payment?.checkoutUrl ?? null,
      gatewayOrderId: payment?.gatewayOrderId ?? null,
      createdAt: now,
    });
    await tx.insert(orderItems).values(
      lines.map(({ line, product }) => ({
        orderId,
        productId: product.id,
        name: product.name,
        nameEn: product.nameEn,
        image: product.image || null,
        currency: product.currency,
        priceAfterDiscount: product.priceAfterDiscount,
        priceBeforeDiscount: product.priceBeforeDiscount,
        quantity: line.quantity,
        colorId: line.color_id ?? null,
      })),
    );
    // The first step of the order's history, written with the order so the two never disagree.
    await tx
      .insert(orderStatusEvents)
      .values({ orderId, status: 'pending', actorId: null, createdAt: now });
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));

    const [order] = await listOrders(tx, userId, lang, [orderId]);
    if (!order) throw new Error('createOrder: the new order cannot be read back');
    if (hooks.onCreated) await hooks.onCreated(tx, order);
    return order;
  });
  // Stock and sales changed (the database bumped the catalog cache version with them): this
  // process's cached reads look at the version again on the next request, not a second later.
  dataWritten(db);
  return created;
}

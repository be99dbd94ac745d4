import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cartItems,
  orderItems,
  orders,
  orderStatusEvents,
  products,
  users,
  type OrderItem,
  type Product,
} from '../db/schema';
import { dataWritten } from '../cache/versions';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { isBlank } from '../../src/shared/rules/validation';
import type { OrderCreateBody, OrderDto, OrderStatusStepDto } from '../../src/shared/wire/orders';
import { addressCopy, loadAddresses } from './addressService';
import { formatPiastres, toPiastres } from './money';
import { checkOrderProducts, isSellable, validateOrderFields } from './orderValidation';
import { serializeOrder } from './orderSerializer';

// SPEC §7 orders: the user's orders, and placing one in a single transaction. The field rules
// are in orderValidation.ts, the answer's shape in orderSerializer.ts, Idempotency-Key handling
// in orderPlacement.ts.

/** ZJ-000042: unique because the order id is. */
export const orderNumber = (id: number): string => `ZJ-${String(id).padStart(6, '0')}`;

/** The user's orders, newest first (or only the given ids). */
export async function listOrders(
  db: Db,
  userId: number,
  lang: Lang,
  ids?: readonly number[],
): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), ids ? inArray(orders.id, [...ids]) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];

  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const itemsByOrder = new Map<number, OrderItem[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push(item);
    itemsByOrder.set(item.orderId, list);
  }

  const events = await db
    .select({
      orderId: orderStatusEvents.orderId,
      status: orderStatusEvents.status,
      createdAt: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .where(
      inArray(
        orderStatusEvents.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  const historyByOrder = new Map<number, OrderStatusStepDto[]>();
  for (const event of events) {
    const list = historyByOrder.get(event.orderId) ?? [];
    list.push({ status: event.status, created_at: event.createdAt.toISOString() });
    historyByOrder.set(event.orderId, list);
  }

  const [account] = await db
    .select({ firstName: users.firstName, familyName: users.familyName, address: users.address })
    .from(users)
    .where(eq(users.id, userId));
  return rows.map((order) => {
    const buyer = {
      name: account ? `${account.firstName} ${account.familyName}`.trim() : '',
      address: account?.address || order.shippingAddress?.address || null,
    };
    const history = historyByOrder.get(order.id) ?? [];
    return serializeOrder(order, itemsByOrder.get(order.id) ?? [], buyer, lang, history);
  });
}

/** What runs inside the order's transaction besides the order itself (idempotency). */
export interface OrderHooks {
  /** First statement of the transaction; may throw to stop before anything is done. */
  onStart?: (tx: Db) => Promise<void>;
  /** Last statement, with the new order. */
  onCreated?: (tx: Db, order: OrderDto) => Promise<void>;
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
  const billing = await validateOrderFields(db, userId, input, t);

  const created = await db.transaction(async (tx) => {
    if (hooks.onStart) await hooks.onStart(tx);
    const ids = [...new Set(input.products.map((line) => line.product_id))];
    const found = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    checkOrderProducts(input.products, byId);
    const sold = await takeStock(tx, input.products, byId, lang);

    let total = 0n;
    const lines = input.products.map((line) => {
      const product = sold.get(line.product_id) as Product;
      total += BigInt(line.quantity) * (toPiastres(product.priceAfterDiscount) ?? 0n);
      return { line, product };
    });

    const copies = await addressCopies(tx, userId, input, lang);
    const idResult = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const orderId = Number(idResult.rows[0]?.id);
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
    await tx.insert(orderStatusEvents).values({ orderId, status: 'pending', actorId: null });
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

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, orderStatusEvents, users, type OrderItem } from '../db/schema';
import type { Lang } from '../lib/i18n';
import type { OrderDto, OrderStatusStepDto } from '../../src/shared/wire/orders';
import { serializeOrder } from './orderSerializer';

// GET /user-orders: the shopper's orders as the answer shows them, each with its lines and the
// dates of its history (placing one reads it back with the same code).

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

import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  orderItems,
  orders,
  orderStatusEvents,
  products,
  users,
  type Order,
  type OrderItem,
} from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Lang } from '../lib/i18n';
import { CURRENCY } from '../../src/shared/rules/constants';
import type {
  AdminOrderDto,
  AdminOrderListQuery,
  AdminOrderSummaryDto,
} from '../../src/shared/wire/adminOrders';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../src/shared/wire/adminOrders';
import { addressFromCopy } from './addressService';
import { billingDto } from './orderSerializer';
import { pageNumbers } from './pagination';
import type { Clock } from './rateLimiter';

// The back office's orders: the list staff work from and one order with its history. Changes of
// an order are in adminOrderChange.ts.

/** The shop's own day boundaries: a "from"/"to" date means a day in Cairo. */
const SHOP_TIME_ZONE = 'Africa/Cairo';

export const fullName = (first: string | null, family: string | null): string =>
  `${first ?? ''} ${family ?? ''}`.trim();

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Per-order figures read by the list without loading the lines.
export const itemsCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
export const firstCurrency = sql<
  string | null
>`(select ${orderItems.currency} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`;

/** The list's filters as SQL (the orders file reads its day range through them too). */
export function listFilters(query: Partial<AdminOrderListQuery>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment_method) conditions.push(eq(orders.paymentMethod, query.payment_method));
  if (query.from) {
    conditions.push(
      gte(orders.createdAt, sql`(${query.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`),
    );
  }
  if (query.to) {
    // Up to the end of that day: before the next day's midnight.
    conditions.push(
      lt(
        orders.createdAt,
        sql`((${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`,
      ),
    );
  }
  if (query.unread !== undefined) {
    conditions.push(query.unread ? isNull(orders.seenAt) : isNotNull(orders.seenAt));
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = containing(q);
    conditions.push(
      or(
        sql`${orders.number} ilike ${pattern}`,
        sql`${users.phoneNumber} like ${pattern}`,
        sql`${orders.shippingAddress}->>'phone_number' like ${pattern}`,
        sql`${orders.billingAddress}->>'phone_number' like ${pattern}`,
        sql`${orders.alternativeAddress}->>'phone_number' like ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

export interface AdminOrderPage {
  records: AdminOrderSummaryDto[];
  total: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
}

/** The back office's list: newest first (orders_created_idx), filtered, one page. */
export async function listAdminOrders(db: Db, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? ADMIN_ORDERS_PAGE_SIZE.default;
  const where = listFilters(query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  const numbers = pageNumbers(counted?.total ?? 0, { page, perPage });
  const rows = await db
    .select({
      order: orders,
      customerId: users.id,
      firstName: users.firstName,
      familyName: users.familyName,
      phoneNumber: users.phoneNumber,
      itemsCount,
      currency: firstCurrency,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset(numbers.offset);
  return {
    records: rows.map((row) =>
      summaryDto(row.order, {
        customer:
          row.customerId === null
            ? null
            : {
                id: row.customerId,
                name: fullName(row.firstName, row.familyName),
                phone_number: row.phoneNumber ?? '',
              },
        itemsCount: Number(row.itemsCount),
        currency: row.currency ?? CURRENCY,
      }),
    ),
    total: numbers.total,
    perPage: numbers.perPage,
    currentPage: numbers.currentPage,
    lastPage: numbers.lastPage,
  };
}

function summaryDto(
  order: Order,
  extra: { customer: AdminOrderSummaryDto['customer']; itemsCount: number; currency: string },
): AdminOrderSummaryDto {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_method: order.paymentMethod,
    total_price: order.totalPrice,
    currency: extra.currency,
    created_at: order.createdAt.toISOString(),
    customer: extra.customer,
    items_count: extra.itemsCount,
    seen: order.seenAt !== null,
    cash_collected_at: order.cashCollectedAt?.toISOString() ?? null,
    payment_status: order.paymentStatus,
    // Only while set, so the answers of orders without a payment to review stay as they were.
    ...(order.paymentReviewAt ? { payment_review_at: order.paymentReviewAt.toISOString() } : {}),
  };
}

/** Orders nobody in the back office has opened yet (orders_unseen_idx). */
export async function countUnreadOrders(db: Db): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(orders)
    .where(isNull(orders.seenAt));
  return Number(row?.unread ?? 0);
}

const itemDto = (item: OrderItem, productCode: string | null): AdminOrderDto['items'][number] => ({
  product_id: item.productId,
  product_code: productCode,
  name_ar: item.name,
  name_en: item.nameEn,
  price: item.priceAfterDiscount,
  quantity: item.quantity,
  image: item.image,
  currency: item.currency,
});

/** One order as the back office shows it; null when there is none. */
export async function loadAdminOrder(
  db: Db,
  id: number,
  lang: Lang,
): Promise<AdminOrderDto | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const lines = await db
    .select({ item: orderItems, productCode: products.productCode })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  const items = lines.map((line) => line.item);
  const [account] = order.userId
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          familyName: users.familyName,
          phoneNumber: users.phoneNumber,
        })
        .from(users)
        .where(eq(users.id, order.userId))
    : [];
  const events = await db
    .select({
      status: orderStatusEvents.status,
      createdAt: orderStatusEvents.createdAt,
      actorId: users.id,
      actorFirst: users.firstName,
      actorFamily: users.familyName,
    })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.actorId))
    .where(eq(orderStatusEvents.orderId, id))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));

  const address = (copy: Order['shippingAddress']) => (copy ? addressFromCopy(copy, lang) : null);
  return {
    ...summaryDto(order, {
      customer: account
        ? {
            id: account.id,
            name: fullName(account.firstName, account.familyName),
            phone_number: account.phoneNumber,
          }
        : null,
      itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
      currency: items[0]?.currency ?? CURRENCY,
    }),
    items: lines.map((line) => itemDto(line.item, line.productCode)),
    shipping_address: address(order.shippingAddress),
    billing_address: billingDto(order.billingAddress),
    alternative_address: address(order.alternativeAddress),
    note: order.note,
    seen_at: order.seenAt?.toISOString() ?? null,
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_at: order.refundedAt?.toISOString() ?? null,
    payment_hold_until: order.paymentHoldUntil?.toISOString() ?? null,
    status_history: events.map((event) => ({
      status: event.status,
      created_at: event.createdAt.toISOString(),
      actor:
        event.actorId === null
          ? null
          : { id: event.actorId, name: fullName(event.actorFirst, event.actorFamily) },
    })),
  };
}

/**
 * Opening an order in the back office: marks it seen the first time (a conditional update, so the
 * first opening's time stays), then answers it. 404 when there is no such order.
 */
export async function openAdminOrder(
  db: Db,
  id: number,
  lang: Lang,
  clock: Clock,
): Promise<AdminOrderDto> {
  await db
    .update(orders)
    .set({ seenAt: clock() })
    .where(and(eq(orders.id, id), isNull(orders.seenAt)));
  const order = await loadAdminOrder(db, id, lang);
  if (!order) throw new HttpError(404, 'order_not_found');
  return order;
}

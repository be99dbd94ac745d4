import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, orders, users, type Order } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { shopMoment, type CsvCell } from '../lib/csv';
import type { Lang, Translate } from '../lib/i18n';
import { CURRENCY } from '../../src/shared/rules/constants';
import type { OrdersCsvQuery } from '../../src/shared/wire/adminTransfer';
import { firstCurrency, fullName, itemsCount, listFilters } from './adminOrderService';
import { recordAudit, type AuditActor } from './audit';

// The orders of a period as a file: one row per order, newest first, the day range read as the
// order list reads it (Cairo days, both ends included). Who ordered is the account; an order
// whose account is gone keeps the name and phone of its address. Read a page at a time.

export const ORDER_CSV_COLUMNS = [
  'number',
  'created_at',
  'status',
  'payment_method',
  'customer_name',
  'customer_phone',
  'city',
  'address',
  'total_price',
  'currency',
  'items_count',
] as const;

/** Orders per query. */
const PAGE = 1000;

/** 422 when the range ends before it starts (a bad day is already 400 by the query schema). */
export function checkOrderRange(query: OrdersCsvQuery, t: Translate): void {
  if (query.from && query.to && query.from > query.to) {
    throw new HttpError(422, 'validation_failed', { to: [t('admin_csv_range_backwards')] });
  }
}

/**
 * Writes the export to the audit trail before the file is sent: the file carries every customer's
 * name, phone and address, so the owner can see who took which orders and when. The rows are the
 * orders the range held at that moment (the file streams afterwards, an order placed meanwhile may
 * join it).
 */
export async function recordOrdersExport(
  db: Db,
  actor: AuditActor,
  query: OrdersCsvQuery,
): Promise<void> {
  const [counted] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(orders)
    .where(listFilters({ from: query.from, to: query.to }));
  await recordAudit(db, actor, {
    action: 'export',
    entity: 'orders',
    entityId: null,
    changes: {
      from: [null, query.from ?? null],
      to: [null, query.to ?? null],
      rows: [null, Number(counted?.rows ?? 0)],
    },
  });
}

/** Pages of file rows, in ORDER_CSV_COLUMNS order. */
export async function* orderCsvRows(
  db: Db,
  query: OrdersCsvQuery,
  lang: Lang,
): AsyncGenerator<CsvCell[][]> {
  const cityNames = new Map(
    (await db.select().from(cities)).map((city) => [
      city.id,
      lang === 'en' ? city.nameEn : city.nameAr,
    ]),
  );
  const where = listFilters({ from: query.from, to: query.to });
  let before: number | null = null;
  for (;;) {
    const page = await db
      .select({
        order: orders,
        firstName: users.firstName,
        familyName: users.familyName,
        phone: users.phoneNumber,
        itemsCount,
        currency: firstCurrency,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(where, before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(PAGE);
    if (page.length === 0) return;
    yield page.map((row) => {
      const { order } = row;
      const to = deliveredTo(order, cityNames, lang);
      const values: Record<(typeof ORDER_CSV_COLUMNS)[number], CsvCell> = {
        number: order.number,
        created_at: shopMoment(order.createdAt),
        status: order.status,
        payment_method: order.paymentMethod,
        customer_name: row.firstName === null ? to.name : fullName(row.firstName, row.familyName),
        customer_phone: row.phone ?? to.phone,
        city: to.city,
        address: to.address,
        total_price: order.totalPrice,
        currency: row.currency ?? CURRENCY,
        items_count: Number(row.itemsCount),
      };
      return ORDER_CSV_COLUMNS.map((column) => values[column]);
    });
    before = page[page.length - 1]!.order.id;
    if (page.length < PAGE) return;
  }
}

/** Where the order goes: its saved address's copy, else the address typed in with it. */
function deliveredTo(order: Order, cityNames: ReadonlyMap<number, string>, lang: Lang) {
  const copy = order.shippingAddress;
  if (copy) {
    return {
      name: fullName(copy.first_name, copy.family_name),
      phone: copy.phone_number,
      city: (copy.city ? (lang === 'en' ? copy.city.name_en : copy.city.name_ar) : null) ?? '',
      address: copy.address,
    };
  }
  const typed = order.billingAddress ?? {};
  return {
    name: fullName(typed.first_name ?? null, typed.last_name ?? null),
    phone: typed.phone_number ?? '',
    city: (typed.city_id !== undefined ? cityNames.get(typed.city_id) : undefined) ?? '',
    address: typed.address ?? '',
  };
}

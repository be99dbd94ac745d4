import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { placeOrderAs } from '../support/adminOrderFixtures';
import { createCities, createProduct } from '../support/catalogFixtures';
import { BOM, byColumn, download, readCsv } from '../support/csvFixtures';
import { createUser } from '../support/fixtures';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';
import adminEN from '../../src/admin/i18n/en.json';

// The orders file: one row per order placed within the shop's (Cairo) days asked for, both ends
// included, newest first, as the order list filters them.

const ctx = setupTestApp();

const HEADER = [
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
];

/** Three orders: 23:30 on 1 March, 00:30 on 2 March and noon on 3 March, Cairo time (UTC+2). */
async function threeOrders() {
  await createCities(ctx.db);
  const staff = (await createStaffMember(ctx.db, 'staff')).token;
  const shopper = await createUser(ctx.db, { firstName: 'منى', familyName: 'فؤاد' });
  const cup = await createProduct(ctx.db, { quantity: 50 });
  const placed: Array<{ id: number; number: string }> = [];
  for (const [quantity, at] of [
    [1, '2026-03-01T21:30:00Z'],
    [2, '2026-03-01T22:30:00Z'],
    [3, '2026-03-03T10:00:00Z'],
  ] as const) {
    const res = await placeOrderAs(ctx.app, shopper.token, {
      lines: [{ product_id: cup.id, quantity }],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data as { id: number; number: string };
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, order.id));
    placed.push(order);
  }
  return { staff, shopper, placed };
}

describe('GET /admin/orders/export.csv', () => {
  it('is a dated file of the orders of the Cairo days asked for, newest first', async () => {
    const { staff, shopper, placed } = await threeOrders();
    const res = await download(ctx.app, '/orders/export.csv?from=2026-03-02&to=2026-03-03', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith(`${BOM}${HEADER.join(',')}\r\n`)).toBe(true);
    const rows = byColumn(readCsv(res.body));
    expect(rows.map((row) => row.number)).toEqual([placed[2]!.number, placed[1]!.number]);
    expect(rows[1]).toEqual({
      number: placed[1]!.number,
      created_at: '2026-03-02 00:30',
      status: 'pending',
      payment_method: 'cash',
      customer_name: 'منى فؤاد',
      customer_phone: shopper.user.phoneNumber,
      city: 'Cairo',
      address: '12 شارع النيل',
      total_price: '160.00',
      currency: 'EGP',
      items_count: '2',
    });

    const firstDay = byColumn(
      readCsv((await download(ctx.app, '/orders/export.csv?to=2026-03-01', staff, 'ar')).body),
    );
    expect(firstDay.map((row) => row.number)).toEqual([placed[0]!.number]);
    expect(firstDay[0]).toMatchObject({ created_at: '2026-03-01 23:30', city: 'القاهرة' });
    const all = readCsv((await download(ctx.app, '/orders/export.csv', staff)).body);
    expect(all).toHaveLength(4);
  });

  it('names who ordered from the address once the account is gone', async () => {
    const { staff, placed } = await threeOrders();
    await ctx.db.update(orders).set({ userId: null }).where(eq(orders.id, placed[0]!.id));
    const rows = byColumn(readCsv((await download(ctx.app, '/orders/export.csv', staff)).body));
    expect(rows[2]).toMatchObject({ customer_name: 'سارة حسن', customer_phone: '01099999999' });
  });

  it('refuses a day that is not one (400) and a range that ends before it starts (422)', async () => {
    const { staff } = await threeOrders();
    for (const query of ['from=2026-13-01', 'to=2026-02-30', 'from=yesterday', 'from=2026-3-1']) {
      const res = await download(ctx.app, `/orders/export.csv?${query}`, staff);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
    const backwards = await download(
      ctx.app,
      '/orders/export.csv?from=2026-03-03&to=2026-03-01',
      staff,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: [adminEN.admin_csv_range_backwards] });
  });
});

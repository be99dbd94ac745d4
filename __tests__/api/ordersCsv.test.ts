import { eq } from 'drizzle-orm';
import { auditLog, orders, users } from '../../server/db/schema';
import { placeOrderAs } from '../support/adminOrderFixtures';
import { createCities, createProduct } from '../support/catalogFixtures';
import { BOM, byColumn, download, readCsv } from '../support/csvFixtures';
import { bearer, createUser } from '../support/fixtures';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';
import adminEN from '../../src/admin/i18n/en.json';

// The orders file (owners only: every customer's name, phone and address): one row per order
// placed within the shop's (Cairo) days asked for, both ends included, newest first, as the order
// list filters them; each export is audited.

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
  const owner = (await createStaffMember(ctx.db, 'owner')).token;
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
  return { staff, owner, shopper, placed };
}

describe('GET /admin/orders/export.csv', () => {
  it('is a dated file of the orders of the Cairo days asked for, newest first', async () => {
    const { owner, shopper, placed } = await threeOrders();
    const res = await download(ctx.app, '/orders/export.csv?from=2026-03-02&to=2026-03-03', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Every cell is quoted, the header's too (lib/csv.ts).
    expect(res.body.startsWith(`${BOM}${HEADER.map((name) => `"${name}"`).join(',')}\r\n`)).toBe(
      true,
    );
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
      readCsv((await download(ctx.app, '/orders/export.csv?to=2026-03-01', owner, 'ar')).body),
    );
    expect(firstDay.map((row) => row.number)).toEqual([placed[0]!.number]);
    expect(firstDay[0]).toMatchObject({ created_at: '2026-03-01 23:30', city: 'القاهرة' });
    const all = readCsv((await download(ctx.app, '/orders/export.csv', owner)).body);
    expect(all).toHaveLength(4);
  });

  it('names who ordered from the address once the account is gone', async () => {
    const { owner, placed } = await threeOrders();
    await ctx.db.update(orders).set({ userId: null }).where(eq(orders.id, placed[0]!.id));
    const rows = byColumn(readCsv((await download(ctx.app, '/orders/export.csv', owner)).body));
    expect(rows[2]).toMatchObject({ customer_name: 'سارة حسن', customer_phone: '01099999999' });
  });

  it('is the owner’s alone: staff are 403 and write nothing; each owner export is audited', async () => {
    const { staff, owner } = await threeOrders();
    const refused = await download(ctx.app, '/orders/export.csv', staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: adminEN.forbidden_role });
    expect(await ctx.db.select().from(auditLog)).toEqual([]);

    const res = await download(ctx.app, '/orders/export.csv?from=2026-03-02', owner);
    expect(res.statusCode).toBe(200);
    expect(readCsv(res.body)).toHaveLength(3);
    expect((await download(ctx.app, '/orders/export.csv', owner)).statusCode).toBe(200);
    // A refused range writes nothing.
    const backwards = '/orders/export.csv?from=2026-03-03&to=2026-03-01';
    expect((await download(ctx.app, backwards, owner)).statusCode).toBe(422);

    const trail = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?entity=orders',
      headers: bearer(owner),
    });
    expect(trail.statusCode).toBe(200);
    const [ownerRow] = await ctx.db.select().from(users).where(eq(users.role, 'owner'));
    expect(trail.json().data).toEqual([
      expect.objectContaining({
        actor: {
          id: ownerRow!.id,
          name: `${ownerRow!.firstName} ${ownerRow!.familyName}`,
          phone_number: ownerRow!.phoneNumber,
        },
        actor_role: 'owner',
        action: 'export',
        entity: 'orders',
        entity_id: null,
        changes: { from: [null, null], to: [null, null], rows: [null, 3] },
      }),
      expect.objectContaining({
        action: 'export',
        changes: { from: [null, '2026-03-02'], to: [null, null], rows: [null, 2] },
      }),
    ]);
  });

  it('refuses a day that is not one (400) and a range that ends before it starts (422)', async () => {
    const { owner } = await threeOrders();
    for (const query of ['from=2026-13-01', 'to=2026-02-30', 'from=yesterday', 'from=2026-3-1']) {
      const res = await download(ctx.app, `/orders/export.csv?${query}`, owner);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
    const backwards = await download(
      ctx.app,
      '/orders/export.csv?from=2026-03-03&to=2026-03-01',
      owner,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: [adminEN.admin_csv_range_backwards] });
  });
});

import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { auditLog, orders, orderStatusEvents, products } from '../../server/db/schema';
import { outboxDir } from '../../server/mail/mailer';
import storeAR from '../../src/i18n/locales/ar.json';
import adminAR from '../../src/admin/i18n/ar.json';
import { createBackOfficeUser, placeOrderAs } from '../support/adminOrderFixtures';
import { createCities, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { takeMail } from '../support/outbox';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

/** The server's messages: the storefront's texts and the back office's. */
const ar = { ...storeAR, ...adminAR };

// The back office's order calls: who may call them, the list staff work from, an order's status
// moves with their history and audit rows, stock returned once on cancellation, and the shop's mail.

const SHOP_EMAIL = 'shop@zujaj.example';

let testDb: TestDb;
let app: FastifyInstance;
let db: Db;
// The read cache checks the version row once per "second" of this clock: a storefront read right
// after a cancellation shows the returned stock only if the change itself told the cache.
let clock = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  app = buildTestApp(db, {
    config: testConfig({ shopEmail: SHOP_EMAIL, publicUrl: 'https://zujaj.example' }),
    readCache: { versionCheckMs: 1000, now: () => clock },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(db);
  await createCities(db);
  takeMail(outboxDir(app.config.dataDir));
  clock += 1000;
});

type Method = 'GET' | 'PATCH';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function shop() {
  const staff = await createBackOfficeUser(db, 'staff');
  const shopper = await createUser(db, { phoneNumber: '01011112222' });
  const cup = await createProduct(db, { quantity: 10 });
  return { staff, shopper, cup };
}

async function place(token: string, productId: number, quantity = 1, extra = {}) {
  const res = await placeOrderAs(app, token, {
    lines: [{ product_id: productId, quantity }],
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; number: string };
}

const stockOf = async (id: number) => {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return { quantity: row!.quantity, sales: row!.salesCount };
};
const historyOf = async (orderId: number) =>
  db
    .select({ status: orderStatusEvents.status, actorId: orderStatusEvents.actorId })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.id));
const auditOf = async (orderId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(orderId)))
    .orderBy(asc(auditLog.id));

describe('who may call the admin order calls', () => {
  it('no token is 401, a shopper is 403, and nothing changes', async () => {
    const { shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 2);
    const before = await db.select().from(orders);
    for (const [method, url, payload] of [
      ['GET', '/orders'],
      ['GET', '/orders/unread-count'],
      ['GET', `/orders/${order.id}`],
      ['PATCH', `/orders/${order.id}`, { status: 'cancelled' }],
    ] as Array<[Method, string, object?]>) {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      const refused = await call(method, url, shopper.token, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ar.forbidden_role });
    }
    expect(await db.select().from(orders)).toEqual(before);
    expect(await stockOf(cup.id)).toEqual({ quantity: 8, sales: 2 });
    expect(await historyOf(order.id)).toEqual([{ status: 'pending', actorId: null }]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('an owner may call them too', async () => {
    const owner = await createBackOfficeUser(db, 'owner');
    expect((await call('GET', '/orders', owner.token)).statusCode).toBe(200);
  });
});

describe('GET /admin/orders', () => {
  it('lists newest first with the summary fields, paged', async () => {
    const { staff, shopper, cup } = await shop();
    const placed = [];
    for (let i = 0; i < 5; i += 1) placed.push(await place(shopper.token, cup.id, 1));

    const first = await call('GET', '/orders?per_page=2', staff.token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ status_code: 200, current_page: 1, last_page: 3, per_page: 2 });
    expect(body.total).toBe(5);
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([placed[4]!.id, placed[3]!.id]);
    expect(body.data[0]).toEqual({
      id: placed[4]!.id,
      number: placed[4]!.number,
      status: 'pending',
      payment_method: 'cash',
      total_price: '80.00',
      currency: 'EGP',
      created_at: expect.any(String),
      customer: { id: shopper.user.id, name: 'سارة حسن', phone_number: '01011112222' },
      items_count: 1,
      seen: false,
      cash_collected_at: null,
      payment_status: 'on_delivery',
    });
    const last = (await call('GET', '/orders?per_page=2&page=3', staff.token)).json();
    expect(last.data.map((o: { id: number }) => o.id)).toEqual([placed[0]!.id]);
    expect((await call('GET', '/orders', staff.token)).json().per_page).toBe(20);
  });

  it('filters by status, payment method, dates, number, phone and unread', async () => {
    const { staff, shopper, cup } = await shop();
    const other = await createUser(db, { phoneNumber: '01233334444' });
    const a = await place(shopper.token, cup.id, 1);
    const b = await place(other.token, cup.id, 2, { payment: 'card', phone: '01155556666' });
    const c = await place(shopper.token, cup.id, 1);
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-01-10T12:00:00Z') })
      .where(eq(orders.id, a.id));
    await call('PATCH', `/orders/${c.id}`, staff.token, { status: 'confirmed' });
    await call('GET', `/orders/${b.id}`, staff.token);

    const ids = async (query: string) => {
      const res = await call('GET', `/orders?${query}`, staff.token);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((o: { id: number }) => o.id);
    };
    expect(await ids('status=confirmed')).toEqual([c.id]);
    expect(await ids('status=pending')).toEqual([b.id, a.id]);
    expect(await ids('payment_method=card')).toEqual([b.id]);
    expect(await ids(`q=${b.number}`)).toEqual([b.id]);
    expect(await ids(`q=${b.number.toLowerCase()}`)).toEqual([b.id]);
    // The customer's phone number, and a phone number typed into the order's address.
    expect(await ids('q=01233334444')).toEqual([b.id]);
    expect(await ids('q=01155556666')).toEqual([b.id]);
    expect(await ids('q=0101111')).toEqual([c.id, a.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('unread=true')).toEqual([c.id, a.id]);
    expect(await ids('unread=false')).toEqual([b.id]);
    expect(await ids('to=2026-01-10')).toEqual([a.id]);
    expect(await ids('from=2026-01-11')).toEqual([c.id, b.id]);
    expect(await ids('from=2026-01-10&to=2026-01-10&status=pending')).toEqual([a.id]);
  });

  it('refuses wrong query values with 400', async () => {
    const { staff } = await shop();
    for (const query of ['per_page=101', 'page=0', 'status=lost', 'unread=maybe', 'from=10/01']) {
      expect((await call('GET', `/orders?${query}`, staff.token)).statusCode).toBe(400);
    }
  });
});

describe('GET /admin/orders/{id} and the unread count', () => {
  it('answers the order with its lines, address and history, and opening it marks it seen once', async () => {
    const { staff, shopper, cup } = await shop();
    const one = await place(shopper.token, cup.id, 3, { note: 'اتصل قبل الوصول' });
    await place(shopper.token, cup.id, 1);
    const unread = async () => (await call('GET', '/orders/unread-count', staff.token)).json();
    expect(await unread()).toEqual({ status_code: 200, data: { unread: 2 } });

    const res = await call('GET', `/orders/${one.id}`, staff.token);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      id: one.id,
      number: one.number,
      status: 'pending',
      total_price: '240.00',
      items_count: 3,
      note: 'اتصل قبل الوصول',
      seen: true,
      cash_collected_at: null,
      customer: { id: shopper.user.id, name: 'سارة حسن', phone_number: '01011112222' },
      billing_address: { city_id: 1, phone_number: '01099999999', address: '12 شارع النيل' },
      shipping_address: null,
      items: [
        {
          product_id: cup.id,
          product_code: cup.productCode,
          name_ar: cup.name,
          name_en: cup.nameEn,
          price: '80.00',
          quantity: 3,
          image: cup.image,
          currency: 'EGP',
        },
      ],
      status_history: [{ status: 'pending', created_at: expect.any(String), actor: null }],
    });
    const seenAt = order.seen_at;
    expect(typeof seenAt).toBe('string');
    expect(await unread()).toEqual({ status_code: 200, data: { unread: 1 } });

    // The first opening's time stays.
    const again = (await call('GET', `/orders/${one.id}`, staff.token)).json().data;
    expect(again.seen_at).toBe(seenAt);
    expect(await unread()).toEqual({ status_code: 200, data: { unread: 1 } });
  });

  it('404 for an order that does not exist and for a path id that is no id (it names nothing)', async () => {
    const { staff } = await shop();
    const missing = await call('GET', '/orders/999', staff.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ar.order_not_found });
    expect((await call('GET', '/orders/abc', staff.token)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/orders/999', staff.token, { status: 'confirmed' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /admin/orders/{id}', () => {
  it('moves pending → confirmed → shipped → delivered, each with its history and audit row', async () => {
    const { staff, shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 1);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await call('PATCH', `/orders/${order.id}`, staff.token, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const detail = (await call('GET', `/orders/${order.id}`, staff.token)).json().data;
    expect(
      detail.status_history.map((e: { status: string; actor: unknown }) => [e.status, e.actor]),
    ).toEqual([
      ['pending', null],
      ['confirmed', { id: staff.user.id, name: 'منى علي' }],
      ['shipped', { id: staff.user.id, name: 'منى علي' }],
      ['delivered', { id: staff.user.id, name: 'منى علي' }],
    ]);
    const audit = await auditOf(order.id);
    expect(audit.map((row) => [row.entity, row.actorId, row.actorRole, row.changes])).toEqual([
      ['order', staff.user.id, 'staff', { status: ['pending', 'confirmed'] }],
      ['order', staff.user.id, 'staff', { status: ['confirmed', 'shipped'] }],
      ['order', staff.user.id, 'staff', { status: ['shipped', 'delivered'] }],
    ]);
  });

  it('refuses other moves with 409 and writes nothing; the same status again is a no-op', async () => {
    const { staff, shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 1);
    const patch = (body: object) => call('PATCH', `/orders/${order.id}`, staff.token, body);

    const skip = await patch({ status: 'shipped' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: ar.order_status_invalid });
    expect((await patch({ status: 'delivered' })).statusCode).toBe(409);
    const same = await patch({ status: 'pending' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.status).toBe('pending');
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toEqual([]);

    await patch({ status: 'confirmed' });
    await patch({ status: 'shipped' });
    await patch({ status: 'delivered' });
    const rows = {
      history: (await historyOf(order.id)).length,
      audit: (await auditOf(order.id)).length,
    };
    for (const status of ['cancelled', 'pending', 'shipped']) {
      expect((await patch({ status })).statusCode).toBe(409);
    }
    expect((await patch({ status: 'delivered' })).statusCode).toBe(200);
    expect({
      history: (await historyOf(order.id)).length,
      audit: (await auditOf(order.id)).length,
    }).toEqual(rows);
    expect(await stockOf(cup.id)).toEqual({ quantity: 9, sales: 1 });
  });

  it('refuses wrong bodies with 422 (no coercion) and changes nothing', async () => {
    const { staff, shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 1);
    for (const body of [{}, { status: 'lost' }, { status: 1 }, { cash_collected: 'true' }]) {
      const res = await call('PATCH', `/orders/${order.id}`, staff.token, body);
      expect([400, 422]).toContain(res.statusCode);
    }
    expect(
      (await call('PATCH', `/orders/${order.id}`, staff.token, { cash_collected: 1 })).statusCode,
    ).toBe(422);
    expect((await db.select().from(orders))[0]).toMatchObject({
      status: 'pending',
      cashCollectedAt: null,
    });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('cancelling returns the stock and the sales once, and the storefront shows it at once', async () => {
    const { staff, shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 3);
    const storefront = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/productsDetails/${cup.id}` })).json().data
        .quantity;
    expect(await storefront()).toBe(7);
    expect(await stockOf(cup.id)).toEqual({ quantity: 7, sales: 3 });

    await call('PATCH', `/orders/${order.id}`, staff.token, { status: 'confirmed' });
    const res = await call('PATCH', `/orders/${order.id}`, staff.token, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await stockOf(cup.id)).toEqual({ quantity: 10, sales: 0 });
    // No clock step: the cached product answer was dropped by the cancellation itself.
    expect(await storefront()).toBe(10);

    expect(
      (await call('PATCH', `/orders/${order.id}`, staff.token, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await stockOf(cup.id)).toEqual({ quantity: 10, sales: 0 });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.stockReturnedAt).toBeInstanceOf(Date);
  });

  it('two cancels at once put the stock back once', async () => {
    const { staff, shopper, cup } = await shop();
    const other = await createBackOfficeUser(db, 'owner');
    const order = await place(shopper.token, cup.id, 4);
    const answers = await Promise.all([
      call('PATCH', `/orders/${order.id}`, staff.token, { status: 'cancelled' }),
      call('PATCH', `/orders/${order.id}`, other.token, { status: 'cancelled' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await stockOf(cup.id)).toEqual({ quantity: 10, sales: 0 });
    expect((await historyOf(order.id)).map((e) => e.status)).toEqual(['pending', 'cancelled']);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('marks the cash collected on cash orders only', async () => {
    const { staff, shopper, cup } = await shop();
    const cash = await place(shopper.token, cup.id, 1);
    const card = await place(shopper.token, cup.id, 1, { payment: 'card' });

    const refused = await call('PATCH', `/orders/${card.id}`, staff.token, {
      cash_collected: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      cash_collected: [ar.order_cash_collected_cash_only],
    });
    // Refused as a whole: the status in the same body does not move either.
    expect(
      (
        await call('PATCH', `/orders/${card.id}`, staff.token, {
          status: 'confirmed',
          cash_collected: true,
        })
      ).statusCode,
    ).toBe(422);
    expect((await db.select().from(orders).where(eq(orders.id, card.id)))[0]!.status).toBe(
      'pending',
    );

    const marked = await call('PATCH', `/orders/${cash.id}`, staff.token, { cash_collected: true });
    expect(marked.statusCode).toBe(200);
    const at = marked.json().data.cash_collected_at;
    expect(typeof at).toBe('string');
    // Marking again keeps the first time; unmarking clears it.
    const again = await call('PATCH', `/orders/${cash.id}`, staff.token, { cash_collected: true });
    expect(again.json().data.cash_collected_at).toBe(at);
    const cleared = await call('PATCH', `/orders/${cash.id}`, staff.token, {
      cash_collected: false,
    });
    expect(cleared.json().data.cash_collected_at).toBeNull();
    const audit = await auditOf(cash.id);
    expect(audit.map((row) => row.changes)).toEqual([
      { cash_collected_at: [null, at] },
      { cash_collected_at: [at, null] },
    ]);
    expect(await auditOf(card.id)).toEqual([]);
    // Cash is not a status: the history has only the placing.
    expect(await historyOf(cash.id)).toHaveLength(1);
  });
});

describe("the shopper's side and the shop's mail", () => {
  it("the shopper's user-orders carries the status history", async () => {
    const { staff, shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 1);
    await call('PATCH', `/orders/${order.id}`, staff.token, { status: 'confirmed' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user-orders',
      headers: bearer(shopper.token),
    });
    expect(res.json().data[0].status_history).toEqual([
      { status: 'pending', created_at: expect.any(String) },
      { status: 'confirmed', created_at: expect.any(String) },
    ]);
  });

  it('mails the shop a summary of each new order with a link to it, once per order', async () => {
    const { shopper, cup } = await shop();
    const order = await place(shopper.token, cup.id, 2, { note: 'الباب الخلفي', key: 'k-1' });
    // The same Idempotency-Key again answers the same order: no second mail.
    await place(shopper.token, cup.id, 2, { note: 'الباب الخلفي', key: 'k-1' });
    const mails = takeMail(outboxDir(app.config.dataDir));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers).toContain(`To: ${SHOP_EMAIL}`);
    const link = `https://zujaj.example/admin/orders/${order.id}`;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(link);
      expect(part).toContain(order.number);
      expect(part).toContain('01011112222');
      expect(part).toContain(cup.name);
      expect(part).toContain(cup.nameEn);
      expect(part).toContain('160.00');
      expect(part).toContain('الباب الخلفي');
      expect(part).toContain('القاهرة');
      expect(part).toContain('Cash on delivery');
    }
    // Arabic first, English below.
    expect(mail!.text.indexOf('طلب جديد')).toBeLessThan(mail!.text.indexOf('New order'));
  });
});

describe('OpenAPI', () => {
  it('lists the admin order calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/v1/admin/orders'])).toContain('get');
    expect(Object.keys(doc.paths['/api/v1/admin/orders/unread-count'])).toContain('get');
    expect(Object.keys(doc.paths['/api/v1/admin/orders/{id}']).sort()).toEqual(['get', 'patch']);
  });
});

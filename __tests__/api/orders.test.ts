import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import {
  addresses,
  cartItems,
  idempotencyKeys,
  orderItems,
  orders,
  products,
} from '../../server/db/schema';
import { createCities, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

let testDb: TestDb;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  app = buildTestApp(db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(db);
  await createCities(db);
});

type Payload = Record<string, unknown>;

const createOrder = (
  token: string | null,
  payload: Payload,
  options: { key?: string; lang?: 'en' } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user-orders/create',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
    },
    payload,
  });

const listOrders = (token: string | null, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/user-orders${query}`,
    headers: token ? bearer(token) : {},
  });

const order = (lines: Payload[], extra: Payload = {}): Payload => ({
  products: lines,
  payment_method: 'cash',
  terms_accepted: true,
  ...extra,
});

async function saveAddress(userId: number, main = true) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      addressTitle: 'البيت',
      firstName: 'سارة',
      familyName: 'حسن',
      phoneNumber: '01012345678',
      address: '12 شارع النيل',
      cityId: 1,
      mainAddress: main,
    })
    .returning();
  return row!;
}

const product = async (id: number) =>
  (await db.select().from(products).where(eq(products.id, id)))[0]!;
const orderCount = async () => (await db.select().from(orders)).length;
const snapshot = async () => ({
  products: await db.select().from(products).orderBy(asc(products.id)),
  cart: await db.select().from(cartItems).orderBy(asc(cartItems.id)),
  orders: await db.select().from(orders),
  items: await db.select().from(orderItems),
});

describe('POST /user-orders/create', () => {
  it('creates a pending order: prices from the database, stock taken, sales counted, cart emptied', async () => {
    const { user, token } = await createUser(db);
    const shipping = await saveAddress(user.id);
    const alternative = await saveAddress(user.id, false);
    const vase = await createProduct(db, {
      name: 'فازة',
      nameEn: 'Vase',
      priceBeforeDiscount: '250.00',
      priceAfterDiscount: '199.99',
      quantity: 5,
      colors: [{ id: 3, name: 'أزرق', name_en: 'Blue', hex: '#00f' }],
    });
    const cup = await createProduct(db, {
      priceBeforeDiscount: null,
      priceAfterDiscount: '0.10',
      quantity: 10,
    });
    await db.insert(cartItems).values([
      { userId: user.id, productId: vase.id, quantity: 1 },
      { userId: user.id, productId: cup.id, quantity: 2 },
    ]);

    const res = await createOrder(
      token,
      order(
        [
          // A price in the request is ignored: the database decides.
          { product_id: vase.id, quantity: 2, color_id: 3, price_after_discount: '1.00' },
          { product_id: cup.id, quantity: 7 },
        ],
        {
          user_id: user.id,
          shipping_address_id: shipping.id,
          alternative_address_id: alternative.id,
          billing_address: {
            first_name: 'سارة',
            last_name: 'حسن',
            address: '5 شارع التحرير',
            country_id: 1,
            city_id: '2',
          },
          payment_method: 'card',
          note: 'اتصل قبل التوصيل',
          newsletter_opt_out: true,
        },
      ),
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status_code).toBe(201);
    expect(body.message).toBe(en.order_created_success);
    const data = body.data;
    expect(data).toMatchObject({
      number: `ZJ-${String(data.id).padStart(6, '0')}`,
      'order-status': 'pending',
      status: 'pending',
      payment_method: 'card',
      note: 'اتصل قبل التوصيل',
      terms_accepted: true,
      newsletter_opt_out: true,
      // 2 × 199.99 + 7 × 0.10
      total_price: '400.68',
      currency: 'EGP',
      user: { name: 'سارة حسن', address: '12 شارع النيل' },
      shipping_address: { id: shipping.id, main_address: 1, city: { id: 1, name: 'Cairo' } },
      alternative_address: { id: alternative.id, main_address: 0 },
      billing_address: {
        first_name: 'سارة',
        last_name: 'حسن',
        address: '5 شارع التحرير',
        country_id: 1,
        city_id: 2,
      },
      products: [
        {
          product: {
            id: vase.id,
            name: 'Vase',
            name_ar: 'فازة',
            name_en: 'Vase',
            price_after_discount: '199.99',
            price_before_discount: '250.00',
            image: vase.image,
            currency: 'EGP',
          },
          quantity: 2,
          color_id: 3,
        },
        { product: { id: cup.id, price_after_discount: '0.10' }, quantity: 7, color_id: null },
      ],
    });
    expect(new Date(data.created_at).toString()).not.toBe('Invalid Date');

    expect(await product(vase.id)).toMatchObject({ quantity: 3, salesCount: 2 });
    expect(await product(cup.id)).toMatchObject({ quantity: 3, salesCount: 7 });
    expect(await db.select().from(cartItems)).toEqual([]);
    const items = await db.select().from(orderItems).orderBy(asc(orderItems.id));
    expect(items.map((i) => i.priceAfterDiscount)).toEqual(['199.99', '0.10']);
    const [stored] = await db.select().from(orders);
    expect(stored).toMatchObject({ totalPrice: '400.68', userId: user.id, status: 'pending' });
  });

  it('order numbers are unique and orders list newest first', async () => {
    const { user, token } = await createUser(db);
    const cup = await createProduct(db, { quantity: 10 });
    const first = (await createOrder(token, order([{ product_id: cup.id, quantity: 1 }]))).json();
    const second = (await createOrder(token, order([{ product_id: cup.id, quantity: 2 }]))).json();
    expect(first.data.number).not.toBe(second.data.number);

    const res = await listOrders(token, `?user_id=${user.id}`);
    expect(res.statusCode).toBe(200);
    const listed = res.json();
    expect(listed.status_code).toBe(200);
    expect(listed.data.map((o: { id: number }) => o.id)).toEqual([second.data.id, first.data.id]);
    expect(listed.data[0]).toEqual({ ...second.data });
    expect(listed.data[1]).toMatchObject({
      shipping_address: null,
      billing_address: null,
      alternative_address: null,
      note: null,
      newsletter_opt_out: false,
      payment_method: 'cash',
    });
  });

  it('a line beyond the stock refuses the whole order with 409 and changes nothing', async () => {
    const { user, token } = await createUser(db);
    const plenty = await createProduct(db, { quantity: 10 });
    const scarce = await createProduct(db, { quantity: 2, nameEn: 'Crystal bowl' });
    await db.insert(cartItems).values({ userId: user.id, productId: plenty.id, quantity: 1 });
    const before = await snapshot();

    const res = await createOrder(
      token,
      order([
        { product_id: plenty.id, quantity: 3 },
        { product_id: scarce.id, quantity: 3 },
      ]),
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: en.insufficient_stock.replace('{{name}}', 'Crystal bowl'),
    });
    expect(await snapshot()).toEqual(before);

    // Two lines of one product count together.
    const split = await createOrder(
      token,
      order([
        { product_id: scarce.id, quantity: 2 },
        { product_id: scarce.id, quantity: 1 },
      ]),
    );
    expect(split.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('404 for an unknown or unpublished product, 409 without a price or unavailable', async () => {
    const { token } = await createUser(db);
    const fine = await createProduct(db);
    const hidden = await createProduct(db, { status: 'inactive' });
    const noPrice = await createProduct(db, { priceAfterDiscount: null });
    const unavailable = await createProduct(db, { productStatus: 'unavailable' });
    const before = await snapshot();
    for (const id of [hidden.id, 999_999]) {
      const res = await createOrder(
        token,
        order([
          { product_id: fine.id, quantity: 1 },
          { product_id: id, quantity: 1 },
        ]),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ar.product_not_found });
    }
    for (const id of [noPrice.id, unavailable.id]) {
      const res = await createOrder(token, order([{ product_id: id, quantity: 1 }]));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ar.product_not_purchasable });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('422 per field: terms, foreign addresses, billing address, colour', async () => {
    const { user, token } = await createUser(db);
    const other = await createUser(db);
    const foreign = await saveAddress(other.user.id);
    await saveAddress(user.id);
    const cup = await createProduct(db, {
      colors: [{ id: 1, name: 'أحمر', name_en: 'Red', hex: '#f00' }],
    });
    const before = await snapshot();

    const terms = await createOrder(
      token,
      order([{ product_id: cup.id, quantity: 1 }], { terms_accepted: false }),
      { lang: 'en' },
    );
    expect(terms.statusCode).toBe(422);
    expect(terms.json()).toEqual({
      message: en.validation_failed,
      errors: { terms_accepted: [en.terms_required] },
    });

    const fields = await createOrder(
      token,
      order([{ product_id: cup.id, quantity: 1 }], {
        shipping_address_id: foreign.id,
        alternative_address_id: 999_999,
        billing_address: { first_name: ' ', country_id: 2, city_id: 77, phone_number: '123' },
      }),
    );
    expect(fields.statusCode).toBe(422);
    expect(fields.json().errors).toEqual({
      shipping_address_id: [ar.address_invalid],
      alternative_address_id: [ar.address_invalid],
      'billing_address.first_name': [ar.field_required],
      'billing_address.last_name': [ar.field_required],
      'billing_address.address': [ar.field_required],
      'billing_address.city_id': [ar.city_invalid],
      'billing_address.country_id': [ar.country_invalid],
      'billing_address.phone_number': [ar.phone_invalid],
    });

    const colour = await createOrder(
      token,
      order([{ product_id: cup.id, quantity: 1, color_id: 9 }]),
    );
    expect(colour.statusCode).toBe(422);
    expect(colour.json().errors).toEqual({ 'products.0.color_id': [ar.color_invalid] });
    expect(await snapshot()).toEqual(before);
  });

  it('422 with field errors for a malformed payload', async () => {
    const { token } = await createUser(db);
    const cup = await createProduct(db);
    const line = { product_id: cup.id, quantity: 1 };
    const bad: Payload[] = [
      order([]),
      order(Array.from({ length: 101 }, () => line)),
      order([{ product_id: cup.id, quantity: 0 }]),
      order([{ product_id: cup.id, quantity: 1.5 }]),
      order([{ product_id: cup.id }]),
      order([line], { payment_method: 'bitcoin' }),
      order([line], { note: 'x'.repeat(1001) }),
      { products: [line], terms_accepted: true },
    ];
    for (const payload of bad) {
      const res = await createOrder(token, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: ar.validation_failed,
        errors: expect.any(Object),
      });
    }
    expect(await orderCount()).toBe(0);
    expect((await product(cup.id)).quantity).toBe(10);
  });

  it('two orders for the last piece at once: exactly one 201, one 409, stock ends at 0', async () => {
    const a = await createUser(db);
    const b = await createUser(db);
    const last = await createProduct(db, { quantity: 1 });
    const results = await Promise.all(
      [a, b].map(({ token }) => createOrder(token, order([{ product_id: last.id, quantity: 1 }]))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await product(last.id)).toMatchObject({ quantity: 0, salesCount: 1 });
    expect(await orderCount()).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key and payload answers the same order; no second order', async () => {
    const { token } = await createUser(db);
    const cup = await createProduct(db, { quantity: 5 });
    const payload = order([{ product_id: cup.id, quantity: 2 }]);
    const first = await createOrder(token, payload, { key: 'checkout-1' });
    expect(first.statusCode).toBe(201);
    const retry = await createOrder(token, { ...payload }, { key: 'checkout-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount()).toBe(1);
    expect((await product(cup.id)).quantity).toBe(3);

    // Another user may use the same key for their own order.
    const other = await createUser(db);
    const theirs = await createOrder(other.token, payload, { key: 'checkout-1' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  it('the same key with another payload is 422', async () => {
    const { token } = await createUser(db);
    const cup = await createProduct(db, { quantity: 5 });
    await createOrder(token, order([{ product_id: cup.id, quantity: 1 }]), { key: 'k' });
    const res = await createOrder(token, order([{ product_id: cup.id, quantity: 2 }]), {
      key: 'k',
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: en.idempotency_key_reused });
    expect(await orderCount()).toBe(1);
  });

  it('a failed first request frees the key for a corrected retry', async () => {
    const { token } = await createUser(db);
    const cup = await createProduct(db, { quantity: 2 });
    const failed = await createOrder(token, order([{ product_id: cup.id, quantity: 3 }]), {
      key: 'fix-me',
    });
    expect(failed.statusCode).toBe(409);
    expect(await db.select().from(idempotencyKeys)).toEqual([]);

    const corrected = await createOrder(token, order([{ product_id: cup.id, quantity: 2 }]), {
      key: 'fix-me',
    });
    expect(corrected.statusCode).toBe(201);
    const [row] = await db.select().from(idempotencyKeys);
    expect(row).toMatchObject({ responseStatus: 201 });
  });

  it('concurrent requests with one key make one order, and each answers it', async () => {
    const { token } = await createUser(db);
    const cup = await createProduct(db, { quantity: 5 });
    const payload = order([{ product_id: cup.id, quantity: 1 }]);
    const results = await Promise.all(
      [1, 2, 3].map(() => createOrder(token, payload, { key: 'double-click' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await orderCount()).toBe(1);
    expect((await product(cup.id)).quantity).toBe(4);
  });

  it('400 for a key longer than 200 characters', async () => {
    const { token } = await createUser(db);
    const cup = await createProduct(db);
    const res = await createOrder(token, order([{ product_id: cup.id, quantity: 1 }]), {
      key: 'k'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(await orderCount()).toBe(0);
  });
});

describe('ownership', () => {
  it('401 without a token', async () => {
    const cup = await createProduct(db);
    expect((await listOrders(null)).statusCode).toBe(401);
    const res = await createOrder(null, order([{ product_id: cup.id, quantity: 1 }]));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ar.unauthorized });
  });

  it('403 for a foreign user_id, and nothing changes', async () => {
    const owner = await createUser(db);
    const intruder = await createUser(db);
    const cup = await createProduct(db);
    await createOrder(owner.token, order([{ product_id: cup.id, quantity: 1 }]));
    const before = await snapshot();

    const listed = await listOrders(intruder.token, `?user_id=${owner.user.id}`);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual({ message: ar.forbidden_user });
    const created = await createOrder(
      intruder.token,
      order([{ product_id: cup.id, quantity: 1 }], { user_id: owner.user.id }),
      { key: 'x' },
    );
    expect(created.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('lists only the caller’s own orders', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const cup = await createProduct(db);
    await createOrder(owner.token, order([{ product_id: cup.id, quantity: 1 }]));
    const res = await listOrders(other.token);
    expect(res.json()).toEqual({ status_code: 200, data: [] });
  });
});

describe('documented payload and what an order keeps', () => {
  it('places an order from exactly the API payload: no terms, note or opt-out needed', async () => {
    const { user, token } = await createUser(db);
    const shipping = await saveAddress(user.id);
    const cup = await createProduct(db, { quantity: 5 });
    const res = await createOrder(token, {
      user_id: user.id,
      products: [{ product_id: cup.id, quantity: 1 }],
      shipping_address_id: shipping.id,
      payment_method: 'cash',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ terms_accepted: null, newsletter_opt_out: false });
    const [row] = await db.select().from(orders);
    expect(row!.termsAccepted).toBeNull();

    const billing = await createOrder(token, {
      products: [{ product_id: cup.id, quantity: 1 }],
      billing_address: {
        first_name: 'Sara',
        last_name: 'Hassan',
        address: '12 Nile St',
        country_id: 1,
        city_id: 1,
      },
      payment_method: 'card',
    });
    expect(billing.statusCode).toBe(201);
    expect(billing.json().data.billing_address).toMatchObject({ first_name: 'Sara', city_id: 1 });
  });

  it('ids and quantities may come as numeric strings; other types are 422 on the field', async () => {
    const { user, token } = await createUser(db);
    const cup = await createProduct(db, { quantity: 5 });
    const ok = await createOrder(token, {
      user_id: String(user.id),
      products: [{ product_id: String(cup.id), quantity: '2' }],
      payment_method: 'cash',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.products[0].quantity).toBe(2);

    const before = await snapshot();
    for (const [line, field] of [
      [{ product_id: cup.id, quantity: true }, 'products.0.quantity'],
      [{ product_id: [cup.id], quantity: 1 }, 'products.0.product_id'],
      [{ product_id: { id: cup.id }, quantity: 1 }, 'products.0.product_id'],
      [{ product_id: cup.id, quantity: 1e20 }, 'products.0.quantity'],
      [{ product_id: 2147483648, quantity: 1 }, 'products.0.product_id'],
    ] as const) {
      const res = await createOrder(token, { products: [line], payment_method: 'cash' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const nul = await createOrder(
      token,
      order([{ product_id: cup.id, quantity: 1 }], { note: 'a\u0000b' }),
    );
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ note: [ar.field_invalid] });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the address it was placed with when the saved one is edited or deleted', async () => {
    const { user, token } = await createUser(db);
    const shipping = await saveAddress(user.id);
    const backup = await saveAddress(user.id, false);
    const cup = await createProduct(db, { quantity: 5 });
    const placed = await createOrder(
      token,
      order([{ product_id: cup.id, quantity: 1 }], {
        shipping_address_id: shipping.id,
        alternative_address_id: backup.id,
      }),
      { lang: 'en' },
    );
    expect(placed.statusCode).toBe(201);
    const copy = placed.json().data.shipping_address;
    expect(copy).toMatchObject({
      id: shipping.id,
      first_name: 'سارة',
      family_name: 'حسن',
      last_name: 'حسن',
      phone_number: '01012345678',
      address: '12 شارع النيل',
      city_id: 1,
      city: { id: 1, name: expect.any(String) },
    });

    const edit = await app.inject({
      method: 'POST',
      url: `/api/v1/user-addresses/update/${shipping.id}`,
      headers: bearer(token),
      payload: {
        address_title: 'Work',
        first_name: 'Mona',
        last_name: 'Ali',
        address: '1 Other St',
        city_id: 2,
        phone_number: '01198765432',
      },
    });
    expect(edit.statusCode).toBe(200);
    await db.delete(addresses).where(eq(addresses.id, backup.id));

    const [listed] = (await listOrders(token, '?lang=en')).json().data;
    expect(listed.shipping_address).toEqual(copy);
    expect(listed.alternative_address).toMatchObject({ id: backup.id, address: '12 شارع النيل' });
    const [row] = await db.select().from(orders);
    expect(row!.alternativeAddressId).toBeNull();
  });
});

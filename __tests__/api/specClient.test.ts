import type { FastifyInstance } from 'fastify';
import { seedIfEmpty } from '../../server/db/seed';
import type { MailMessage } from '../../server/mail/mailer';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';

// The documented payloads are accepted as written: a client that knows only the API's published
// call table sends exactly the payloads of that table, nothing more, and each call succeeds with
// the answer the table says is used. One `it` per call, in the order a shopper meets them; later
// calls use what earlier ones answered (token, ids), as such a client would.

let testDb: TestDb;
let app: FastifyInstance;
const mails: MailMessage[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  app = buildTestApp(testDb.db, { mailer: { send: async (message) => void mails.push(message) } });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const client = {
  token: '',
  userId: 0,
  productId: 0,
  categoryId: 0,
  cartLineId: 0,
  addressIds: [] as number[],
};

/** JSON content type, bearer token when one exists, Accept-Language (default ar). */
async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ar',
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const password = 'secret1';

describe('a client written from the published call table alone', () => {
  it('GET /get-cities', async () => {
    const { status, body } = await call('GET', '/get-cities');
    expect(status).toBe(200);
    expect(body.data.length).toBe(27);
  });

  it('POST /register with the documented payload', async () => {
    const { status, body } = await call('POST', '/register', {
      first_name: 'منى',
      family_name: 'عادل',
      email: 'mona@example.com',
      password,
      password_confirmation: password,
      phone_number: '01122334455',
      address: '5 شارع التحرير',
      city_id: 1,
    });
    expect(status).toBe(201);
    expect(body.user.email).toBe('mona@example.com');
  });

  it('POST /login: status, token, user', async () => {
    const { status, body } = await call('POST', '/login', {
      phone_number: '01122334455',
      password,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', token: expect.any(String) });
    client.token = body.token;
    client.userId = body.user.id;
  });

  it('GET /header, /settings, /social-platforms, /team-members, /catalogs: lists', async () => {
    for (const url of ['/header', '/settings', '/social-platforms', '/team-members', '/catalogs']) {
      const { status, body } = await call('GET', url);
      expect({ url, status }).toEqual({ url, status: 200 });
      expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it('GET /all-latest-products?lang&page: status_code 200, data, total', async () => {
    const { body } = await call('GET', '/all-latest-products?lang=ar&page=1');
    expect(body).toMatchObject({ status_code: 200, total: expect.any(Number) });
    const buyable = body.data.find(
      (p: { price_after_discount: string; product_status: string; quantity: number }) =>
        Number(p.price_after_discount) > 0 && p.product_status !== 'unavailable' && p.quantity > 2,
    );
    client.productId = buyable.id;
  });

  it('GET /top-products, /productsDetails/{id}, /products/{id}/related, /main-categories', async () => {
    expect((await call('GET', '/top-products?lang=ar')).body.data.length).toBeGreaterThan(0);
    const details = await call('GET', `/productsDetails/${client.productId}?lang=ar`);
    expect(details.body.data.id).toBe(client.productId);
    client.categoryId = details.body.data.category.id;
    expect((await call('GET', `/products/${client.productId}/related?lang=ar`)).status).toBe(200);
    const categories = await call('GET', '/main-categories?lang=ar');
    expect(categories.body.data.length).toBeGreaterThan(0);
  });

  it('GET /products/{categoryId}?lang&page: messages.records and pagination', async () => {
    const { body } = await call('GET', `/products/${client.categoryId}?lang=ar&page=1`);
    expect(body.messages.records.length).toBeGreaterThan(0);
    expect(body.messages).toMatchObject({
      total: expect.any(Number),
      per_page: expect.any(Number),
      pagination_links: expect.anything(),
    });
  });

  it('GET /videos?page, /about-us, the policy pages and /common-questions', async () => {
    expect((await call('GET', '/videos?page=1')).body).toMatchObject({
      current_page: 1,
      last_page: expect.any(Number),
      total: expect.any(Number),
    });
    expect((await call('GET', '/about-us?lang=ar')).body.success).toBe(true);
    for (const url of [
      '/shipping-policy',
      '/terms-conditions',
      '/privacy-policy',
      '/exchanges-and-returns',
      '/common-questions',
    ]) {
      const { status, body } = await call('GET', `${url}?lang=ar`);
      expect({ url, status }).toEqual({ url, status: 200 });
      expect(body.success === true || body.status_code === 200).toBe(true);
    }
  });

  it('POST /contact-us: status_code 200', async () => {
    const { body } = await call('POST', '/contact-us', {
      full_name: 'منى عادل',
      contact_email: 'mona@example.com',
      phone_number: '01122334455',
      text: 'أريد أن أسأل عن الأطقم',
    });
    expect(body.status_code).toBe(200);
  });

  it('POST /user-add-fav and GET /all-user-fav-products?user_id&page', async () => {
    const added = await call('POST', '/user-add-fav', {
      user_id: client.userId,
      product_id: client.productId,
    });
    expect(added.body).toMatchObject({ success: true, isAdded: true });
    const { body } = await call('GET', `/all-user-fav-products?user_id=${client.userId}&page=1`);
    expect(body.data.records.map((p: { id: number }) => p.id)).toEqual([client.productId]);
    expect(body.data.pagination).toMatchObject({ total: 1, per_page: expect.any(Number) });
  });

  it('POST /cart/store, /cart/get and DELETE /cart/delete/{itemId}', async () => {
    const stored = await call('POST', '/cart/store', {
      product_id: client.productId,
      quantity: 2,
      user_id: client.userId,
    });
    expect(stored.status).toBe(200);
    const extra = await call('POST', '/cart/store', {
      product_id: client.productId,
      quantity: 1,
      user_id: client.userId,
    });
    expect(extra.status).toBe(200);
    const cart = await call('POST', '/cart/get', { user_id: client.userId });
    expect(cart.body.data).toMatchObject({ total_count: 1, total_quantity: 3 });
    client.cartLineId = cart.body.data.items[0].id;
    const removed = await call('DELETE', `/cart/delete/${client.cartLineId}`, {
      user_id: client.userId,
    });
    expect(removed.status).toBe(200);
    await call('POST', '/cart/store', {
      product_id: client.productId,
      quantity: 1,
      user_id: client.userId,
    });
  });

  it('POST /user-addresses/create, /update/{id}, /all, /cities, /set-main/{id}, /delete/{id}', async () => {
    const fields = {
      address_title: 'البيت',
      first_name: 'منى',
      last_name: 'عادل',
      address: '5 شارع التحرير',
      city_id: 1,
      phone_number: '01122334455',
    };
    for (const title of ['البيت', 'العمل']) {
      const created = await call('POST', '/user-addresses/create', {
        user_id: client.userId,
        ...fields,
        address_title: title,
      });
      expect(created.status).toBe(201);
      client.addressIds.push(created.body.data.id);
    }
    const [home, work] = client.addressIds as [number, number];
    const updated = await call('POST', `/user-addresses/update/${work}`, {
      user_id: client.userId,
      ...fields,
      address_title: 'المكتب',
    });
    expect(updated.body.data.address_title).toBe('المكتب');
    const all = await call('POST', '/user-addresses/all', { user_id: client.userId });
    expect(all.body).toMatchObject({ status_code: 200 });
    expect(all.body.data).toHaveLength(2);
    const cities = await call('POST', '/user-addresses/cities', { user_id: client.userId });
    expect(cities.body).toMatchObject({ status_code: 200 });
    expect(
      (await call('POST', `/user-addresses/set-main/${work}`, { user_id: client.userId })).status,
    ).toBe(200);
    expect(
      (await call('POST', `/user-addresses/delete/${home}`, { user_id: client.userId })).status,
    ).toBe(200);
  });

  it('POST /user-orders/create with the API payload, then GET /user-orders?user_id', async () => {
    const [, work] = client.addressIds as [number, number];
    const created = await call('POST', '/user-orders/create', {
      user_id: client.userId,
      products: [{ product_id: client.productId, quantity: 1 }],
      shipping_address_id: work,
      payment_method: 'cash',
    });
    expect([200, 201]).toContain(created.body.status_code);
    const billing = await call('POST', '/user-orders/create', {
      user_id: client.userId,
      products: [{ product_id: client.productId, quantity: 1 }],
      billing_address: {
        first_name: 'منى',
        last_name: 'عادل',
        address: '5 شارع التحرير',
        country_id: 1,
        city_id: 1,
      },
      payment_method: 'card',
    });
    expect([200, 201]).toContain(billing.body.status_code);
    const { body } = await call('GET', `/user-orders?user_id=${client.userId}`);
    expect(body.data).toHaveLength(2);
    expect(body.data[1]).toMatchObject({
      'order-status': expect.any(String),
      number: expect.any(String),
      shipping_address: { id: work },
      payment_method: 'cash',
      total_price: expect.any(String),
    });
  });

  it('GET /profile/userInfo?user_id and POST /profile/change-personal-info', async () => {
    const info = await call('GET', `/profile/userInfo?user_id=${client.userId}`);
    expect(info.body.data.email).toBe('mona@example.com');
    const changed = await call('POST', '/profile/change-personal-info', {
      user_id: client.userId,
      first_name: 'منى',
      last_name: 'حسن',
      phone_number: '01122334455',
      email: 'mona.h@example.com',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.family_name).toBe('حسن');
  });

  it('POST /profile/change-password, /forgot-password and /reset-password', async () => {
    const changed = await call('POST', '/profile/change-password', {
      user_id: client.userId,
      password: 'longer-secret',
      password_confirmation: 'longer-secret',
    });
    expect(changed.status).toBe(200);
    const forgot = await call('POST', '/forgot-password', { email: 'mona.h@example.com' });
    expect(forgot.status).toBe(200);
    const code = /^(\d{6})$/m.exec(mails.at(-1)?.text ?? '')?.[1];
    const reset = await call('POST', '/reset-password', {
      email: 'mona.h@example.com',
      code,
      password: 'newpass',
      password_confirmation: 'newpass',
    });
    expect(reset.status).toBe(200);
    client.token = '';
    const login = await call('POST', '/login', {
      phone_number: '01122334455',
      password: 'newpass',
    });
    expect(login.status).toBe(200);
    client.token = login.body.token;
  });

  it('POST /profile/delete-account: status success', async () => {
    const { body } = await call('POST', '/profile/delete-account', { user_id: client.userId });
    expect(body.status).toBe('success');
  });
});

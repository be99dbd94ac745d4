import type { FastifyInstance } from 'fastify';
import { outboxDir } from '../../server/mail/mailer';
import { placeOrderAs } from '../support/adminOrderFixtures';
import { createCities, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { takeMail } from '../support/outbox';
import { PaymobStandIn, paymobHmac } from '../support/paymobStandIn';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

// Without PAYMOB_* settings a card order is card on delivery: the courier brings a card machine.
// The order is placed as before (no checkout_url), says so, and the gateway's callback is absent.

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  await createCities(testDb.db);
  app = buildTestApp(testDb.db, { config: testConfig({ shopEmail: 'shop@zujaj.example' }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

it('the storefront learns that cards are paid on delivery', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/payments/methods' });
  expect(res.json()).toEqual({ status_code: 200, data: { card_online: false } });
});

it('a card order is placed as before, payment on delivery, and mailed to the shop as such', async () => {
  const shopper = await createUser(testDb.db);
  const cup = await createProduct(testDb.db, { quantity: 4 });
  const res = await placeOrderAs(app, shopper.token, {
    lines: [{ product_id: cup.id, quantity: 1 }],
    payment: 'card',
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ payment_method: 'card', payment_status: 'on_delivery' });
  expect(res.json().data).not.toHaveProperty('checkout_url');
  const listed = await app.inject({
    method: 'GET',
    url: '/api/v1/user-orders',
    headers: bearer(shopper.token),
  });
  expect(listed.json().data[0]).toMatchObject({ payment_status: 'on_delivery' });
  const [mail] = takeMail(outboxDir(app.config.dataDir));
  expect(mail?.text).toContain("Card on delivery (the courier's card machine)");
  expect(mail?.text).toContain('بطاقة عند الاستلام');
});

it('has no gateway callback (404)', async () => {
  const standIn = new PaymobStandIn();
  const transaction = standIn.transaction(
    { orderId: 9001, body: { amount: 8000, special_reference: 'ZJ-000001' } },
    true,
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/paymob/callback?hmac=${paymobHmac(standIn.keys.hmacSecret, transaction)}`,
    payload: { type: 'TRANSACTION', obj: transaction },
  });
  expect(res.statusCode).toBe(404);
});

import { eq } from 'drizzle-orm';
import { auditLog, paymentTransactions } from '../../server/db/schema';
import { outboxDir } from '../../server/mail/mailer';
import paymentsAR from '../../src/i18n/payments/ar.json';
import { createBackOfficeUser, placeOrderAs } from '../support/adminOrderFixtures';
import {
  orderRow,
  ordersOf,
  PUBLIC_URL,
  setupCardPayments,
  stockOf,
} from '../support/cardPaymentSetup';
import { createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { takeMail } from '../support/outbox';
import { paymobHmac } from '../support/paymobStandIn';

// Card orders paid online through Paymob (its stand-in): the intention asked for, the hosted
// checkout answered as checkout_url, and the signed callback as the only way an order is paid —
// a forged, replayed or mismatched one changes nothing.

const ctx = setupCardPayments();

async function cardOrder(quantity = 2, price = '1250.50') {
  const shopper = await createUser(ctx.db);
  const vase = await createProduct(ctx.db, { quantity: 5, priceAfterDiscount: price });
  const res = await placeOrderAs(ctx.app, shopper.token, {
    lines: [{ product_id: vase.id, quantity }],
    payment: 'card',
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().data as { id: number; number: string; checkout_url?: string };
  return { shopper, vase, order, intention: ctx.standIn.intentionOf(order.number) };
}

describe('a card order with the gateway set', () => {
  it('asks Paymob for an intention in whole piasters and answers its hosted checkout', async () => {
    const { order, vase } = await cardOrder(2, '1250.50');
    expect(order).toMatchObject({ payment_method: 'card', payment_status: 'awaiting_payment' });
    const intention = ctx.standIn.intentionOf(order.number);
    expect(order.checkout_url).toBe(
      `${ctx.standIn.url}/unifiedcheckout/?publicKey=${ctx.standIn.keys.publicKey}&clientSecret=${intention.clientSecret}`,
    );
    expect(intention.body).toMatchObject({
      amount: 250100,
      currency: 'EGP',
      payment_methods: [ctx.standIn.keys.integrationId],
      items: [{ name: vase.nameEn, amount: 125050, description: vase.productCode, quantity: 2 }],
      billing_data: { first_name: 'سارة', last_name: 'حسن', country: 'EG', city: 'Cairo' },
      special_reference: order.number,
      notification_url: `${PUBLIC_URL}/api/v1/payments/paymob/callback`,
      redirection_url: `${PUBLIC_URL}/orders-checkout?order=${order.number}`,
    });
    expect(await stockOf(ctx.db, vase.id)).toBe(3);
    // The shop hears of it once it is paid, not while it waits.
    expect(takeMail(outboxDir(ctx.app.config.dataDir))).toEqual([]);
  });

  it('an English checkout comes back to the English orders page', async () => {
    const shopper = await createUser(ctx.db);
    const cup = await createProduct(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-orders/create?lang=en',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { products: [{ product_id: cup.id, quantity: 1 }], payment_method: 'card' },
    });
    expect(res.statusCode).toBe(201);
    const { number } = res.json().data;
    expect(ctx.standIn.intentionOf(number).body.redirection_url).toBe(
      `${PUBLIC_URL}/en/orders-checkout?order=${number}`,
    );
  });

  it('becomes paid through the signed callback, and the shop is mailed then', async () => {
    const { shopper, order, intention } = await cardOrder();
    const paid = ctx.standIn.transaction(intention, true);
    const answer = await ctx.standIn.notify(intention, paid);
    expect(answer).toEqual({ status: 200, body: { status_code: 200, data: { outcome: 'paid' } } });
    const [listed] = await ordersOf(ctx.app, shopper.token);
    expect(listed).toMatchObject({ id: order.id, payment_status: 'paid', status: 'pending' });
    expect(listed).not.toHaveProperty('checkout_url');
    expect(await orderRow(ctx.db, order.id)).toMatchObject({
      gatewayTransactionId: String(paid.id),
      paidAt: ctx.now,
      paymentHoldUntil: null,
    });
    const [mail] = takeMail(outboxDir(ctx.app.config.dataDir));
    expect(mail?.text).toContain('Card online (Paymob) — paid');
  });

  it('a declined card marks the payment failed; the order keeps its hold and may be paid again', async () => {
    const { shopper, order, intention, vase } = await cardOrder();
    const declined = await ctx.standIn.notify(intention, ctx.standIn.transaction(intention, false));
    expect(declined.body).toEqual({ status_code: 200, data: { outcome: 'failed' } });
    let [listed] = await ordersOf(ctx.app, shopper.token);
    expect(listed).toMatchObject({ status: 'pending', payment_status: 'failed' });
    expect(listed?.checkout_url).toBe(order.checkout_url);
    expect(await stockOf(ctx.db, vase.id)).toBe(3);

    await ctx.standIn.notify(intention, ctx.standIn.transaction(intention, true));
    [listed] = await ordersOf(ctx.app, shopper.token);
    expect(listed).toMatchObject({ payment_status: 'paid' });
  });

  it('refuses a forged signature (401) and changes nothing', async () => {
    const { order, intention } = await cardOrder();
    const before = await orderRow(ctx.db, order.id);
    const success = ctx.standIn.transaction(intention, true);
    const signedFailure = paymobHmac(ctx.standIn.keys.hmacSecret, { ...success, success: false });
    for (const hmac of ['0'.repeat(128), paymobHmac('guessed-secret', success), signedFailure]) {
      const res = await ctx.standIn.notify(intention, success, hmac);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    expect(await orderRow(ctx.db, order.id)).toEqual(before);
  });

  it('a replayed callback answers 200 and changes nothing', async () => {
    const { shopper, order, intention } = await cardOrder();
    const declined = ctx.standIn.transaction(intention, false);
    const paid = ctx.standIn.transaction(intention, true);
    await ctx.standIn.notify(intention, declined);
    await ctx.standIn.notify(intention, paid);
    const after = await orderRow(ctx.db, order.id);
    ctx.now = new Date(ctx.now.getTime() + 60_000);
    for (const again of [paid, declined]) {
      const res = await ctx.standIn.notify(intention, again);
      expect(res).toEqual({
        status: 200,
        body: { status_code: 200, data: { outcome: 'replayed' } },
      });
    }
    expect(await orderRow(ctx.db, order.id)).toEqual(after);
    expect((await ordersOf(ctx.app, shopper.token))[0]).toMatchObject({ payment_status: 'paid' });
  });

  it('refuses a signed transaction of another integration (401), even replayed; nothing changes', async () => {
    const { order, intention } = await cardOrder();
    const before = await orderRow(ctx.db, order.id);
    // The merchant account's HMAC secret signs every integration's transactions (a wallet, a test
    // integration): a payment there must not pay a card order here.
    const elsewhere = ctx.standIn.transaction(intention, true, { integration_id: 4511 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await ctx.standIn.notify(intention, elsewhere);
      expect([res.status, res.body]).toEqual([
        401,
        { message: paymentsAR.payment_integration_unknown },
      ]);
    }
    expect(await orderRow(ctx.db, order.id)).toEqual(before);
    expect(await ctx.db.select().from(paymentTransactions)).toEqual([]);
    expect(ctx.standIn.inquiries).toEqual([]);
  });

  it('refuses a signed callback for another amount, currency or order (422), order unchanged', async () => {
    const { order, intention } = await cardOrder();
    const other = await cardOrder(1, '80.00');
    const before = await orderRow(ctx.db, order.id);
    const wrong = [
      { amount_cents: intention.body.amount - 1 },
      { currency: 'USD' },
      { order: { id: intention.orderId, merchant_order_id: other.order.number } },
    ];
    for (const changes of wrong) {
      const res = await ctx.standIn.notify(
        intention,
        ctx.standIn.transaction(intention, true, changes),
      );
      expect([res.status, res.body]).toEqual([422, { message: paymentsAR.payment_mismatch }]);
    }
    const unknown = ctx.standIn.transaction(intention, true, {
      order: { id: 123, merchant_order_id: order.number },
    });
    expect((await ctx.standIn.notify(intention, unknown)).status).toBe(404);
    expect(await orderRow(ctx.db, order.id)).toEqual(before);
    expect((await orderRow(ctx.db, other.order.id)).paymentStatus).toBe('awaiting_payment');
  });

  it('refuses a callback without a signature (400) or of the wrong types (422)', async () => {
    const { intention } = await cardOrder();
    const transaction = ctx.standIn.transaction(intention, true);
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
    const path = '/api/v1/payments/paymob/callback';
    const hmac = paymobHmac(ctx.standIn.keys.hmacSecret, transaction);
    expect((await post(path, { type: 'TRANSACTION', obj: transaction })).statusCode).toBe(400);
    const asText = { ...transaction, success: 'true' };
    expect(
      (await post(`${path}?hmac=${hmac}`, { type: 'TRANSACTION', obj: asText })).statusCode,
    ).toBe(422);
  });

  it('answers 503 when Paymob cannot take the intention: no order, no stock taken', async () => {
    ctx.standIn.refuseIntentions = true;
    const shopper = await createUser(ctx.db);
    const vase = await createProduct(ctx.db, { quantity: 5 });
    const res = await placeOrderAs(ctx.app, shopper.token, {
      lines: [{ product_id: vase.id, quantity: 1 }],
      payment: 'card',
      key: 'card-attempt-1',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await ordersOf(ctx.app, shopper.token)).toEqual([]);
    expect(await stockOf(ctx.db, vase.id)).toBe(5);
    // The same attempt once Paymob is back places the order.
    ctx.standIn.refuseIntentions = false;
    const again = await placeOrderAs(ctx.app, shopper.token, {
      lines: [{ product_id: vase.id, quantity: 1 }],
      payment: 'card',
      key: 'card-attempt-1',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.checkout_url).toContain('/unifiedcheckout/');
  });

  it('a retried order with the same Idempotency-Key answers the same checkout, one intention', async () => {
    const shopper = await createUser(ctx.db);
    const vase = await createProduct(ctx.db);
    const place = () =>
      placeOrderAs(ctx.app, shopper.token, {
        lines: [{ product_id: vase.id, quantity: 1 }],
        payment: 'card',
        key: 'same-checkout',
      });
    const first = (await place()).json().data;
    const second = (await place()).json().data;
    expect(second.checkout_url).toBe(first.checkout_url);
    expect(ctx.standIn.intentions).toHaveLength(1);
  });
});

describe('a second successful payment of an order already paid', () => {
  async function paidTwice() {
    const { order, intention } = await cardOrder(1, '300.00');
    const first = ctx.standIn.transaction(intention, true);
    await ctx.standIn.notify(intention, first);
    const paid = await orderRow(ctx.db, order.id);
    const second = ctx.standIn.transaction(intention, true);
    return { order, intention, first, second, paid };
  }
  const recorded = async (id: number) =>
    (
      await ctx.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.gatewayTransactionId, String(id)))
    )[0];

  it('is refunded once Paymob confirms it, the order untouched', async () => {
    const { order, second, intention, paid } = await paidTwice();
    const res = await ctx.standIn.notify(intention, second);
    expect(res.body).toEqual({ status_code: 200, data: { outcome: 'refunded' } });
    expect(ctx.standIn.inquiries).toEqual([second.id]);
    expect(ctx.standIn.refunds).toEqual([{ transaction_id: second.id, amount_cents: 30000 }]);
    expect(await orderRow(ctx.db, order.id)).toEqual(paid);
    expect(await recorded(second.id)).toMatchObject({ outcome: 'refunded' });
  });

  it.each([
    ['Paymob knows no such transaction', () => ({ ledger: null })],
    ['Paymob says it failed', () => ({ ledger: { success: false } })],
    ['Paymob has it for another amount', () => ({ ledger: { amount_cents: 100 } })],
    [
      'Paymob has it for another order',
      () => ({ ledger: { order: { id: 1, merchant_order_id: 'x' } } }),
    ],
    ['Paymob cannot be reached', () => ({ down: true })],
  ] as const)(
    'is not refunded when not confirmed (%s): the order waits for a person',
    async (_case, setup) => {
      const { order, second, intention, paid } = await paidTwice();
      const { ledger, down } = setup() as { ledger?: object | null; down?: boolean };
      if (ledger !== undefined) ctx.standIn.ledger.set(second.id, ledger);
      if (down) ctx.standIn.refuseInquiries = true;
      const res = await ctx.standIn.notify(intention, second);
      expect(res).toEqual({ status: 200, body: { status_code: 200, data: { outcome: 'review' } } });
      expect(ctx.standIn.refunds).toEqual([]);
      expect(await orderRow(ctx.db, order.id)).toEqual({ ...paid, paymentReviewAt: ctx.now });
      expect(await recorded(second.id)).toMatchObject({ success: true, outcome: 'review' });
      // The same callback again changes nothing and asks nothing more.
      const again = await ctx.standIn.notify(intention, second);
      expect(again.body).toEqual({ status_code: 200, data: { outcome: 'replayed' } });
      expect(ctx.standIn.inquiries).toHaveLength(1);
    },
  );

  it('shows in the back office until a person marks it checked (audited)', async () => {
    const staff = await createBackOfficeUser(ctx.db);
    const { order, second, intention } = await paidTwice();
    ctx.standIn.ledger.set(second.id, null);
    await ctx.standIn.notify(intention, second);
    const open = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders/${order.id}`,
        headers: bearer(staff.token),
      });
    expect((await open()).json().data).toMatchObject({
      payment_status: 'paid',
      payment_review_at: ctx.now.toISOString(),
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders',
      headers: bearer(staff.token),
    });
    expect(list.json().data[0]).toMatchObject({ payment_review_at: ctx.now.toISOString() });

    const patch = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/orders/${order.id}`,
        headers: bearer(staff.token),
        payload: { payment_reviewed: true },
      });
    const cleared = await patch();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).not.toHaveProperty('payment_review_at');
    expect((await open()).json().data).not.toHaveProperty('payment_review_at');
    expect((await orderRow(ctx.db, order.id)).paymentReviewAt).toBeNull();
    const audits = await ctx.db.select().from(auditLog);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: 'order',
      entityId: String(order.id),
      action: 'update',
      changes: { payment_review_at: [ctx.now.toISOString(), null] },
    });
    // Nothing waits any more: the same call changes nothing.
    expect((await patch()).statusCode).toBe(200);
    expect(await ctx.db.select().from(auditLog)).toHaveLength(1);
    // Only `true` means something.
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/orders/${order.id}`,
      headers: bearer(staff.token),
      payload: { payment_reviewed: false },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  });
});

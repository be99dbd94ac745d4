import { and, eq } from 'drizzle-orm';
import { orderStatusEvents, paymentTransactions } from '../../server/db/schema';
import { PAYMENT_HOLD_MS } from '../../server/payments/cardCheckout';
import { releaseExpiredHolds } from '../../server/payments/holdSweep';
import adminAR from '../../src/admin/i18n/ar.json';
import { createBackOfficeUser, placeOrderAs } from '../support/adminOrderFixtures';
import { orderRow, ordersOf, setupCardPayments, stockOf } from '../support/cardPaymentSetup';
import { createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';

// An online card order holds its pieces for 15 minutes: nobody else can buy them meanwhile, and
// unpaid at the end the order is cancelled and they come back; a payment arriving after that is
// given back. A paid order cancelled in the back office is refunded through Paymob first.

const ctx = setupCardPayments();

async function heldOrder(quantity = 2, stock = 2) {
  const shopper = await createUser(ctx.db);
  const vase = await createProduct(ctx.db, { quantity: stock, priceAfterDiscount: '300.00' });
  const res = await placeOrderAs(ctx.app, shopper.token, {
    lines: [{ product_id: vase.id, quantity }],
    payment: 'card',
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().data as { id: number; number: string };
  return { shopper, vase, order, intention: ctx.standIn.intentionOf(order.number) };
}

const later = (ms: number) => new Date(ctx.now.getTime() + ms);

describe('the stock hold of an online card order', () => {
  it('keeps the held pieces from other shoppers, then releases them when the hold ends unpaid', async () => {
    const { shopper, vase, order } = await heldOrder(2, 2);
    expect(await stockOf(ctx.db, vase.id)).toBe(0);
    const other = await createUser(ctx.db);
    const buy = () =>
      placeOrderAs(ctx.app, other.token, { lines: [{ product_id: vase.id, quantity: 1 }] });
    expect((await buy()).statusCode).toBe(409);

    // Within the hold nothing is released.
    expect(await releaseExpiredHolds(ctx.db, later(PAYMENT_HOLD_MS))).toEqual([]);
    expect(await stockOf(ctx.db, vase.id)).toBe(0);

    // Two processes sweeping at once release the order once.
    const end = later(PAYMENT_HOLD_MS + 1);
    const sweeps = await Promise.all([
      releaseExpiredHolds(ctx.db, end),
      releaseExpiredHolds(ctx.db, end),
    ]);
    expect(sweeps.flat()).toEqual([order.id]);
    expect(await stockOf(ctx.db, vase.id)).toBe(2);
    const [listed] = await ordersOf(ctx.app, shopper.token);
    expect(listed).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(listed).not.toHaveProperty('checkout_url');
    expect((listed?.status_history as Array<{ status: string }>).map((s) => s.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect((await buy()).statusCode).toBe(201);
  });

  it('never releases a paid order, nor a cash one', async () => {
    const { order, intention, vase } = await heldOrder(1, 3);
    await ctx.standIn.notify(intention, ctx.standIn.transaction(intention, true));
    const shopper = await createUser(ctx.db);
    await placeOrderAs(ctx.app, shopper.token, { lines: [{ product_id: vase.id, quantity: 1 }] });
    expect(await releaseExpiredHolds(ctx.db, later(24 * 60 * 60 * 1000))).toEqual([]);
    expect(await orderRow(ctx.db, order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await stockOf(ctx.db, vase.id)).toBe(1);
  });

  it('a payment after the hold is refused, the order unchanged, and the money given back', async () => {
    const { order, intention } = await heldOrder();
    ctx.now = later(PAYMENT_HOLD_MS + 1);
    await releaseExpiredHolds(ctx.db, ctx.now);
    const cancelled = await orderRow(ctx.db, order.id);
    const late = ctx.standIn.transaction(intention, true);
    const res = await ctx.standIn.notify(intention, late);
    expect(res).toEqual({ status: 200, body: { status_code: 200, data: { outcome: 'refunded' } } });
    expect(await orderRow(ctx.db, order.id)).toEqual(cancelled);
    expect(ctx.standIn.refunds).toEqual([{ transaction_id: late.id, amount_cents: 60000 }]);
    const [recorded] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.gatewayTransactionId, String(late.id)));
    expect(recorded).toMatchObject({ orderId: order.id, success: true, outcome: 'refunded' });
    // A declined one after the hold is simply ignored.
    const declined = await ctx.standIn.notify(intention, ctx.standIn.transaction(intention, false));
    expect(declined.body).toEqual({ status_code: 200, data: { outcome: 'ignored' } });
    expect(await orderRow(ctx.db, order.id)).toEqual(cancelled);
  });

  it('a payment past the hold but before the sweep is refused too; the sweep then cancels', async () => {
    const { order, intention, vase } = await heldOrder();
    ctx.now = later(PAYMENT_HOLD_MS + 1000);
    const waiting = await orderRow(ctx.db, order.id);
    const res = await ctx.standIn.notify(intention, ctx.standIn.transaction(intention, true));
    expect(res.body).toEqual({ status_code: 200, data: { outcome: 'refunded' } });
    expect(await orderRow(ctx.db, order.id)).toEqual(waiting);
    expect(await releaseExpiredHolds(ctx.db, ctx.now)).toEqual([order.id]);
    expect(await stockOf(ctx.db, vase.id)).toBe(2);
  });
});

describe('the back office and online card orders', () => {
  const patch = (token: string, id: number, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/orders/${id}`,
      headers: bearer(token),
      payload,
    });

  it('sees the payment status; an unpaid order can only be cancelled (its payment then failed)', async () => {
    const staff = await createBackOfficeUser(ctx.db);
    const { order, vase } = await heldOrder();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders',
      headers: bearer(staff.token),
    });
    expect(list.json().data[0]).toMatchObject({ id: order.id, payment_status: 'awaiting_payment' });
    const confirm = await patch(staff.token, order.id, { status: 'confirmed' });
    expect([confirm.statusCode, confirm.json()]).toEqual([
      409,
      { message: adminAR.order_awaiting_payment },
    ]);
    const cancel = await patch(staff.token, order.id, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      payment_hold_until: null,
    });
    expect(await stockOf(ctx.db, vase.id)).toBe(2);
  });

  it('cancelling a paid order refunds it through Paymob first, then returns the stock', async () => {
    const staff = await createBackOfficeUser(ctx.db);
    const { order, intention, vase } = await heldOrder();
    const paid = ctx.standIn.transaction(intention, true);
    await ctx.standIn.notify(intention, paid);
    ctx.now = later(60_000);
    const res = await patch(staff.token, order.id, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_at: ctx.now.toISOString(),
    });
    expect(ctx.standIn.refunds).toEqual([{ transaction_id: paid.id, amount_cents: 60000 }]);
    expect(await stockOf(ctx.db, vase.id)).toBe(2);
    // Cancelling again asks Paymob nothing more.
    await patch(staff.token, order.id, { status: 'cancelled' });
    expect(ctx.standIn.refunds).toHaveLength(1);
  });

  it('a refund Paymob refuses keeps the order as it was (409 with the reason)', async () => {
    const staff = await createBackOfficeUser(ctx.db);
    const { order, intention, vase } = await heldOrder();
    await ctx.standIn.notify(intention, ctx.standIn.transaction(intention, true));
    const before = await orderRow(ctx.db, order.id);
    ctx.standIn.refuseRefunds = true;
    const res = await patch(staff.token, order.id, { status: 'cancelled' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: adminAR.order_refund_refused }]);
    expect(await orderRow(ctx.db, order.id)).toEqual(before);
    expect(await stockOf(ctx.db, vase.id)).toBe(0);
    const events = await ctx.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, 'cancelled')),
      );
    expect(events).toEqual([]);
    // Once Paymob takes it, the cancel goes through.
    ctx.standIn.refuseRefunds = false;
    expect((await patch(staff.token, order.id, { status: 'cancelled' })).statusCode).toBe(200);
  });
});

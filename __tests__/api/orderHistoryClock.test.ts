import { PAYMENT_HOLD_MS } from '../../server/payments/cardCheckout';
import { releaseExpiredHolds } from '../../server/payments/holdSweep';
import { createBackOfficeUser, placeOrderAs } from '../support/adminOrderFixtures';
import { ordersOf, setupCardPayments } from '../support/cardPaymentSetup';
import { createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';

// An order's history is stamped by the app's clock alone: its placement, the hold sweep and every
// change in the back office. With the app's clock far from the database's (and from today), the
// history still reads in the order it happened and carries the app's times.

const ctx = setupCardPayments();

type Step = { status: string; created_at: string };

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe.each([
  ['in the past', new Date('2001-03-04T05:06:07.000Z')],
  ['in the future', new Date('2099-10-11T12:13:14.000Z')],
])('an order history with the app clock %s', (_when, start) => {
  beforeEach(() => {
    ctx.now = start;
  });

  it('placement, then the hold sweep: pending before cancelled, at the app clock', async () => {
    const shopper = await createUser(ctx.db);
    const vase = await createProduct(ctx.db, { quantity: 1, priceAfterDiscount: '300.00' });
    const placed = await placeOrderAs(ctx.app, shopper.token, {
      lines: [{ product_id: vase.id, quantity: 1 }],
      payment: 'card',
    });
    expect(placed.statusCode).toBe(201);

    const end = new Date(start.getTime() + PAYMENT_HOLD_MS + 1);
    expect(await releaseExpiredHolds(ctx.db, end)).toHaveLength(1);

    const [order] = await ordersOf(ctx.app, shopper.token);
    expect(order?.created_at).toBe(start.toISOString());
    expect(order?.status_history).toEqual([
      { status: 'pending', created_at: start.toISOString() },
      { status: 'cancelled', created_at: end.toISOString() },
    ]);
  });

  it('placement, then the back office: every step in order, at the app clock', async () => {
    const shopper = await createUser(ctx.db);
    const staff = await createBackOfficeUser(ctx.db);
    const vase = await createProduct(ctx.db, { quantity: 3 });
    const placed = await placeOrderAs(ctx.app, shopper.token, {
      lines: [{ product_id: vase.id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json().data as { id: number };

    for (const [n, status] of [
      [1, 'confirmed'],
      [2, 'shipped'],
    ] as const) {
      ctx.now = minutes(start, n);
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/orders/${id}`,
        headers: bearer(staff.token),
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }

    const expected: Step[] = [
      { status: 'pending', created_at: start.toISOString() },
      { status: 'confirmed', created_at: minutes(start, 1).toISOString() },
      { status: 'shipped', created_at: minutes(start, 2).toISOString() },
    ];
    const [mine] = await ordersOf(ctx.app, shopper.token);
    expect(mine?.status_history).toEqual(expected);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${id}`,
      headers: bearer(staff.token),
    });
    const history = (detail.json().data as { status_history: Array<Step & { actor: unknown }> })
      .status_history;
    expect(history.map(({ status, created_at }) => ({ status, created_at }))).toEqual(expected);
  });
});

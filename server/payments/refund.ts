import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymobConfig } from '../config';
import type { Db } from '../db/client';
import { orders, type Order } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { NEXT_ORDER_STATUSES, type OrderStatus } from '../../src/shared/rules/orderStatus';
import { amountCents } from './amount';
import { GatewayError, refundTransaction } from './paymob';

// A paid online order cancelled by the shop gives the money back through the gateway first: the
// order is cancelled only once Paymob has said the refund succeeded, so the shop never keeps the
// money of an order it cancelled, nor cancels an order whose money it could not give back.

/**
 * A refund under way claims its order for this long: a second cancel meanwhile is refused instead
 * of asking the gateway again. A claim older than this (its process stopped mid-way) may be
 * taken again.
 */
export const REFUND_CLAIM_MS = 2 * 60 * 1000;

/** Statuses an order may be cancelled from. */
const CANCELLABLE = (Object.keys(NEXT_ORDER_STATUSES) as OrderStatus[]).filter((status) =>
  NEXT_ORDER_STATUSES[status].includes('cancelled'),
);

/** Whether another request's refund of this order is under way. */
export const refundUnderWay = (order: Pick<Order, 'refundStartedAt'>, now: Date): boolean =>
  order.refundStartedAt !== null &&
  now.getTime() - order.refundStartedAt.getTime() < REFUND_CLAIM_MS;

const release = (db: Db, orderId: number) =>
  db.update(orders).set({ refundStartedAt: null }).where(eq(orders.id, orderId));

/**
 * Before the back office cancels order `orderId`: when it is paid online (and may be cancelled),
 * claims it and asks the gateway for the whole amount back. Answers true once refunded, false when
 * the order is not a paid one to refund (the cancel goes on as usual). 409
 * order_refund_in_progress while another refund of it is under way; 409 order_refund_refused
 * when the gateway refuses or cannot be reached (nothing changes, the order stays paid).
 */
export async function refundBeforeCancel(
  db: Db,
  orderId: number,
  paymob: PaymobConfig | undefined,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ refundStartedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentStatus, 'paid'),
        inArray(orders.status, CANCELLABLE),
        or(
          isNull(orders.refundStartedAt),
          lt(orders.refundStartedAt, new Date(now.getTime() - REFUND_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (order?.paymentStatus === 'paid' && refundUnderWay(order, now)) {
      throw new HttpError(409, 'order_refund_in_progress');
    }
    return false;
  }
  try {
    // Paid online without a gateway configured now (its settings were removed): nothing to ask.
    if (!paymob || !claimed.gatewayTransactionId) throw new GatewayError('no gateway to refund');
    await refundTransaction(paymob, {
      transactionId: claimed.gatewayTransactionId,
      amountCents: amountCents(claimed.totalPrice),
    });
    return true;
  } catch (error) {
    await release(db, orderId);
    if (!(error instanceof GatewayError)) throw error;
    log?.warn({ code: 'PAYMENT_REFUND', status: error.status, orderId }, error.message);
    throw new HttpError(409, 'order_refund_refused');
  }
}

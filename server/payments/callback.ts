import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymobConfig } from '../config';
import type { Db } from '../db/client';
import { orders, paymentTransactions, type Order } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Clock } from '../services/rateLimiter';
import type {
  PaymentOutcome,
  PaymobCallbackBody,
  PaymobTransaction,
} from '../../src/shared/wire/payments';
import { amountCents } from './amount';
import { verifyTransaction } from './hmac';
import { GatewayError, refundTransaction, retrieveTransaction } from './paymob';

// Paymob's server-to-server callback is the ONLY thing that marks an order paid (the shopper's
// return to the shop only shows what it finds). It is believed only when signed with the HMAC
// secret, when it comes from the shop's own card integration (the HMAC secret is the merchant
// account's, so a transaction of another integration of the same account is signed as well) and
// when it names the order's own gateway order, amount and currency; each transaction is acted on
// once (payment_transactions), so a repeated callback changes nothing.

export interface CallbackOptions {
  paymob: PaymobConfig;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** After an order became paid (the shop's new-order mail). */
  onPaid?: (orderId: number) => Promise<void>;
}

/** Whether the order can still take a payment: placed online, unpaid, within its hold. */
function open(order: Order, now: Date): boolean {
  return (
    order.status === 'pending' &&
    (order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'failed') &&
    order.paymentHoldUntil !== null &&
    now.getTime() <= order.paymentHoldUntil.getTime()
  );
}

/** The order the transaction names; 404 when none, 422 when its amount or reference differ. */
async function orderOf(db: Db, transaction: PaymobTransaction): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.gatewayOrderId, String(transaction.order.id)));
  if (!order) throw new HttpError(404, 'payment_order_unknown');
  const reference = transaction.order.merchant_order_id;
  const sameOrder =
    reference === undefined || reference === null || String(reference) === order.number;
  const sameMoney =
    transaction.currency === 'EGP' && transaction.amount_cents === amountCents(order.totalPrice);
  if (!sameOrder || !sameMoney) throw new HttpError(422, 'payment_mismatch');
  return order;
}

/**
 * Whether Paymob's own record (asked for, not taken from the callback) is a finished, successful
 * payment of `order`'s gateway order and amount through the shop's integration. Any doubt — an
 * answer that disagrees or none at all — is false.
 */
async function confirmedByGateway(
  paymob: PaymobConfig,
  order: Order,
  transaction: PaymobTransaction,
  log: FastifyBaseLogger | undefined,
): Promise<boolean> {
  try {
    const record = await retrieveTransaction(paymob, String(transaction.id));
    return (
      record.id === String(transaction.id) &&
      record.success &&
      !record.pending &&
      !record.refunded &&
      !record.voided &&
      record.currency === 'EGP' &&
      record.amountCents === transaction.amount_cents &&
      record.amountCents === amountCents(order.totalPrice) &&
      record.gatewayOrderId !== null &&
      record.gatewayOrderId === order.gatewayOrderId &&
      record.integrationId === paymob.integrationId
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log?.warn({ code: 'PAYMENT_INQUIRY', status: error.status, orderId: order.id }, error.message);
    return false;
  }
}

/**
 * Acts on one callback: 401 payment_signature_invalid for a wrong signature, 401
 * payment_integration_unknown for a transaction of another integration, 404 / 422 as orderOf,
 * else the outcome (see paymobCallbackAnswer). A success for an order that can no longer take it
 * (cancelled at the hold's end) is given back to the shopper at once. A second success for an
 * order already paid is given back only once Paymob's inquiry confirms it; otherwise the order is
 * marked for a person's review (payment_review_at) and nothing is refunded.
 */
export async function handlePaymobCallback(
  db: Db,
  options: CallbackOptions,
  body: PaymobCallbackBody,
  hmac: string,
): Promise<PaymentOutcome> {
  const { paymob, clock, log } = options;
  if (!verifyTransaction(paymob.hmacSecret, body.obj, hmac)) {
    throw new HttpError(401, 'payment_signature_invalid');
  }
  const transaction = body.obj;
  // Another integration of the same merchant account (a wallet, a test one) signs with the same
  // secret: its transactions are not payments of this shop's card checkout.
  if (transaction.integration_id !== paymob.integrationId) {
    throw new HttpError(401, 'payment_integration_unknown');
  }
  if (body.type !== 'TRANSACTION') return 'ignored';
  const order = await orderOf(db, transaction);
  // Not final yet: the final callback of the same transaction decides.
  if (transaction.pending) return 'pending';
  // A refund or void of a payment: the order's own state came from the refund's answer.
  if (transaction.is_refunded || transaction.is_voided || transaction.has_parent_transaction) {
    return 'ignored';
  }
  const now = clock();
  const gatewayTransactionId = String(transaction.id);

  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked) throw new HttpError(404, 'payment_order_unknown');
    const canTake = open(locked, now);
    // Already paid by another transaction: ask Paymob about this one before any money moves.
    const secondPayment = locked.paymentStatus === 'paid';
    const decided: PaymentOutcome | 'refund_pending' | 'inquiry_pending' = transaction.success
      ? canTake
        ? 'paid'
        : secondPayment
          ? 'inquiry_pending'
          : 'refund_pending'
      : canTake
        ? 'failed'
        : 'ignored';
    const recorded = await tx
      .insert(paymentTransactions)
      .values({
        orderId: locked.id,
        gatewayTransactionId,
        success: transaction.success,
        amountCents: transaction.amount_cents,
        outcome: decided,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentTransactions.id });
    if (recorded.length === 0) return 'replayed';
    if (decided === 'paid') {
      await tx
        .update(orders)
        .set({ paymentStatus: 'paid', gatewayTransactionId, paidAt: now, paymentHoldUntil: null })
        .where(eq(orders.id, locked.id));
    } else if (decided === 'failed') {
      // The order keeps its hold: the shopper may try again on the same checkout page.
      await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, locked.id));
    }
    return decided;
  });

  if (outcome === 'paid') await options.onPaid?.(order.id);
  if (
    outcome === 'inquiry_pending' &&
    !(await confirmedByGateway(paymob, order, transaction, log))
  ) {
    // Not confirmed by Paymob itself: a callback alone moves no money back; a person looks in
    // Paymob's dashboard and settles it there.
    await db.update(orders).set({ paymentReviewAt: now }).where(eq(orders.id, order.id));
    await db
      .update(paymentTransactions)
      .set({ outcome: 'review' })
      .where(eq(paymentTransactions.gatewayTransactionId, gatewayTransactionId));
    log?.error(
      { code: 'PAYMENT_REVIEW', orderId: order.id, transactionId: gatewayTransactionId },
      'a second payment of a paid order was not confirmed by the gateway',
    );
    return 'review';
  }
  if (outcome !== 'refund_pending' && outcome !== 'inquiry_pending') return outcome;
  let given: PaymentOutcome = 'refunded';
  try {
    await refundTransaction(paymob, {
      transactionId: gatewayTransactionId,
      amountCents: transaction.amount_cents,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The shopper paid for an order the shop no longer has: a person must give it back.
    log?.error({ code: 'PAYMENT_LATE_REFUND_FAILED', orderId: order.id }, error.message);
    given = 'refund_failed';
  }
  await db
    .update(paymentTransactions)
    .set({ outcome: given })
    .where(eq(paymentTransactions.gatewayTransactionId, gatewayTransactionId));
  return given;
}

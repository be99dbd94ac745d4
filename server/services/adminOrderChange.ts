import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymobConfig } from '../config';
import type { Db } from '../db/client';
import { orders, orderStatusEvents, type Order } from '../db/schema';
import { dataWritten } from '../cache/versions';
import { HttpError } from '../lib/httpError';
import type { Lang } from '../lib/i18n';
import { refundBeforeCancel, refundUnderWay } from '../payments/refund';
import type { AdminOrderDto, AdminOrderPatchBody } from '../../src/shared/wire/adminOrders';
import { canMoveOrder, type OrderStatus } from '../../src/shared/rules/orderStatus';
import { loadAdminOrder } from './adminOrderService';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { returnStock } from './orderStock';
import type { Clock } from './rateLimiter';

// PATCH /admin/orders/{id}: the back office's changes of an order, each written with its history
// row and its audit row in one transaction, so the three never disagree.

type AuditedOrder = {
  status: OrderStatus;
  cash_collected_at: string | null;
  payment_status: Order['paymentStatus'];
  payment_review_at: string | null;
};
const AUDITED_FIELDS = [
  'status',
  'cash_collected_at',
  'payment_status',
  'payment_review_at',
] as const;

const audited = (order: Order): AuditedOrder => ({
  status: order.status,
  cash_collected_at: order.cashCollectedAt?.toISOString() ?? null,
  payment_status: order.paymentStatus,
  payment_review_at: order.paymentReviewAt?.toISOString() ?? null,
});

/** An online card order whose payment has not arrived (it holds its stock until paid or cancelled). */
const unpaidOnline = (order: Order): boolean =>
  order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'failed';

type Changes = Partial<
  Pick<
    Order,
    | 'status'
    | 'cashCollectedAt'
    | 'paymentStatus'
    | 'paymentHoldUntil'
    | 'refundedAt'
    | 'refundStartedAt'
    | 'paymentReviewAt'
  >
>;

/** What the patch changes on `before` (throws for a change the order cannot take). */
function changesOf(before: Order, patch: AdminOrderPatchBody, refunded: boolean, now: Date) {
  const changes: Changes = {};
  if (patch.cash_collected !== undefined) {
    if (before.paymentMethod !== 'cash') {
      throw new HttpError(422, 'validation_failed', {
        cash_collected: ['order_cash_collected_cash_only'],
      });
    }
    if (patch.cash_collected && !before.cashCollectedAt) changes.cashCollectedAt = now;
    if (!patch.cash_collected && before.cashCollectedAt) changes.cashCollectedAt = null;
  }
  if (patch.payment_reviewed && before.paymentReviewAt) changes.paymentReviewAt = null;
  if (patch.status === undefined || patch.status === before.status) return changes;
  if (!canMoveOrder(before.status, patch.status)) throw new HttpError(409, 'order_status_invalid');
  // An order is prepared only once paid: unpaid online orders can only be cancelled.
  if (patch.status !== 'cancelled' && unpaidOnline(before)) {
    throw new HttpError(409, 'order_awaiting_payment');
  }
  if (patch.status === 'cancelled') {
    if (refunded) {
      Object.assign(changes, { paymentStatus: 'refunded', refundedAt: now, refundStartedAt: null });
    } else if (before.paymentStatus === 'paid') {
      // Paid since the refund step looked (its callback came in between): cancel again.
      throw new HttpError(409, 'conflict');
    } else if (unpaidOnline(before)) {
      Object.assign(changes, { paymentStatus: 'failed', paymentHoldUntil: null });
    }
  }
  changes.status = patch.status;
  return changes;
}

export interface OrderPayments {
  /** PAYMOB_*: refunds of paid online orders go through it. */
  paymob?: PaymobConfig | undefined;
  log?: FastifyBaseLogger;
}

/**
 * Moves the status (409 order_status_invalid for a move NEXT_ORDER_STATUSES does not allow; the
 * same status again changes nothing; 409 order_awaiting_payment to prepare an unpaid online
 * order), marks the cash collected (cash orders only, else 422) and/or clears a payment review
 * once a person has handled it. Cancelling an order paid
 * online refunds it through the gateway first (payments/refund.ts). Everything it writes — the
 * order, its history row, the audit row and, for a cancellation, the returned stock — commits
 * together or not at all.
 */
export async function updateAdminOrder(
  db: Db,
  id: number,
  patch: AdminOrderPatchBody,
  actor: AuditActor,
  lang: Lang,
  clock: Clock,
  payments: OrderPayments = {},
): Promise<AdminOrderDto> {
  const now = clock();
  const refunded =
    patch.status === 'cancelled' &&
    (await refundBeforeCancel(db, id, payments.paymob, now, payments.log));
  const stockReturned = await db
    .transaction(async (tx) => {
      // The row lock makes a concurrent change of the same order wait and then see this one's result.
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!before) throw new HttpError(404, 'order_not_found');
      if (!refunded && patch.status !== undefined && refundUnderWay(before, now)) {
        throw new HttpError(409, 'order_refund_in_progress');
      }
      const changes = changesOf(before, patch, refunded, now);
      if (Object.keys(changes).length === 0) return false;

      const [after] = await tx.update(orders).set(changes).where(eq(orders.id, id)).returning();
      if (!after) throw new Error('updateAdminOrder: the order vanished inside its transaction');
      let returned = false;
      if (changes.status) {
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: id, status: changes.status, actorId: actor.id, createdAt: now });
        if (changes.status === 'cancelled') returned = await returnStock(tx, id, now);
      }
      await recordAudit(tx, actor, {
        action: changes.status ? 'status' : 'update',
        entity: 'order',
        entityId: id,
        changes: changedFields<AuditedOrder>(audited(before), audited(after), AUDITED_FIELDS),
      });
      return returned;
    })
    .catch((error: unknown) => {
      // The money went back but the cancel did not commit: say so loudly, a person must look.
      if (refunded) payments.log?.error({ code: 'PAYMENT_REFUNDED_NOT_CANCELLED', orderId: id });
      throw error;
    });
  // Stock and sales changed: the storefront's cached product reads look at the versions again.
  if (stockReturned) dataWritten(db);
  const order = await loadAdminOrder(db, id, lang);
  if (!order) throw new HttpError(404, 'order_not_found');
  return order;
}

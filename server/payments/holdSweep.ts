import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, orderStatusEvents } from '../db/schema';
import { dataWritten } from '../cache/versions';
import { returnStock } from '../services/orderStock';
import type { Clock } from '../services/rateLimiter';

// An online card order holds its pieces while the shopper pays (cardCheckout.ts PAYMENT_HOLD_MS).
// When the hold ends unpaid, the order is cancelled (its payment marked failed) and the pieces go
// back on the shelf. Every process runs this sweep; on one PostgreSQL they never take the same
// order: each order is claimed with FOR UPDATE SKIP LOCKED inside its own short transaction, and
// the claim re-checks the hold, so an order a callback has just paid is left alone.

/** How often each process looks for holds that have ended. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;

/** Orders released per sweep at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/** Cancels the unpaid online orders whose hold ended before `now`; answers their ids. */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number[]> {
  const released: number[] = [];
  for (let index = 0; index < SWEEP_BATCH; index += 1) {
    const id = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            lt(orders.paymentHoldUntil, now),
            eq(orders.status, 'pending'),
            inArray(orders.paymentStatus, ['awaiting_payment', 'failed']),
          ),
        )
        .orderBy(asc(orders.paymentHoldUntil))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return null;
      await tx
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'failed', paymentHoldUntil: null })
        .where(eq(orders.id, order.id));
      await tx
        .insert(orderStatusEvents)
        .values({ orderId: order.id, status: 'cancelled', actorId: null, createdAt: now });
      await returnStock(tx, order.id, now);
      return order.id;
    });
    if (id === null) break;
    released.push(id);
  }
  // Stock came back: this process's cached product reads look at the versions again at once.
  if (released.length > 0) dataWritten(db);
  return released;
}

/**
 * Runs the sweep every `intervalMs` (not keeping the process alive) until the answered stop
 * function is called. A failed sweep is reported to `onError` and the next one tries again.
 */
export function startHoldSweep(
  db: Db,
  options: { clock?: Clock; intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const clock = options.clock ?? (() => new Date());
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpiredHolds(db, clock())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? HOLD_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

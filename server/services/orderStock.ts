import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, products } from '../db/schema';

// An order's pieces going back on the shelf: a cancellation in the back office, and an online
// card order whose payment did not come before its hold ended (payments/holdSweep.ts).

/**
 * Puts a cancelled order's pieces back on the shelf and takes them off its products' sales, the
 * reverse of placing it. Runs at most once per order: the conditional update claims the order's
 * stock_returned_at, so a second cancel (even one racing this one) finds it set and returns
 * nothing. Products in id order, as placing takes them, so the two never wait on each other in a
 * cycle. Answers whether stock moved.
 */
export async function returnStock(tx: Db, orderId: number, at: Date): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const pieces = new Map<number, number>();
  for (const line of lines) {
    // A product deleted since has no shelf to return to.
    if (line.productId === null) continue;
    pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  }
  for (const productId of [...pieces.keys()].sort((a, b) => a - b)) {
    const quantity = pieces.get(productId) ?? 0;
    await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} + ${quantity}`,
        salesCount: sql`greatest(${products.salesCount} - ${quantity}, 0)`,
      })
      .where(eq(products.id, productId));
  }
  return true;
}

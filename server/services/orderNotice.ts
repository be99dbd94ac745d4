import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { cities } from '../db/schema';
import { newOrderMail } from '../mail/newOrderMail';
import type { Mailer } from '../mail/mailer';
import { loadAdminOrder } from './adminOrderService';

// The shop hears of each new order by mail (SHOP_EMAIL). The order is committed before this runs,
// and nothing here can undo or fail it: a mail that fails is logged, one that is slow is left to
// finish on its own while the shopper gets the answer.

/** How long a shopper's answer waits for the shop's mail (an outbox file takes milliseconds). */
export const SHOP_MAIL_WAIT_MS = 3000;

export interface ShopNotice {
  to: string;
  publicUrl: string;
}

async function sendNewOrderMail(db: Db, mailer: Mailer, notice: ShopNotice, orderId: number) {
  const order = await loadAdminOrder(db, orderId, 'ar');
  if (!order) return;
  const cityId = order.billing_address?.city_id;
  const [city] =
    typeof cityId === 'number'
      ? await db
          .select({ name_ar: cities.nameAr, name_en: cities.nameEn })
          .from(cities)
          .where(eq(cities.id, cityId))
      : [];
  await mailer.send(
    newOrderMail({ to: notice.to, order, billingCity: city ?? null, publicUrl: notice.publicUrl }),
  );
}

/**
 * Mails the shop a summary of the committed order `orderId`. Never throws; waits at most
 * SHOP_MAIL_WAIT_MS so a stuck mail server cannot hold up the shopper's answer.
 */
export async function notifyShopOfOrder(
  db: Db,
  mailer: Mailer,
  notice: ShopNotice,
  orderId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const sending = sendNewOrderMail(db, mailer, notice, orderId).catch((error: unknown) => {
    log.error(
      { code: (error as { code?: unknown }).code, orderId },
      'the new-order mail to the shop failed',
    );
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SHOP_MAIL_WAIT_MS);
    timer.unref();
  });
  await Promise.race([sending, deadline]);
  clearTimeout(timer);
}

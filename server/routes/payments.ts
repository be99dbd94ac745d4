import type { ApiPlugin } from '../lib/apiPlugin';
import { HttpError } from '../lib/httpError';
import type { Mailer } from '../mail/mailer';
import { handlePaymobCallback } from '../payments/callback';
import { paymentMethodsSchema, paymobCallbackSchema } from '../schemas/payments';
import { notifyShopOfOrder } from '../services/orderNotice';
import type { Clock } from '../services/rateLimiter';

/**
 * Card payments under /api/v1: which card payment the shop takes (public), and Paymob's
 * transaction callback (no token: the HMAC signature is its proof). Without PAYMOB_* settings the
 * callback is 404, as if it did not exist.
 */
export const paymentRoutes: ApiPlugin<{ mailer: Mailer; clock?: Clock }> = async (
  app,
  { mailer, clock },
) => {
  const { paymob, shopEmail, publicUrl } = app.config;

  app.get('/payments/methods', { schema: paymentMethodsSchema }, async () => ({
    status_code: 200,
    data: { card_online: paymob !== undefined },
  }));

  app.post('/payments/paymob/callback', { schema: paymobCallbackSchema }, async (request) => {
    if (!paymob) throw new HttpError(404, 'not_found');
    const outcome = await handlePaymobCallback(
      app.db,
      {
        paymob,
        clock: clock ?? (() => new Date()),
        log: request.log,
        // The shop hears of an online order once it is paid (SHOP_EMAIL).
        onPaid: shopEmail
          ? (orderId) =>
              notifyShopOfOrder(app.db, mailer, { to: shopEmail, publicUrl }, orderId, request.log)
          : undefined,
      },
      request.body,
      request.query.hmac,
    );
    return { status_code: 200, data: { outcome } };
  });
};

export default paymentRoutes;

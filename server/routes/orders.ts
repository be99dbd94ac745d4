import type { ApiPlugin } from '../lib/apiPlugin';
import type { Mailer } from '../mail/mailer';
import { cardCheckout } from '../payments/cardCheckout';
import type { Clock } from '../services/rateLimiter';
import { currentUser } from '../plugins/auth';
import { orderCreateSchema, orderListSchema } from '../schemas/orders';
import { placeOrder } from '../services/orderPlacement';
import { notifyShopOfOrder } from '../services/orderNotice';
import { listOrders } from '../services/orderList';
import { actForBodyUser, actForQueryUser } from './userHooks';

/**
 * Orders. Every call acts for the bearer token's user (the preValidation hooks: 401
 * without a token, 403 for a foreign user_id). Registered under /api/v1 by app.ts.
 */
export const orderRoutes: ApiPlugin<{ mailer: Mailer; clock?: Clock }> = async (
  app,
  { mailer, clock },
) => {
  const { paymob, publicUrl } = app.config;
  const now: Clock = clock ?? (() => new Date());
  app.get(
    '/user-orders',
    { preValidation: actForQueryUser, schema: orderListSchema },
    async (request) => ({
      status_code: 200,
      data: await listOrders(app.db, currentUser(request).id, request.lang),
    }),
  );

  app.post(
    '/user-orders/create',
    { preValidation: actForBodyUser, schema: orderCreateSchema },
    async (request, reply) => {
      const { statusCode, body, created } = await placeOrder(app.db, {
        userId: currentUser(request).id,
        input: request.body,
        lang: request.lang,
        t: request.t.bind(request),
        message: request.t('order_created_success'),
        idempotencyKey: request.headers['idempotency-key'],
        clock: now,
        // PAYMOB_*: a card order is paid online (its answer carries checkout_url).
        startCardPayment: paymob
          ? cardCheckout({
              db: app.db,
              paymob,
              publicUrl,
              clock: now,
              log: request.log,
            })
          : undefined,
      });
      // SHOP_EMAIL: the shop hears of each new order once (a replayed answer is no new order); an
      // order awaiting its online payment is mailed when the payment arrives (payments/callback.ts).
      const { shopEmail } = app.config;
      if (created && shopEmail && body.data.payment_status !== 'awaiting_payment') {
        await notifyShopOfOrder(
          app.db,
          mailer,
          { to: shopEmail, publicUrl },
          body.data.id,
          request.log,
        );
      }
      return reply.code(statusCode).send(body);
    },
  );
};

export default orderRoutes;

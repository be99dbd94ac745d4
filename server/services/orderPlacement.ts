import type { Db } from '../db/client';
import type { Lang, Translate } from '../lib/i18n';
import type { OrderCreateBody, OrderCreatedAnswer, OrderDto } from '../../src/shared/wire/orders';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotentAnswer,
  IdempotentReplay,
  payloadHash,
  type IdempotentAnswer,
} from './idempotency';
import { createOrder, type OrderHooks } from './orderService';
import type { Clock } from './rateLimiter';

// POST /user-orders/create with its Idempotency-Key (a double-submitted checkout places one order).

export interface PlaceOrderOptions {
  userId: number;
  input: OrderCreateBody;
  lang: Lang;
  /** The request's translator (field errors). */
  t: Translate;
  /** Translated success message for the answer. */
  message: string;
  /** Idempotency-Key header: the same key and payload answer the first order again. */
  idempotencyKey?: string | undefined;
  /** With an online card gateway: starts a card order's payment (payments/cardCheckout.ts). */
  startCardPayment?: OrderHooks['startCardPayment'];
  /** The app's clock, which stamps the order and its history. */
  clock?: Clock;
}

export interface PlacedOrder {
  statusCode: number;
  body: OrderCreatedAnswer;
  /** false when an earlier answer was replayed: no new order, nothing new to tell the shop. */
  created: boolean;
}

// Only completeIdempotencyKey below stores answers for this call, each one an OrderCreatedAnswer.
const replay = (earlier: IdempotentAnswer): PlacedOrder => ({
  statusCode: earlier.status,
  body: earlier.body as OrderCreatedAnswer,
  created: false,
});

/** Places the order, or answers the first order of the same key and payload again. */
export async function placeOrder(db: Db, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const { userId, input, lang, t, message, idempotencyKey, startCardPayment } = options;
  const now = (options.clock ?? (() => new Date()))();
  const answer = (order: OrderDto): OrderCreatedAnswer => ({
    status_code: 201,
    message,
    data: order,
  });
  if (!idempotencyKey) {
    const order = await createOrder(db, userId, input, lang, t, { startCardPayment, now });
    return { statusCode: 201, body: answer(order), created: true };
  }

  // The payload as judged: user_id names nobody new (it is the token's user or refused with 403).
  const { user_id: _userId, ...payload } = input;
  const hash = payloadHash(payload);
  // Answered before: replay it, even if its addresses or products have changed since.
  const earlier = await findIdempotentAnswer(db, userId, idempotencyKey, hash);
  if (earlier) return replay(earlier);

  let claimId = 0;
  try {
    const order = await createOrder(db, userId, input, lang, t, {
      onStart: async (tx) => {
        claimId = await claimIdempotencyKey(tx, userId, idempotencyKey, hash);
      },
      onCreated: (tx, created) => completeIdempotencyKey(tx, claimId, 201, answer(created)),
      startCardPayment,
      now,
    });
    return { statusCode: 201, body: answer(order), created: true };
  } catch (error) {
    // A concurrent request with the key committed first: its answer is this one's.
    if (error instanceof IdempotentReplay) return replay(error.answer);
    throw error;
  }
}

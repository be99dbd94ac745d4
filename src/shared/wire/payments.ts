// Card payments (see common.ts for how wire schemas are used): which card payment the shop takes,
// and the gateway's server-to-server callback. Paymob's transaction carries many more fields;
// only the ones it signs and the shop reads are declared (the rest are dropped on arrival).
import { dataAnswer, type Wire } from './common';

/** GET /payments/methods */
export const paymentMethodsAnswer = dataAnswer({
  type: 'object',
  required: ['card_online'],
  properties: {
    card_online: {
      type: 'boolean',
      description:
        'true: a card order is paid online on the gateway’s hosted checkout (its answer carries checkout_url); false: card on delivery, with the courier’s card machine',
    },
  },
  additionalProperties: false,
});
export type PaymentMethodsAnswer = Wire<typeof paymentMethodsAnswer>;

const flag = { type: 'boolean' } as const;
const optionalText = { type: ['string', 'null'], maxLength: 200 } as const;

/** Paymob's transaction object, as far as it is signed and read. */
export const paymobTransaction = {
  type: 'object',
  required: [
    'id',
    'amount_cents',
    'created_at',
    'currency',
    'error_occured',
    'has_parent_transaction',
    'integration_id',
    'is_3d_secure',
    'is_auth',
    'is_capture',
    'is_refunded',
    'is_standalone_payment',
    'is_voided',
    'order',
    'owner',
    'pending',
    'source_data',
    'success',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    amount_cents: { type: 'integer', minimum: 0 },
    created_at: { type: 'string', maxLength: 64 },
    currency: { type: 'string', maxLength: 8 },
    error_occured: flag,
    has_parent_transaction: flag,
    integration_id: { type: 'integer' },
    is_3d_secure: flag,
    is_auth: flag,
    is_capture: flag,
    is_refunded: flag,
    is_standalone_payment: flag,
    is_voided: flag,
    order: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer', minimum: 1, description: "Paymob's order id (the intention's)" },
        merchant_order_id: {
          type: ['string', 'integer', 'null'],
          maxLength: 64,
          description: 'Our order number, when Paymob sends it',
        },
      },
    },
    owner: { type: 'integer' },
    pending: flag,
    source_data: {
      type: 'object',
      properties: { pan: optionalText, sub_type: optionalText, type: optionalText },
    },
    success: flag,
  },
} as const;
export type PaymobTransaction = Wire<typeof paymobTransaction>;

/** POST /payments/paymob/callback */
export const paymobCallbackBody = {
  type: 'object',
  required: ['type', 'obj'],
  properties: {
    type: { type: 'string', maxLength: 50, description: 'TRANSACTION (others are ignored)' },
    obj: paymobTransaction,
  },
} as const;
export type PaymobCallbackBody = Wire<typeof paymobCallbackBody>;

export const paymobCallbackQuery = {
  type: 'object',
  required: ['hmac'],
  properties: {
    hmac: {
      type: 'string',
      maxLength: 256,
      description: 'HMAC-SHA512 (hex) of the transaction, keyed with PAYMOB_HMAC_SECRET',
    },
  },
} as const;

export const PAYMENT_OUTCOMES = [
  'paid',
  'failed',
  'pending',
  'ignored',
  'replayed',
  'refunded',
  'refund_failed',
  'review',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const paymobCallbackAnswer = dataAnswer({
  type: 'object',
  required: ['outcome'],
  properties: {
    outcome: {
      type: 'string',
      enum: PAYMENT_OUTCOMES,
      description:
        'paid / failed: the order took it; pending: waiting for the final callback; ignored: the order could not take it (unchanged); replayed: this transaction was acted on before (nothing changed); refunded / refund_failed: a payment for an order that could no longer take it, given back or not; review: a second payment of an order already paid that the gateway did not confirm, left for a person (the order carries payment_review_at), nothing given back',
    },
  },
  additionalProperties: false,
});

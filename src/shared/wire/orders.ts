// Orders (see common.ts for how wire schemas are used). Every call acts for the bearer
// token's user: `user_id` is optional and, when sent, must be that user (403).
import { address } from './addresses';
import { MAX_LINE_QUANTITY } from './cart';
import {
  idField,
  langQuery,
  listAnswer,
  money,
  nullableString,
  optionalIdField,
  userIdField,
  type Wire,
} from './common';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const PAYMENT_METHODS = ['cash', 'card'] as const;
/**
 * on_delivery: paid to the courier (cash, or card with the courier's machine); awaiting_payment:
 * an online card payment not made yet; paid; refunded (a paid order cancelled); failed (declined,
 * or not paid in time).
 */
export const PAYMENT_STATUSES = [
  'on_delivery',
  'awaiting_payment',
  'paid',
  'refunded',
  'failed',
] as const;

export const paymentStatusField = {
  type: 'string',
  enum: PAYMENT_STATUSES,
  description:
    'on_delivery (cash, or card on delivery), awaiting_payment, paid, refunded or failed (online card payments)',
} as const;

/** The product of an order line as sold: name and prices copied when ordered. */
export const orderProduct = {
  type: 'object',
  description: 'The product as sold: name and prices copied when ordered',
  required: [
    'id',
    'name',
    'name_ar',
    'name_en',
    'price_after_discount',
    'price_before_discount',
    'image',
    'currency',
  ],
  properties: {
    id: { type: ['integer', 'null'], description: 'null once deleted from the catalogue' },
    name: { type: 'string', description: "In the request's language" },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    price_after_discount: nullableString,
    price_before_discount: nullableString,
    image: nullableString,
    currency: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const orderLine = {
  type: 'object',
  required: ['product', 'quantity', 'color_id'],
  properties: {
    product: orderProduct,
    quantity: { type: 'integer' },
    color_id: { type: ['integer', 'null'] },
  },
  additionalProperties: false,
} as const;
export type OrderLineDto = Wire<typeof orderLine>;

/** billing_address: a free-form address sent with the order instead of a saved one. */
export const billingAddress = {
  type: 'object',
  description: 'Free-form address sent with the order',
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    address: { type: 'string' },
    country_id: { type: 'integer', description: '1 = Egypt, the only country' },
    city_id: { type: 'integer' },
    phone_number: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type BillingAddressDto = Wire<typeof billingAddress>;

/** An order as listed; `order-status` and `status` carry the same value. */
export const order = {
  type: 'object',
  required: [
    'id',
    'number',
    'order-status',
    'status',
    'products',
    'user',
    'shipping_address',
    'billing_address',
    'alternative_address',
    'payment_method',
    'payment_status',
    'note',
    'terms_accepted',
    'newsletter_opt_out',
    'total_price',
    'currency',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string', description: 'Unique order number, e.g. ZJ-000042' },
    'order-status': { type: 'string', enum: ORDER_STATUSES, description: 'Same as status' },
    status: { type: 'string', enum: ORDER_STATUSES },
    products: { type: 'array', items: orderLine },
    user: {
      type: 'object',
      required: ['name', 'address'],
      properties: { name: { type: 'string' }, address: nullableString },
      additionalProperties: false,
    },
    shipping_address: {
      anyOf: [address, { type: 'null' }],
      description: 'The saved address as it was when the order was placed',
    },
    billing_address: { anyOf: [billingAddress, { type: 'null' }] },
    alternative_address: { anyOf: [address, { type: 'null' }] },
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    payment_status: paymentStatusField,
    checkout_url: {
      type: 'string',
      description:
        "Online card payments only, until paid: the gateway's hosted checkout page, where the shopper pays",
    },
    note: nullableString,
    terms_accepted: {
      type: ['boolean', 'null'],
      description: 'null when the client did not send the agreement',
    },
    newsletter_opt_out: { type: 'boolean' },
    total_price: money(
      'Σ quantity × price_after_discount when ordered (shipping excluded), e.g. "1250.00"',
    ),
    currency: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    status_history: {
      type: 'array',
      description:
        'Optional: each status the order reached and when, oldest first (the timeline dates)',
      items: {
        type: 'object',
        required: ['status', 'created_at'],
        properties: {
          status: { type: 'string', enum: ORDER_STATUSES },
          created_at: { type: 'string', format: 'date-time' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;
export type OrderDto = Wire<typeof order>;
export type OrderStatusStepDto = NonNullable<OrderDto['status_history']>[number];

/** GET /user-orders */
export const orderListQuery = {
  type: 'object',
  properties: { ...langQuery.properties, user_id: userIdField },
} as const;
export const orderListAnswer = listAnswer(order);
export type OrderListAnswer = Wire<typeof orderListAnswer>;

/** POST /user-orders/create: the optional Idempotency-Key header. */
export const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'Optional. Same key + same payload → the stored answer (a concurrent one waits for it); other payload → 422',
    },
  },
} as const;

/**
 * POST /user-orders/create: the order create payload, plus the checkout's note, terms and
 * mailing-list opt-out. Unknown fields are dropped (additionalProperties: false with Fastify's
 * removeAdditional), so they never reach the Idempotency-Key payload hash.
 */
export const orderCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['products', 'payment_method'],
  properties: {
    user_id: userIdField,
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['product_id', 'quantity'],
        properties: {
          product_id: idField,
          quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY },
          color_id: optionalIdField,
        },
      },
    },
    shipping_address_id: { ...optionalIdField, description: 'One of the user’s saved addresses' },
    billing_address: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        first_name: { type: ['string', 'null'], maxLength: 100 },
        last_name: { type: ['string', 'null'], maxLength: 100 },
        address: { type: ['string', 'null'], maxLength: 500 },
        country_id: optionalIdField,
        city_id: optionalIdField,
        phone_number: { type: ['string', 'null'], maxLength: 20 },
      },
    },
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    note: { type: ['string', 'null'], maxLength: 1000 },
    alternative_address_id: {
      ...optionalIdField,
      description: 'One of the user’s saved addresses',
    },
    terms_accepted: {
      type: 'boolean',
      description: 'Optional: the checkout terms agreement; false is refused with 422',
    },
    newsletter_opt_out: { type: 'boolean' },
  },
} as const;
export type OrderCreateBody = Wire<typeof orderCreateBody>;

export const orderCreatedAnswer = {
  type: 'object',
  required: ['status_code', 'message', 'data'],
  properties: {
    status_code: { type: 'integer', enum: [201] },
    message: { type: 'string' },
    data: order,
  },
  additionalProperties: false,
} as const;
export type OrderCreatedAnswer = Wire<typeof orderCreatedAnswer>;

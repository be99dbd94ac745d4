// The back office's order calls under /api/v1/admin/orders (see
// common.ts for how wire schemas are used). Staff see the bilingual raw fields (name_ar, name_en),
// never the storefront's localized ones.
import { address } from './addresses';
import {
  dataAnswer,
  idParams,
  INT_MAX,
  money,
  nullableString,
  type Wire,
  pagedAnswer,
} from './common';
import { billingAddress, ORDER_STATUSES, PAYMENT_METHODS, paymentStatusField } from './orders';

export const ADMIN_ORDERS_PAGE_SIZE = { default: 20, max: 100 } as const;

const dateField = (description: string) =>
  ({ type: 'string', format: 'date', maxLength: 10, description }) as const;

/** GET /admin/orders */
export const adminOrderListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    per_page: {
      type: 'integer',
      minimum: 1,
      maximum: ADMIN_ORDERS_PAGE_SIZE.max,
      default: ADMIN_ORDERS_PAGE_SIZE.default,
    },
    status: { type: 'string', enum: ORDER_STATUSES },
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    from: dateField('Placed on or after this day (Cairo time), YYYY-MM-DD'),
    to: dateField('Placed on or before this day (Cairo time), YYYY-MM-DD'),
    q: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description:
        "Part of the order number, or of a phone number: the customer's or one of the order's address copies",
    },
    unread: {
      type: 'boolean',
      description: 'true: only orders never opened in the back office; false: only opened ones',
    },
  },
} as const;
export type AdminOrderListQuery = Wire<typeof adminOrderListQuery>;

const customer = {
  anyOf: [
    {
      type: 'object',
      required: ['id', 'name', 'phone_number'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        phone_number: { type: 'string' },
      },
      additionalProperties: false,
    },
    { type: 'null' },
  ],
  description: 'The account that ordered; null once it was deleted',
} as const;

const timestamp = (description: string) =>
  ({ type: ['string', 'null'], format: 'date-time', description }) as const;

/** One row of the back office's order list. */
export const adminOrderSummary = {
  type: 'object',
  required: [
    'id',
    'number',
    'status',
    'payment_method',
    'total_price',
    'currency',
    'created_at',
    'customer',
    'items_count',
    'seen',
    'cash_collected_at',
    'payment_status',
  ],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string' },
    status: { type: 'string', enum: ORDER_STATUSES },
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    total_price: money('Σ quantity × price when ordered, e.g. "1250.00"'),
    currency: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    customer,
    items_count: { type: 'integer', description: 'Pieces ordered (Σ quantity of the lines)' },
    seen: { type: 'boolean', description: 'Opened in the back office at least once' },
    cash_collected_at: timestamp('Cash orders: when the cash reached the shop'),
    payment_status: paymentStatusField,
    payment_review_at: timestamp(
      'Present only while a payment waits for a person: a second payment of an order already paid that the gateway did not confirm (nothing was refunded). Cleared with PATCH payment_reviewed',
    ),
  },
  additionalProperties: false,
} as const;
export type AdminOrderSummaryDto = Wire<typeof adminOrderSummary>;

export const adminOrderListAnswer = pagedAnswer(adminOrderSummary);
export type AdminOrderListAnswer = Wire<typeof adminOrderListAnswer>;

/** GET /admin/orders/unread-count */
export const adminUnreadCountAnswer = dataAnswer({
  type: 'object',
  required: ['unread'],
  properties: {
    unread: { type: 'integer', description: 'Orders never opened in the back office' },
  },
  additionalProperties: false,
});
export type AdminUnreadCountAnswer = Wire<typeof adminUnreadCountAnswer>;

/** An order line as sold (copied when ordered). */
export const adminOrderItem = {
  type: 'object',
  required: [
    'product_id',
    'product_code',
    'name_ar',
    'name_en',
    'price',
    'quantity',
    'image',
    'currency',
  ],
  properties: {
    product_id: { type: ['integer', 'null'], description: 'null once deleted from the catalogue' },
    product_code: {
      ...nullableString,
      description: "The product's code now (to pick it from the shelf); null once deleted",
    },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    price: { ...nullableString, description: 'Unit price when ordered (after discount)' },
    quantity: { type: 'integer' },
    image: nullableString,
    currency: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const adminStatusEvent = {
  type: 'object',
  required: ['status', 'created_at', 'actor'],
  properties: {
    status: { type: 'string', enum: ORDER_STATUSES },
    created_at: { type: 'string', format: 'date-time' },
    actor: {
      anyOf: [
        {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
      description: 'Who moved the order; null for the shop itself (the order being placed)',
    },
  },
  additionalProperties: false,
} as const;

/** GET /admin/orders/{id}: one order with its lines, address copies and history. */
export const adminOrder = {
  type: 'object',
  required: [
    ...adminOrderSummary.required,
    'items',
    'shipping_address',
    'billing_address',
    'alternative_address',
    'note',
    'seen_at',
    'paid_at',
    'refunded_at',
    'payment_hold_until',
    'status_history',
  ],
  properties: {
    ...adminOrderSummary.properties,
    items: { type: 'array', items: adminOrderItem },
    shipping_address: {
      anyOf: [address, { type: 'null' }],
      description: 'The saved address as it was when the order was placed',
    },
    billing_address: {
      anyOf: [billingAddress, { type: 'null' }],
      description: 'The address typed at checkout',
    },
    alternative_address: { anyOf: [address, { type: 'null' }] },
    note: nullableString,
    seen_at: timestamp('When the order was first opened in the back office'),
    paid_at: timestamp('Online card payments: when the gateway confirmed the payment'),
    refunded_at: timestamp('When the gateway gave a paid order’s money back (the order cancelled)'),
    payment_hold_until: timestamp(
      'Online card payments not made yet: the stock is held until then, then the order is cancelled',
    ),
    status_history: { type: 'array', items: adminStatusEvent, description: 'Oldest first' },
  },
  additionalProperties: false,
} as const;
export type AdminOrderDto = Wire<typeof adminOrder>;
export const adminOrderAnswer = dataAnswer(adminOrder);
export type AdminOrderAnswer = Wire<typeof adminOrderAnswer>;

export const adminOrderParams = idParams('id', 'Order id');

/** PATCH /admin/orders/{id}: a new status, the cash collected mark, a payment reviewed, or several. */
export const adminOrderPatchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    status: {
      type: 'string',
      enum: ORDER_STATUSES,
      description:
        'pending → confirmed → shipped → delivered; pending, confirmed or shipped → cancelled (the stock goes back once; an order paid online is refunded through the gateway first, 409 order_refund_refused when it refuses). Other moves: 409; an unpaid online order can only be cancelled (409 order_awaiting_payment)',
    },
    cash_collected: {
      type: 'boolean',
      description: 'Cash orders only (else 422): the courier’s cash reached the shop, or not',
    },
    payment_reviewed: {
      type: 'boolean',
      enum: [true],
      description:
        'A person has looked at the payment payment_review_at points to: clears it (nothing changes when none is waiting)',
    },
  },
} as const;
export type AdminOrderPatchBody = Wire<typeof adminOrderPatchBody>;

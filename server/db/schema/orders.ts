import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns';
import { addresses, users } from './account';
import { products } from './catalog';

// Order status values are ours: the API's clients are not promised a fixed set.
export const orderStatus = pgEnum('order_status', [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
]);
export const paymentMethod = pgEnum('payment_method', ['cash', 'card']);
/**
 * Where the order's money stands. Cash, and a card without an online gateway, are paid to the
 * courier (on_delivery). An online card order waits for the gateway's signed callback
 * (awaiting_payment → paid, or failed while the shopper may still retry); a paid order cancelled
 * by the shop is refunded through the gateway (refunded).
 */
export const paymentStatus = pgEnum('payment_status', [
  'on_delivery',
  'awaiting_payment',
  'paid',
  'refunded',
  'failed',
]);

/**
 * A saved address as it was when the order was placed: the order lists this copy, so editing or
 * deleting the saved address later changes nothing on the order.
 */
export interface OrderAddressCopy {
  id: number;
  address_title: string;
  first_name: string;
  family_name: string;
  phone_number: string;
  address: string;
  city_id: number;
  city: { id: number; name_ar: string; name_en: string } | null;
  country_id: number;
  main_address: 0 | 1;
}

/** Free-form address sent with an order instead of a saved one (billing_address). */
export interface OrderAddress {
  first_name?: string;
  last_name?: string;
  city_id?: number;
  address?: string;
  phone_number?: string;
  [key: string]: unknown;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull(),
    // Orders outlive a deleted account (bookkeeping); the link is cleared instead.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatus('status').notNull().default('pending'),
    paymentMethod: paymentMethod('payment_method').notNull().default('cash'),
    // The saved address chosen (cleared when it is deleted) and the copy the order keeps.
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressCopy>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    alternativeAddressId: integer('alternative_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    alternativeAddress: jsonb('alternative_address').$type<OrderAddressCopy>(),
    note: text('note'),
    // null: the client did not say (clients may send the terms agreement or leave it out).
    termsAccepted: boolean('terms_accepted'),
    newsletterOptOut: boolean('newsletter_opt_out').notNull().default(false),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull(),
    /** Cash on delivery: when the courier's cash reached the shop (the back office marks it). */
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true, mode: 'date' }),
    /** When a cancellation put the order's stock back: set once, so stock never returns twice. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true, mode: 'date' }),
    /** When someone in the back office first opened the order (unread orders have none). */
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
    paymentStatus: paymentStatus('payment_status').notNull().default('on_delivery'),
    /**
     * Online card orders: until when their pieces are held for the payment. Past it, an order
     * still unpaid is cancelled and its stock released (server/payments/holdSweep.ts).
     */
    paymentHoldUntil: timestamp('payment_hold_until', { withTimezone: true, mode: 'date' }),
    /** The gateway's hosted checkout page for this order (answered until the order is paid). */
    paymentCheckoutUrl: text('payment_checkout_url'),
    /** The gateway's own order id (Paymob's intention_order_id): its callbacks name it. */
    gatewayOrderId: text('gateway_order_id'),
    /** The gateway's transaction that paid the order: a refund names it. */
    gatewayTransactionId: text('gateway_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set while a refund asked of the gateway is under way, so a second cancel of the same order
     * does not ask again; cleared when the gateway has answered.
     */
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when a payment came that the shop could not settle on its own (a second success for an
     * order already paid that the gateway's inquiry did not confirm): a person must look before
     * any money moves. Cleared by staff once handled.
     */
    paymentReviewAt: timestamp('payment_review_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The back office: newest first, by status, and the unread count.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_unseen_idx')
      .on(t.createdAt)
      .where(sql`${t.seenAt} is null`),
    check('orders_total_price_non_negative', sql`${t.totalPrice} >= 0`),
    // The hold sweep reads only the orders still holding stock for a payment.
    index('orders_payment_hold_idx')
      .on(t.paymentHoldUntil)
      .where(sql`${t.paymentHoldUntil} is not null`),
    uniqueIndex('orders_gateway_order_unique').on(t.gatewayOrderId),
  ],
);

/**
 * Every gateway transaction the server has acted on, by the gateway's transaction id: a callback
 * repeated (the gateway retries, or someone replays it) finds its row and changes nothing.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gatewayTransactionId: text('gateway_transaction_id').notNull(),
    success: boolean('success').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * What it did: paid, failed (the order may still be paid), ignored (it came for an order that
     * could no longer take it), refunded / refund_failed (such a payment given back, or not).
     */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_gateway_unique').on(t.gatewayTransactionId),
    index('payment_transactions_order_idx').on(t.orderId),
  ],
);

/**
 * Each status an order reached, when, and who moved it (null: the shop's own process, e.g. the
 * order being placed): the shopper's timeline and the back office's history read it.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

// A snapshot of the product as sold: later price or name changes do not rewrite history.
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image'),
    currency: text('currency').notNull().default('EGP'),
    priceAfterDiscount: numeric('price_after_discount', { precision: 12, scale: 2 }),
    priceBeforeDiscount: numeric('price_before_discount', { precision: 12, scale: 2 }),
    quantity: integer('quantity').notNull(),
    colorId: integer('color_id'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    check('order_items_quantity_min', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Replays the first answer of a repeated POST with the same Idempotency-Key (double submit). A row
 * is written in the same transaction as the work it answers, so it is never seen half done.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    // Null only inside the claiming transaction, before the answer is known.
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_user_key_unique').on(t.userId, t.key)],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  shippingAddress: one(addresses, {
    fields: [orders.shippingAddressId],
    references: [addresses.id],
    relationName: 'shipping_address',
  }),
  alternativeAddress: one(addresses, {
    fields: [orders.alternativeAddressId],
    references: [addresses.id],
    relationName: 'alternative_address',
  }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export type Order = typeof orders.$inferSelect;
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;

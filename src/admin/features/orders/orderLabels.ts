// Translation keys of the order values staff see, and the amounts the order page works out.
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import type { OrderStatus } from '../../../shared/rules/orderStatus';
import type { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../shared/wire/orders';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type OrderItem = AdminOrderDto['items'][number];

export const STATUS_KEYS: Record<OrderStatus, string> = {
  pending: 'admin_order_status_pending',
  confirmed: 'admin_order_status_confirmed',
  shipped: 'admin_order_status_shipped',
  delivered: 'admin_order_status_delivered',
  cancelled: 'admin_order_status_cancelled',
};

export const PAYMENT_KEYS: Record<PaymentMethod, string> = {
  cash: 'admin_order_payment_cash',
  card: 'admin_order_payment_card',
};

export const PAYMENT_STATUS_KEYS: Record<PaymentStatus, string> = {
  on_delivery: 'admin_payment_status_on_delivery',
  awaiting_payment: 'admin_payment_status_awaiting_payment',
  paid: 'admin_payment_status_paid',
  refunded: 'admin_payment_status_refunded',
  failed: 'admin_payment_status_failed',
};

/** How the order is paid: cash, a card on delivery (no gateway) or a card online (the gateway). */
export function paymentLabelKey(
  order: Pick<AdminOrderDto, 'payment_method' | 'payment_status'>,
): string {
  if (order.payment_method === 'cash') return PAYMENT_KEYS.cash;
  return order.payment_status === 'on_delivery'
    ? 'admin_order_payment_card_on_delivery'
    : 'admin_order_payment_card_online';
}

/** Paid online and still in the gateway's hands: cancelling it refunds it first. */
export const refundsOnCancel = (order: Pick<AdminOrderDto, 'payment_status'>): boolean =>
  order.payment_status === 'paid';

/** An online payment not made yet: the order can only be cancelled until it arrives. */
export const awaitsPayment = (order: Pick<AdminOrderDto, 'payment_status'>): boolean =>
  order.payment_status === 'awaiting_payment' || order.payment_status === 'failed';

/** Every status and payment method, in the order the lists show them (the maps' order). */
export const STATUS_LIST = Object.keys(STATUS_KEYS) as OrderStatus[];
export const PAYMENT_LIST = Object.keys(PAYMENT_KEYS) as PaymentMethod[];

/** "1250.00" → 125000 piasters: sums in whole piasters never drift like sums of floats. */
function toPiasters(amount: string | null): number | null {
  if (amount === null || amount.trim() === '') return null;
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

const fromPiasters = (piasters: number): string => (piasters / 100).toFixed(2);

/** Unit price × quantity, or null when the line had no price. */
export function lineTotal(item: OrderItem): string | null {
  const unit = toPiasters(item.price);
  return unit === null ? null : fromPiasters(unit * item.quantity);
}

/** Σ of the lines' totals (lines without a price count as nothing). */
export function subtotal(items: readonly OrderItem[]): string {
  return fromPiasters(
    items.reduce((sum, item) => sum + (toPiasters(item.price) ?? 0) * item.quantity, 0),
  );
}

/**
 * A left-to-right value (an order number) inside a translated sentence given as plain text (a
 * dialog title): isolated with LRI…PDI, or in Arabic the punctuation after it jumps into it.
 */
export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;

/** A WhatsApp chat with an Egyptian mobile number: 01… is +20 1…, so wa.me/201…. */
export function whatsAppHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^01\d{9}$/.test(digits)) return `https://wa.me/2${digits}`;
  if (/^201\d{9}$/.test(digits)) return `https://wa.me/${digits}`;
  return null;
}

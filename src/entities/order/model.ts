// Orders as listed, as the orders page and the account's orders tab show them. Made
// from the server's answers in api/transforms/order.ts.
import type { Address } from '../../api/transforms/address';

/** Status timeline: pending → confirmed → shipped → delivered, or cancelled. */
export const ORDER_STEPS = ['pending', 'confirmed', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STEPS)[number] | 'cancelled';
export type PaymentMethod = 'cash' | 'card';
/**
 * on_delivery: paid to the courier (cash, or card on delivery); the others belong to a card paid
 * online: awaiting_payment, paid, refunded (cancelled after paying), failed (declined or too late).
 */
export const PAYMENT_STATUSES = [
  'on_delivery',
  'awaiting_payment',
  'paid',
  'refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrderLine {
  /** null once the product left the catalogue. */
  productId: number | null;
  /** As sold, in the page language. */
  name: string;
  image: string | null;
  /** Unit price when ordered (a non-zero amount), null without one. */
  price: string | null;
  priceBefore: string | null;
  currency: string;
  quantity: number;
}

/** The shipping form's address as the server copied it into the order (billing_address). */
export interface OrderDeliveryAddress {
  firstName: string;
  lastName: string;
  address: string;
  cityId: number | null;
  phoneNumber: string | null;
}

export interface Order {
  id: number;
  /** e.g. ZJ-000042 */
  number: string;
  /** null for a status this storefront does not know (the raw text is in statusText). */
  status: OrderStatus | null;
  statusText: string;
  lines: OrderLine[];
  /** The account's name and address when ordered. */
  buyer: { name: string; address: string | null };
  /** The address typed at checkout. */
  deliveryAddress: OrderDeliveryAddress | null;
  /** A saved address named as the delivery address, as it was when ordered. */
  shippingAddress: Address | null;
  /** The saved alternative (backup) address chosen at checkout, as it was when ordered. */
  alternativeAddress: Address | null;
  paymentMethod: PaymentMethod | null;
  /** null when the server sent none (a host without card payments online). */
  paymentStatus: PaymentStatus | null;
  /** A card order paid online, until paid: the gateway's page where the shopper pays. */
  checkoutUrl: string | null;
  note: string | null;
  /** "1250.00": Σ quantity × price when ordered (shipping excluded: store pickup). */
  total: string | null;
  currency: string;
  /** ISO date-time, null when the server sent none. */
  createdAt: string | null;
  /** When each status was reached, oldest first; empty when the server sent no history. */
  statusHistory: OrderStatusStep[];
}

export interface OrderStatusStep {
  status: OrderStatus;
  /** ISO date-time. */
  at: string;
}

/** What checkout leaves in the location state of /orders-checkout: the order just placed. */
export interface OrdersLocationState {
  openOrderId?: number;
}

export type { Address };

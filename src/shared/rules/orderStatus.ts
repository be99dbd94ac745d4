// Where an order may go from each status, shared by the server (which refuses any other move) and
// the back office (which offers only these). Delivered and cancelled are final: a delivered
// order's goods are with the customer, a cancelled one's stock is back on the shelf.
import type { ORDER_STATUSES } from '../wire/orders';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const NEXT_ORDER_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  NEXT_ORDER_STATUSES[from].includes(to);

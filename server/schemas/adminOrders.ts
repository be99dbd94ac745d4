// Route schemas of the back office's order calls: documentation plus the wire shapes of
// src/shared/wire/adminOrders.ts (OpenAPI at /api/docs). Every call needs a staff or owner token.
import {
  adminOrderAnswer,
  adminOrderListAnswer,
  adminOrderListQuery,
  adminOrderParams,
  adminOrderPatchBody,
  adminUnreadCountAnswer,
} from '../../src/shared/wire/adminOrders';
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['admin orders'], security: bearerSecurity });

export const adminOrderListSchema = route(
  'Orders, newest first, paged and filtered (status, payment method, dates, number or phone, unread). Staff or owner',
  { querystring: adminOrderListQuery },
  adminOrderListAnswer,
);

export const adminUnreadCountSchema = route(
  'How many orders nobody in the back office has opened yet. Staff or owner',
  {},
  adminUnreadCountAnswer,
);

export const adminOrderSchema = route(
  'One order with its lines, address copies and status history; the first opening marks it seen. Staff or owner',
  { params: adminOrderParams, querystring: langQuery },
  adminOrderAnswer,
);

export const adminOrderPatchSchema = route(
  'Moves the status (409 order_status_invalid for a move not allowed; cancelling returns the stock once), marks the cash collected (cash orders only) and/or clears a payment review (payment_reviewed). Writes the history and audit rows in the same transaction. Staff or owner',
  { params: adminOrderParams, querystring: langQuery, body: adminOrderPatchBody },
  adminOrderAnswer,
);

// Route schemas of the order calls: documentation plus the wire shapes of
// src/shared/wire/orders.ts (OpenAPI at /api/docs). Every call acts for the bearer token's user;
// a foreign user_id is 403.
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import {
  idempotencyHeaders,
  orderCreateBody,
  orderCreatedAnswer,
  orderListAnswer,
  orderListQuery,
} from '../../src/shared/wire/orders';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['orders'], security: bearerSecurity });

export const orderListSchema = route(
  "The user's orders, newest first",
  { querystring: orderListQuery },
  orderListAnswer,
);

export const orderCreateSchema = route(
  'Places an order in one transaction: prices from the database, stock taken, cart emptied. 409 insufficient_stock refuses the whole order. With an Idempotency-Key a retry answers the first order again',
  { querystring: langQuery, headers: idempotencyHeaders, body: orderCreateBody },
  orderCreatedAnswer,
  { status: 201 },
);

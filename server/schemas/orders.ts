// Route schemas of the SPEC §7 order calls: documentation plus the wire shapes of
// src/shared/wire/orders.ts (OpenAPI at /api/docs). Every call acts for the bearer token's user;
// a foreign user_id is 403.
import { bearerSecurity, errorResponses, langQuery } from '../../src/shared/wire/common';
import {
  idempotencyHeaders,
  orderCreateBody,
  orderCreatedAnswer,
  orderListAnswer,
  orderListQuery,
} from '../../src/shared/wire/orders';

const orders = { tags: ['orders'], security: bearerSecurity } as const;

export const orderListSchema = {
  ...orders,
  summary: "The user's orders, newest first",
  querystring: orderListQuery,
  response: { 200: orderListAnswer, ...errorResponses },
} as const;

export const orderCreateSchema = {
  ...orders,
  summary:
    'Places an order in one transaction: prices from the database, stock taken, cart emptied. 409 insufficient_stock refuses the whole order. With an Idempotency-Key a retry answers the first order again',
  querystring: langQuery,
  headers: idempotencyHeaders,
  body: orderCreateBody,
  response: { 201: orderCreatedAnswer, ...errorResponses },
} as const;

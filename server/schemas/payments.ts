// Route schemas of the card payment calls: documentation plus the wire shapes of
// src/shared/wire/payments.ts (OpenAPI at /api/docs).
import {
  paymentMethodsAnswer,
  paymobCallbackAnswer,
  paymobCallbackBody,
  paymobCallbackQuery,
} from '../../src/shared/wire/payments';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['payments'] });

export const paymentMethodsSchema = route(
  'Which card payment the shop takes: online through the gateway (card_online) or on delivery',
  {},
  paymentMethodsAnswer,
);

export const paymobCallbackSchema = route(
  "Paymob's transaction callback (server to server). Acted on only when its HMAC is right (else 401), and its amount, currency and order are the order's (else 422, order unchanged). The same transaction again changes nothing (200 replayed). A success marks the order paid only while it holds its stock; one arriving later is given back",
  { querystring: paymobCallbackQuery, body: paymobCallbackBody },
  paymobCallbackAnswer,
);

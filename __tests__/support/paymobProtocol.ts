// Paymob's protocol as the stand-in (paymobStandIn.ts) speaks it: the keys, the intention and
// transaction shapes, the callback's HMAC, the redirect's query and the hosted checkout page.
import { createHmac } from 'node:crypto';

export interface StandInKeys {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationId: number;
}

export const STAND_IN_KEYS: StandInKeys = {
  secretKey: 'sk_test_zujaj_stand_in',
  publicKey: 'pk_test_zujaj_stand_in',
  hmacSecret: 'hmac_test_zujaj_stand_in',
  integrationId: 4510,
};

export interface Intention {
  id: string;
  clientSecret: string;
  orderId: number;
  body: Record<string, unknown> & {
    amount: number;
    special_reference: string;
    notification_url: string;
    redirection_url: string;
  };
}

export interface Transaction {
  id: number;
  amount_cents: number;
  created_at: string;
  currency: string;
  error_occured: boolean;
  has_parent_transaction: boolean;
  integration_id: number;
  is_3d_secure: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_refunded: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  order: { id: number; merchant_order_id: string };
  owner: number;
  pending: boolean;
  source_data: { pan: string; sub_type: string; type: string };
  success: boolean;
  data: { message: string };
}

/** Paymob's HMAC: the fixed fields' values, in this order, concatenated, SHA-512 with the secret. */
export function paymobHmac(secret: string, t: Transaction): string {
  const values = [
    t.amount_cents,
    t.created_at,
    t.currency,
    t.error_occured,
    t.has_parent_transaction,
    t.id,
    t.integration_id,
    t.is_3d_secure,
    t.is_auth,
    t.is_capture,
    t.is_refunded,
    t.is_standalone_payment,
    t.is_voided,
    t.order.id,
    t.owner,
    t.pending,
    t.source_data.pan,
    t.source_data.sub_type,
    t.source_data.type,
    t.success,
  ];
  return createHmac('sha512', secret).update(values.map(String).join('')).digest('hex');
}

/** The redirect's query: the transaction's fields flattened as Paymob names them, and the hmac. */
export function redirectQuery(t: Transaction, hmac: string): Record<string, string> {
  const { order, source_data: source, data, ...rest } = t;
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) flat[key] = String(value);
  Object.assign(flat, {
    order: String(order.id),
    merchant_order_id: order.merchant_order_id,
    'source_data.pan': source.pan,
    'source_data.sub_type': source.sub_type,
    'source_data.type': source.type,
    'data.message': data.message,
    hmac,
  });
  return flat;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export function checkoutPage(intention: Intention): string {
  const amount = (intention.body.amount / 100).toFixed(2);
  const secret = escape(intention.clientSecret);
  const button = (result: string, label: string) =>
    `<form method="post" action="/unifiedcheckout/pay"><input type="hidden" name="clientSecret" value="${secret}"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paymob stand-in checkout</title></head><body><main><h1>Paymob stand-in checkout</h1><p>Order ${escape(intention.body.special_reference)}: <strong>${amount} EGP</strong></p>${button('pay', 'Pay')}${button('decline', 'Decline')}</main></body></html>`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// Paymob signs each transaction callback (the server-to-server POST and the shopper's redirect)
// with HMAC-SHA512, hex, keyed with the merchant's HMAC secret, over the values of these fields of
// the transaction object concatenated in this order with no separator. Booleans are written
// "true"/"false", numbers in decimal; a missing value counts as empty text. The format is Paymob's
// and must stay exactly so to match its signatures; the secret is the merchant account's, so what
// it cannot tell (which integration a transaction came through) callback.ts checks.

export const TRANSACTION_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** The value at a dotted path ("order.id"), or undefined. */
function valueAt(source: unknown, dotted: string): unknown {
  let value: unknown = source;
  for (const key of dotted.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
}

/** The signed text of a transaction object. */
export function transactionHmacMessage(transaction: unknown): string {
  return TRANSACTION_HMAC_FIELDS.map((field) => text(valueAt(transaction, field))).join('');
}

export function signTransaction(secret: string, transaction: unknown): string {
  return createHmac('sha512', secret).update(transactionHmacMessage(transaction)).digest('hex');
}

/**
 * Whether `given` is the transaction's signature. Compared in constant time over buffers of equal
 * length (a wrong length is refused before comparing), so the answer's timing tells a forger
 * nothing about how much of a guess was right.
 */
export function verifyTransaction(secret: string, transaction: unknown, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  const expected = Buffer.from(signTransaction(secret, transaction), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

import { signTransaction, transactionHmacMessage, verifyTransaction } from './hmac';

// A transaction as Paymob's callback carries it (only the signed fields and a few others).
const transaction = {
  id: 123456,
  pending: false,
  amount_cents: 10000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 78,
  has_parent_transaction: false,
  order: { id: 4242, merchant_order_id: 'ZJ-000001' },
  created_at: '2025-01-01T10:00:00.000000',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 42,
  data: { message: 'Approved' },
};

// Worked out apart from the code under test:
// printf '%s' '<the message below>' | openssl dgst -sha512 -hmac test-hmac-secret
const MESSAGE =
  '100002025-01-01T10:00:00.000000EGPfalsefalse12345678truefalsefalsefalsetruefalse424242false2346MasterCardcardtrue';
const SIGNATURE =
  '310509b972e40b891cd48ebbd9e335744f6000654f1f3d251fc65df55975e06260ad26105498a99e8c340e01fd210cd9657c45d7e9f7730cd46444c447cdaa44';

describe('the callback signature (HMAC-SHA512 over the fixed fields)', () => {
  it('concatenates the fields in the fixed order, booleans as true/false', () => {
    expect(transactionHmacMessage(transaction)).toBe(MESSAGE);
  });

  it('signs as openssl does', () => {
    expect(signTransaction('test-hmac-secret', transaction)).toBe(SIGNATURE);
  });

  it('accepts the signature, in either case of hex', () => {
    expect(verifyTransaction('test-hmac-secret', transaction, SIGNATURE)).toBe(true);
    expect(verifyTransaction('test-hmac-secret', transaction, SIGNATURE.toUpperCase())).toBe(true);
  });

  it.each([
    ['another secret', 'other-secret', transaction, SIGNATURE],
    ['a changed amount', 'test-hmac-secret', { ...transaction, amount_cents: 1 }, SIGNATURE],
    ['success flipped', 'test-hmac-secret', { ...transaction, success: false }, SIGNATURE],
    ['a cut signature', 'test-hmac-secret', transaction, SIGNATURE.slice(0, 64)],
    ['no signature', 'test-hmac-secret', transaction, undefined],
    ['a non-hex signature', 'test-hmac-secret', transaction, 'z'.repeat(128)],
    ['a signature as an array', 'test-hmac-secret', transaction, [SIGNATURE]],
  ])('refuses %s', (_name, secret, signed, given) => {
    expect(verifyTransaction(secret, signed, given)).toBe(false);
  });
});

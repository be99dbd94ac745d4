import type { PaymobConfig } from '../config';

// Paymob's API as the shop uses it: a payment intention for each online card order (the shopper
// then pays on Paymob's hosted checkout page), a refund of a paid transaction and the inquiry of
// one transaction by its id. Every call carries the secret key; amounts are whole piasters. The callbacks Paymob sends back are checked in
// hmac.ts and acted on in callback.ts.

/** How long a call to the gateway may take before the shop gives up on it. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** The gateway refused, failed or could not be reached; `status` is its HTTP status when it answered. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface IntentionItem {
  name: string;
  /** One piece, in piasters. */
  amount: number;
  description: string;
  quantity: number;
}

export interface BillingData {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  city: string;
  country: 'EG';
  state: string;
}

export interface IntentionRequest {
  /** Σ amount × quantity of the items, in piasters. */
  amountCents: number;
  items: IntentionItem[];
  billing: BillingData;
  /** Our order number: Paymob keeps it as the merchant's reference. */
  specialReference: string;
  /** Where Paymob posts the transaction (server to server). */
  notificationUrl: string;
  /** Where the shopper's browser goes after paying. */
  redirectionUrl: string;
}

export interface Intention {
  id: string;
  /** Paymob's order id: its transaction callbacks name it as obj.order.id. */
  gatewayOrderId: string;
  /** The hosted checkout page of this intention. */
  checkoutUrl: string;
}

async function call(config: PaymobConfig, path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Token ${config.secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(`${path}: ${(error as Error).name}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new GatewayError(`${path}: HTTP ${response.status}`, response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GatewayError(`${path}: the answer is not JSON`, response.status);
  }
}

const field = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null
    ? (answer as Record<string, unknown>)[name]
    : undefined;

const idText = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && value > 0)
    ? String(value)
    : null;

/** POST {base}/v1/intention/: the intention and the address of its hosted checkout page. */
export async function createIntention(
  config: PaymobConfig,
  request: IntentionRequest,
): Promise<Intention> {
  const answer = await call(config, '/v1/intention/', {
    amount: request.amountCents,
    currency: 'EGP',
    payment_methods: [config.integrationId],
    items: request.items,
    billing_data: request.billing,
    special_reference: request.specialReference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
  });
  const id = idText(field(answer, 'id'));
  const clientSecret = idText(field(answer, 'client_secret'));
  const gatewayOrderId = idText(field(answer, 'intention_order_id'));
  if (!id || !clientSecret || !gatewayOrderId) {
    throw new GatewayError(
      '/v1/intention/: the answer lacks id, client_secret or intention_order_id',
    );
  }
  const query = new URLSearchParams({ publicKey: config.publicKey, clientSecret });
  return { id, gatewayOrderId, checkoutUrl: `${config.baseUrl}/unifiedcheckout/?${query}` };
}

/**
 * POST {base}/api/acceptance/void_refund/refund: gives a paid transaction's money back. Resolves
 * only when Paymob says the refund succeeded; anything else throws GatewayError.
 */
export async function refundTransaction(
  config: PaymobConfig,
  refund: { transactionId: string; amountCents: number },
): Promise<void> {
  const answer = await call(config, '/api/acceptance/void_refund/refund', {
    transaction_id: /^\d+$/.test(refund.transactionId)
      ? Number(refund.transactionId)
      : refund.transactionId,
    amount_cents: refund.amountCents,
  });
  if (field(answer, 'success') !== true) {
    throw new GatewayError('/api/acceptance/void_refund/refund: the refund did not succeed');
  }
}

/** Paymob's own record of one transaction, as far as the shop checks it. */
export interface TransactionRecord {
  id: string | null;
  success: boolean;
  pending: boolean;
  refunded: boolean;
  voided: boolean;
  amountCents: number | null;
  currency: string | null;
  /** Paymob's order id (its answer names the order as an object or as a bare id). */
  gatewayOrderId: string | null;
  integrationId: number | null;
}

/**
 * GET {base}/api/acceptance/transactions/{id}: the transaction as Paymob itself keeps it, asked
 * for rather than believed from a callback. Throws GatewayError when Paymob does not answer it.
 */
export async function retrieveTransaction(
  config: PaymobConfig,
  transactionId: string,
): Promise<TransactionRecord> {
  if (!/^\d{1,20}$/.test(transactionId)) {
    throw new GatewayError(`transaction inquiry: "${transactionId}" is not a transaction id`);
  }
  const path = `/api/acceptance/transactions/${transactionId}`;
  const answer = await call(config, path);
  const order = field(answer, 'order');
  const number = (value: unknown): number | null =>
    typeof value === 'number' && Number.isInteger(value) ? value : null;
  const currency = field(answer, 'currency');
  return {
    id: idText(field(answer, 'id')),
    success: field(answer, 'success') === true,
    pending: field(answer, 'pending') !== false,
    refunded: field(answer, 'is_refunded') === true,
    voided: field(answer, 'is_voided') === true,
    amountCents: number(field(answer, 'amount_cents')),
    currency: typeof currency === 'string' ? currency : null,
    gatewayOrderId: idText(typeof order === 'object' ? field(order, 'id') : order),
    integrationId: number(field(answer, 'integration_id')),
  };
}

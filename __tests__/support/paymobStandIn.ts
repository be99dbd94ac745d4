// A stand-in for Paymob, speaking its documented protocol, for the server tests and the card
// journey: POST /v1/intention/ (secret key in `Authorization: Token …`), the hosted checkout page
// GET /unifiedcheckout/?publicKey=…&clientSecret=… with Pay and Decline buttons (each posts the
// signed transaction to the intention's notification_url, then sends the browser to its
// redirection_url with the same fields and hmac in the query), POST
// /api/acceptance/void_refund/refund and GET /api/acceptance/transactions/{id} (the inquiry). Its
// HMAC is written out here on purpose, apart from the server's server/payments/hmac.ts, so a
// mistake in one shows against the other.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkoutPage,
  paymobHmac,
  redirectQuery,
  STAND_IN_KEYS,
  type Intention,
  type StandInKeys,
  type Transaction,
} from './paymobProtocol';

export { paymobHmac, STAND_IN_KEYS, type Intention, type Transaction } from './paymobProtocol';

/** What a transaction needs of its intention. */
export type TransactionOf = Pick<Intention, 'orderId'> & {
  body: Pick<Intention['body'], 'amount' | 'special_reference'>;
};

/** Delivers a callback: (notification_url with ?hmac=…, JSON body) → the merchant's status. */
export type Deliver = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

const fetchDeliver: Deliver = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

export class PaymobStandIn {
  readonly intentions: Intention[] = [];
  readonly transactions: Transaction[] = [];
  readonly refunds: Array<{ transaction_id: number; amount_cents: number }> = [];
  /** Set to make refunds fail (Paymob refusing). */
  refuseRefunds = false;
  /** Set to answer intentions with 503 (Paymob down). */
  refuseIntentions = false;
  /** Set to answer transaction inquiries with 503 (Paymob down). */
  refuseInquiries = false;
  /**
   * How Paymob's own record of a delivered transaction differs from what was delivered, by id;
   * null: Paymob has no such transaction (404).
   */
  readonly ledger = new Map<number, Partial<Transaction> | null>();
  /** The transaction ids asked about, in order. */
  readonly inquiries: number[] = [];
  url = '';
  private server: http.Server | null = null;
  private serial = 0;

  constructor(
    readonly keys: StandInKeys = STAND_IN_KEYS,
    private readonly deliver: Deliver = fetchDeliver,
  ) {}

  /** Forgets every intention, transaction and refund, and takes back the refusals. */
  reset(): void {
    this.intentions.length = 0;
    this.transactions.length = 0;
    this.refunds.length = 0;
    this.refuseRefunds = false;
    this.refuseIntentions = false;
    this.refuseInquiries = false;
    this.ledger.clear();
    this.inquiries.length = 0;
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((request, response) => {
      void this.route(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The intention made for our order number. */
  intentionOf(reference: string): Intention {
    const found = this.intentions.find((i) => i.body.special_reference === reference);
    if (!found) throw new Error(`no intention for ${reference}`);
    return found;
  }

  /** A transaction of the intention as Paymob would report it; `changes` alter it. */
  transaction(
    intention: TransactionOf,
    success: boolean,
    changes: Partial<Transaction> = {},
  ): Transaction {
    this.serial += 1;
    return {
      id: 880000 + this.serial,
      amount_cents: intention.body.amount,
      created_at: '2026-11-27T10:00:00.000000',
      currency: 'EGP',
      error_occured: false,
      has_parent_transaction: false,
      integration_id: this.keys.integrationId,
      is_3d_secure: true,
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      order: { id: intention.orderId, merchant_order_id: intention.body.special_reference },
      owner: 301,
      pending: false,
      source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
      success,
      data: { message: success ? 'Approved' : 'Do not honour' },
      ...changes,
    };
  }

  /** Posts `transaction` to the intention's notification_url, signed (or with `hmac`). */
  async notify(intention: Intention, transaction: Transaction, hmac?: string) {
    this.transactions.push(transaction);
    const signature = hmac ?? paymobHmac(this.keys.hmacSecret, transaction);
    const url = new URL(intention.body.notification_url);
    url.searchParams.set('hmac', signature);
    return this.deliver(url.href, { type: 'TRANSACTION', obj: transaction });
  }

  private authorized(request: http.IncomingMessage): boolean {
    return request.headers.authorization === `Token ${this.keys.secretKey}`;
  }

  private async route(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/v1/intention/') {
      if (!this.authorized(request)) return json(401, { detail: 'Authentication failed' });
      if (this.refuseIntentions) return json(503, { detail: 'Service unavailable' });
      const problem = this.intentionProblem(JSON.parse(raw) as Intention['body']);
      if (problem) return json(400, { detail: problem });
      this.serial += 1;
      const intention: Intention = {
        id: `pi_test_${this.serial}`,
        clientSecret: `egy_csk_test_${this.serial}`,
        orderId: 9000 + this.serial,
        body: JSON.parse(raw) as Intention['body'],
      };
      this.intentions.push(intention);
      return json(201, {
        id: intention.id,
        client_secret: intention.clientSecret,
        intention_order_id: intention.orderId,
        amount: intention.body.amount,
        currency: 'EGP',
        status: 'intended',
      });
    }
    if (request.method === 'GET' && url.pathname === '/unifiedcheckout/') {
      const intention = this.intentions.find(
        (i) => i.clientSecret === url.searchParams.get('clientSecret'),
      );
      if (!intention || url.searchParams.get('publicKey') !== this.keys.publicKey) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('Unknown checkout');
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(checkoutPage(intention));
    }
    if (request.method === 'POST' && url.pathname === '/unifiedcheckout/pay') {
      const form = new URLSearchParams(raw);
      const intention = this.intentions.find((i) => i.clientSecret === form.get('clientSecret'));
      if (!intention) return json(404, { detail: 'Unknown checkout' });
      const transaction = this.transaction(intention, form.get('result') === 'pay');
      const hmac = paymobHmac(this.keys.hmacSecret, transaction);
      await this.notify(intention, transaction, hmac);
      const back = new URL(intention.body.redirection_url);
      for (const [key, value] of Object.entries(redirectQuery(transaction, hmac))) {
        back.searchParams.append(key, value);
      }
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/api/acceptance/void_refund/refund') {
      if (!this.authorized(request)) return json(401, { detail: 'Authentication failed' });
      const body = JSON.parse(raw) as { transaction_id: number; amount_cents: number };
      const paid = this.transactions.find((t) => t.id === body.transaction_id && t.success);
      if (this.refuseRefunds || !paid || body.amount_cents > paid.amount_cents) {
        return json(400, { success: false, detail: 'Refund refused' });
      }
      this.refunds.push(body);
      return json(200, { id: paid.id + 500000, success: true, is_refunded: true, pending: false });
    }
    const inquiry = /^\/api\/acceptance\/transactions\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && inquiry) {
      if (!this.authorized(request)) return json(401, { detail: 'Authentication failed' });
      const id = Number(inquiry[1]);
      this.inquiries.push(id);
      if (this.refuseInquiries) return json(503, { detail: 'Service unavailable' });
      const delivered = this.transactions.find((t) => t.id === id);
      const changes = this.ledger.get(id);
      if (!delivered || changes === null) return json(404, { detail: 'Not found.' });
      return json(200, { ...delivered, ...changes });
    }
    json(404, { detail: 'Not found' });
  }

  /** What Paymob would refuse in an intention (an empty string when it is acceptable). */
  private intentionProblem(body: Intention['body']): string {
    const items = body.items as Array<{ amount: number; quantity: number; name: string }>;
    if (!Number.isInteger(body.amount) || body.amount <= 0) return 'amount must be an integer';
    if (body.currency !== 'EGP') return 'currency';
    const methods = body.payment_methods as unknown[];
    if (methods.length !== 1 || methods[0] !== this.keys.integrationId) return 'payment_methods';
    if (!Array.isArray(items) || items.some((i) => !i.name || !Number.isInteger(i.amount))) {
      return 'items: name and amount are required';
    }
    if (items.reduce((sum, i) => sum + i.amount * i.quantity, 0) !== body.amount) {
      return 'items must add up to the amount';
    }
    const billing = body.billing_data as Record<string, unknown>;
    for (const key of ['first_name', 'last_name', 'email', 'phone_number', 'street', 'city']) {
      if (typeof billing?.[key] !== 'string' || billing[key] === '') return `billing_data.${key}`;
    }
    if (!body.special_reference || !body.notification_url || !body.redirection_url) {
      return 'special_reference, notification_url and redirection_url';
    }
    return '';
  }
}

/**
 * The two loads of bench/cluster.ts as autocannon request sequences. autocannon runs each
 * connection through its sequence again and again, with a context that starts empty on every pass:
 * one pass is one visit.
 *
 * - reads: a visitor without an account: the catalogue calls of the storefront (categories,
 *   latest products, a product's details, a category's first page) and a server-rendered category
 *   page, the ids and categories taken in turn. api reads: the same without the page.
 * - shoppers: a registered shopper's visit: sign in, then the same reads carrying the token (as the
 *   storefront sends it on every API call once signed in, so the read cache never answers them),
 *   two cart adds and one order with a fresh Idempotency-Key; 32 requests, 28 of them reads.
 */
import { randomUUID } from 'node:crypto';
import { orderBody, PASSWORD } from '../e2e/cluster/shop';

/** What the loads read and buy: filled in from the demo catalogue by bench/cluster.ts. */
export interface Catalogue {
  categories: Array<{ id: number; slug: string }>;
  products: number[];
  /** Products in stock that a cart and an order take. */
  buyable: number[];
  /** Registered shoppers' phone numbers (password PASSWORD). */
  shoppers: string[];
}

interface Context {
  token?: string;
}

interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Request, context: Context) => Request;
  onResponse?: (status: number, body: string, context: Context) => void;
}

const BROWSER = { 'accept-language': 'ar', 'accept-encoding': 'br, gzip' };

/** Takes the items of a list in turn, across all connections. */
function inTurn<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length]!;
    next += 1;
    return item;
  };
}

/** The read calls, each with its own turn through the catalogue; `signedIn`: with the token. */
function readCalls(catalogue: Catalogue, signedIn: boolean): Request[] {
  const product = inTurn(catalogue.products);
  const category = inTurn(catalogue.categories);
  const page = inTurn(catalogue.categories);
  const api = (path: () => string): Request => ({
    setupRequest: (request, context) => ({
      ...request,
      path: path(),
      headers: {
        ...BROWSER,
        ...(signedIn && context.token ? { authorization: `Bearer ${context.token}` } : {}),
      },
    }),
  });
  return [
    api(() => '/api/v1/main-categories'),
    api(() => '/api/v1/all-latest-products'),
    api(() => `/api/v1/productsDetails/${product()}`),
    api(() => `/api/v1/products/${category().id}?page=1`),
    // A page is a navigation: the browser sends no bearer token with it.
    {
      setupRequest: (request) => ({
        ...request,
        path: `/${encodeURIComponent(page().slug)}`,
        headers: BROWSER,
      }),
    },
  ];
}

export function readsLoad(catalogue: Catalogue): Request[] {
  return readCalls(catalogue, false);
}

/** The reads without the page: what the read cache answers alone. */
export function apiReadsLoad(catalogue: Catalogue): Request[] {
  return readCalls(catalogue, false).slice(0, 4);
}

export function shoppersLoad(catalogue: Catalogue): Request[] {
  const shopper = inTurn(catalogue.shoppers);
  const buyable = inTurn(catalogue.buyable);
  const reads = readCalls(catalogue, true);
  const readRun = (count: number) => Array.from({ length: count }, (_, i) => reads[i % 5]!);
  const json = (context: Context, key?: string) => ({
    ...BROWSER,
    'content-type': 'application/json',
    ...(context.token ? { authorization: `Bearer ${context.token}` } : {}),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const login: Request = {
    method: 'POST',
    path: '/api/v1/login',
    setupRequest: (request) => ({
      ...request,
      headers: { ...BROWSER, 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: shopper(), password: PASSWORD }),
    }),
    onResponse: (status, body, context) => {
      if (status === 200) context.token = (JSON.parse(body) as { token: string }).token;
    },
  };
  const cartAdd: Request = {
    method: 'POST',
    path: '/api/v1/cart/store',
    setupRequest: (request, context) => ({
      ...request,
      headers: json(context),
      body: JSON.stringify({ product_id: buyable(), quantity: 1 }),
    }),
  };
  const order: Request = {
    method: 'POST',
    path: '/api/v1/user-orders/create',
    setupRequest: (request, context) => ({
      ...request,
      headers: json(context, randomUUID()),
      body: JSON.stringify(orderBody(buyable())),
    }),
  };
  return [
    login,
    ...readRun(8),
    cartAdd,
    ...readRun(8),
    cartAdd,
    ...readRun(8),
    order,
    ...readRun(4),
  ];
}

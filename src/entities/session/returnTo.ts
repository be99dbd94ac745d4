// Return after login: where /login (and /register after it) sends the shopper
// back to, and what they were doing when a login-required action sent them there. It travels in
// the location state of the /login entry (this tab's history only: never stored elsewhere), so an
// abandoned login never adds something to a cart later. The product buttons are also links to
// /login carrying it in the address (signInSearch), for a tap before the page's scripts run or
// without them: /login reads it from there when no state came.
import type { Location } from 'react-router';

/** A login-required action a visitor tried, done for them once they are logged in. */
export type SignInIntent =
  | { kind: 'cart'; productId: number; quantity: number; colorId: number | null }
  | { kind: 'favourite'; productId: number };

/** What /login reads from the location state to come back (RequireAuth, the product buttons). */
export interface ReturnTo {
  from: { pathname: string; search: string; hash: string };
  intent?: SignInIntent;
}

/** The state to navigate to /login with, coming back to `location` afterwards. */
export function returnToHere(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  intent?: SignInIntent,
): ReturnTo {
  const { pathname, search, hash } = location;
  return intent
    ? { from: { pathname, search, hash }, intent }
    : { from: { pathname, search, hash } };
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function readIntent(value: unknown): SignInIntent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const intent = value as Record<string, unknown>;
  if (!isId(intent.productId)) return undefined;
  if (intent.kind === 'favourite') return { kind: 'favourite', productId: intent.productId };
  if (intent.kind !== 'cart') return undefined;
  const quantity = isId(intent.quantity) ? intent.quantity : 1;
  const colorId = isId(intent.colorId) ? intent.colorId : null;
  return { kind: 'cart', productId: intent.productId, quantity, colorId };
}

/**
 * The ReturnTo in a location state, read defensively (history state survives reloads and may be
 * anything); null when there is none. Only same-site paths are accepted.
 */
export function readReturnTo(state: unknown): ReturnTo | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, intent } = state as Record<string, unknown>;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return null;
  }
  const back = {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
  const read = readIntent(intent);
  return read ? { from: back, intent: read } : { from: back };
}

/** Address parameters of a ReturnTo (signInSearch / readReturnToSearch). */
const PARAM = {
  back: 'back',
  cart: 'cart',
  quantity: 'quantity',
  color: 'color',
  favourite: 'favourite',
};

/** The ReturnTo as /login's query string ("?back=…&cart=…"), for a link that works without script. */
export function signInSearch(returnTo: ReturnTo): string {
  const { pathname, search, hash } = returnTo.from;
  const params = new URLSearchParams({ [PARAM.back]: `${pathname}${search}${hash}` });
  const { intent } = returnTo;
  if (intent?.kind === 'cart') {
    params.set(PARAM.cart, String(intent.productId));
    if (intent.quantity !== 1) params.set(PARAM.quantity, String(intent.quantity));
    if (intent.colorId !== null) params.set(PARAM.color, String(intent.colorId));
  } else if (intent?.kind === 'favourite') {
    params.set(PARAM.favourite, String(intent.productId));
  }
  return `?${params.toString()}`;
}

/** A positive whole number written as such ("12"), else undefined. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The ReturnTo a /login address carries (signInSearch), read as defensively as the state: only a
 * same-site path, only whole positive ids; null without a way back.
 */
export function readReturnToSearch(search: string): ReturnTo | null {
  const params = new URLSearchParams(search);
  const back = params.get(PARAM.back);
  if (back === null) return null;
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return null;
  // Split as written: the path, then "?…" up to "#…" (the way back is a path on this site).
  const hashAt = back.indexOf('#');
  const beforeHash = hashAt === -1 ? back : back.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const from = {
    pathname: searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt === -1 ? '' : beforeHash.slice(searchAt),
    hash: hashAt === -1 ? '' : back.slice(hashAt),
  };
  const cart = idParam(params, PARAM.cart);
  const favourite = idParam(params, PARAM.favourite);
  const intent: SignInIntent | undefined =
    cart !== undefined
      ? {
          kind: 'cart',
          productId: cart,
          quantity: idParam(params, PARAM.quantity) ?? 1,
          colorId: idParam(params, PARAM.color) ?? null,
        }
      : favourite !== undefined
        ? { kind: 'favourite', productId: favourite }
        : undefined;
  return intent ? { from, intent } : { from };
}

// Return after login: where /login (and /register after it) sends the shopper
// back to, and what they were doing when a login-required action sent them there. It travels in
// the location state of the /login entry (this tab's history only: never stored elsewhere), so an
// abandoned login never adds something to a cart later.
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

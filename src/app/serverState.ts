// The store state a server render hands to the client: the catalogue part only —
// RTK Query's settled answers and the products they hold — plus the language the page was
// rendered in. It travels in a non-executing `<script type="application/json">` (the CSP allows
// no inline script), read back here at boot. Nothing of the session (auth, favourites' owner, the
// cart) is ever part of it. It carries what the page's scripts render: a product the page only
// lists goes as its card shows it (entities/product/model.ts, DETAILS_ONLY_FIELDS).
import { baseApi } from '../api/baseApi';
import {
  cardProduct,
  withEmptyDetails,
  type CardProduct,
  type Product,
} from '../entities/product/model';
import type { ProductsState } from '../entities/product/productsSlice';
import { isLanguage } from '../shared/lib/language';
import type { Language } from '../shared/rules/constants';
import type { PreloadedAppState, RootState } from './store';

/** id of the `<script type="application/json">` element holding the state. */
export const SERVER_STATE_ID = 'zujaj-state';

type ApiState = RootState[typeof baseApi.reducerPath];

export interface ServerState {
  language: Language;
  /** The public origin the page's absolute links were written with (siteOrigin.tsx). */
  origin: string;
  api: Pick<ApiState, 'queries' | 'provided'>;
  /** The products, whole where the page loaded their details, else as their cards show them. */
  products: { ids: number[]; entities: Record<number, Product | CardProduct> };
}

/** The settled (answered or failed) queries and the products; pending loads are left out. */
export function serverState(state: RootState, language: Language, origin: string): ServerState {
  const api = state[baseApi.reducerPath];
  const queries: ApiState['queries'] = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if (entry && (entry.status === 'fulfilled' || entry.status === 'rejected')) {
      queries[key] = entry;
    }
  }
  const detailed = new Set<number>();
  for (const entry of Object.values(queries)) {
    if (entry?.endpointName === 'getProductDetails' && typeof entry.data === 'number') {
      detailed.add(entry.data);
    }
  }
  const entities: ServerState['products']['entities'] = {};
  for (const id of state.products.ids) {
    const product = state.products.entities[id];
    if (product) entities[id] = detailed.has(id) ? product : cardProduct(product);
  }
  return {
    language,
    origin,
    api: { queries, provided: api.provided },
    products: { ids: [...state.products.ids], entities },
  };
}

/**
 * JSON safe inside an HTML element: `<`, `>` and `&` as \u escapes, so no text (a product named
 * `</script>`, an HTML comment opener) can end the element or start markup.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** The state element's content read back; null when there is none or it does not parse. */
export function parseServerState(text: string | null | undefined): ServerState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerState> | null;
    if (!value || !isLanguage(value.language) || !value.api || !value.products) return null;
    if (typeof value.origin !== 'string') return null;
    return value as ServerState;
  } catch {
    return null;
  }
}

/**
 * The store's starting state from a server render: the API cache as the server left it, its
 * answers dated `now` (the page's arrival): they are as fresh as the page, whatever the server's
 * clock said, so a screen does not ask for them again on hydrating (catalogFreshness).
 */
export function preloadedFromServer(state: ServerState, now = Date.now()): PreloadedAppState {
  const initial = baseApi.reducer(undefined, { type: '@@zujaj/init' });
  const queries: ApiState['queries'] = {};
  for (const [key, entry] of Object.entries(state.api.queries)) {
    if (!entry) continue;
    queries[key] = entry.status === 'fulfilled' ? { ...entry, fulfilledTimeStamp: now } : entry;
  }
  return {
    [baseApi.reducerPath]: {
      ...initial,
      queries,
      provided: state.api.provided,
    },
    products: productsFromServer(state.products),
  };
}

/** The products slice from what the page carried: card products get empty details (see above). */
function productsFromServer(products: ServerState['products']): ProductsState {
  const entities: ProductsState['entities'] = {};
  for (const id of products.ids) {
    const product = products.entities[id];
    if (product) entities[id] = withEmptyDetails(product);
  }
  return { ids: products.ids, entities };
}

// What the server answers for a storefront page besides its markup: the HTTP status (a redirect,
// a 404) decided by the route from the data its prefetch loaded, and which pages are personal
// (noindex). Server-side only (serverRender.tsx); the browser follows the same rules in the
// screens themselves.
import type { RouteStatus } from '../shared/lib/routeData';
import { pathWithoutLanguage } from '../shared/lib/language';
import { matchScreenRoute, type RouteData } from './router';
import type { RootState } from './store';

/**
 * Pages that are a visitor's own (account, cart, orders, favourites) or a step of signing in:
 * nobody's search result, so the server marks them noindex (meta and header).
 */
export const PERSONAL_ROUTES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'restore-account',
  'change-password',
  'profile',
  'favourites',
  'cart',
  'checkout',
  'orders',
]);

/** Whether this path (in either language) is a personal page (PERSONAL_ROUTES). */
export function isPersonalPage(pathname: string): boolean {
  const found = matchScreenRoute(pathWithoutLanguage(pathname));
  return found !== null && PERSONAL_ROUTES.has(found.route.id);
}

/**
 * 301 for a permanent move, not 308: both keep a GET a GET, and 301 is the one every crawler and
 * cache has always known. 302 for a temporary one (307's equal for a GET): not cached without
 * a freshness header, so the next request asks again.
 */
export function redirectCode({ permanent }: { permanent: boolean }): 301 | 302 {
  return permanent ? 301 : 302;
}

/** The route's own decision from the store (the page, 200, when it declares none); no route: 404. */
export function routeStatus(
  found: ReturnType<typeof matchScreenRoute>,
  data: RouteData | null,
  state: RootState,
  location: URL,
): RouteStatus {
  if (!found || !data) return { kind: 'not-found' };
  return (
    data.status?.({
      state,
      params: found.params,
      searchParams: location.searchParams,
      search: location.search,
    }) ?? { kind: 'ok' }
  );
}

// One page of the storefront as its feature declares it, once: its address, its screen (a lazy
// chunk) and its data functions (a small chunk of their own). The app composes the features' pages
// into the router (app/router.tsx); links are built with the same paths (paths.ts), and the router's
// basename puts them in the page's language.
import type { RouteObject } from 'react-router';
import type { RouteMetaFn, RoutePrefetch, RouteStatusFn } from './routeData';

/** What a page declares besides its screen. `State` is the part of the store its meta reads. */
export interface RouteData<State = unknown> {
  prefetch?: RoutePrefetch;
  /** Title, description and canonical path from the data in the store and the language. */
  meta: RouteMetaFn<State>;
  /** What a server answers for the page (routeData.ts RouteStatus); without it: the page, 200. */
  status?: RouteStatusFn<State>;
}

export interface ScreenRoute<State = unknown> {
  /** Route id (react-router) and the key the document meta finds the page by. */
  id: string;
  /** A react-router pattern, without the language prefix. */
  path: string;
  lazy: NonNullable<RouteObject['lazy']>;
  /**
   * The page's data functions. Home's are in the first view; every other page's come in a small
   * chunk of their own, fetched together with (and long before) the screen's chunk, so the first
   * view does not carry the data code of every page.
   */
  data: () => Promise<RouteData<State>>;
  /** Pages whose scroll position the browser must not restore (they restore their own). */
  manualScrollRestoration?: boolean;
}

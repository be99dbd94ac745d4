// What a route declares besides its screen (every route is ready for server rendering):
// its data needs (`prefetch`) and its document meta (`meta`), both plain functions of data, so the
// browser and, later, a server render run the same code. Features export these from a module
// without React (e.g. features/home/homeData.ts); app/router.tsx puts them in the route table.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import type { Language } from '../rules/constants';
import type { PageSubject } from './seo/pageSubject';

export type DataDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Where a route's data functions are: the matched path parameters and the query string. */
export interface RouteLocation {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * Starts the RTK Query loads the screen will read, with the screen's own arguments (the API layer
 * adds the language). `getState` lets a route resolve a slug through stored data first.
 */
export type RoutePrefetch = (
  dispatch: DataDispatch,
  location: RouteLocation & { getState: () => unknown },
) => Promise<void>;

export interface RouteMeta {
  /** The document title, without the brand (the applier appends it). */
  title: string;
  description: string;
  /**
   * Path of the page's canonical URL: its own clean address (a product's slug URL, a listing
   * with its page number and nothing else). None on a page that should not be indexed.
   */
  canonicalPath?: string;
  /** Search engines should not index this page (they still follow its links). */
  noindex?: boolean;
  /** What the page shows, for link previews and structured data (seo/pageHead.ts). */
  subject?: PageSubject;
}

/**
 * `State` is the part of the store a route's meta reads (features type it with their slices, the
 * route table passes the whole RootState).
 */
export interface RouteMetaContext<State = unknown> extends RouteLocation {
  state: State;
  language: Language;
  t: TFunction;
}

export type RouteMetaFn<State = unknown> = (context: RouteMetaContext<State>) => RouteMeta;

/**
 * The answer a server gives for a page, decided from the data the route's prefetch loaded:
 * - `ok`: the page (200);
 * - `not-found`: the screen shows its not-found message (404);
 * - `redirect`: to `path` (path and query, without a language prefix: the server adds the
 *   request's language), permanent when the old URL will never name anything else;
 * - `unknown`: the data that decides it could not be read (an API failure): the server sends the
 *   plain page and the browser asks again, rather than tell search engines something untrue.
 */
export type RouteStatus =
  | { kind: 'ok' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; path: string; permanent: boolean }
  | { kind: 'unknown' };

export interface RouteStatusContext<State = unknown> extends RouteLocation {
  state: State;
  /** The query string as requested (`?…` or ''), kept as it is by a redirect. */
  search: string;
}

export type RouteStatusFn<State = unknown> = (context: RouteStatusContext<State>) => RouteStatus;

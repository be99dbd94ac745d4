// One base query for every call: JSON content type, bearer token when logged in, Accept-Language
// from the stored language; 401 → loggedOut; and the session cache for endpoints that opt in
// with `extraOptions: { sessionCache: true }`: an entry of the last few seconds is the answer; an
// older one (within 30 minutes) is shown at once and marked for revalidation (revalidation.ts asks
// again); a refetch asks the server "changed since?" with the entry's ETag, and a 304 keeps it.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { readStoredLanguage } from '../shared/lib/language';
import type { Language } from '../shared/rules/constants';
import {
  cacheKey,
  mayServeStale,
  readCache,
  writeCache,
  type CacheHit,
} from '../shared/lib/sessionCache';
import { getWebStorage } from '../shared/lib/storage';
import { resolveApiBaseUrl } from './config';
import { loggedOut, selectSessionToken } from './session';

export interface ApiExtraOptions {
  /** Keep GET answers in session storage for 30 minutes, revalidated after a few seconds. */
  sessionCache?: boolean;
}

/**
 * What a call tells besides its data: the request and response when it went to the server, and
 * `revalidate` when a cached answer was shown without asking it (revalidation.ts asks then).
 */
export type ApiMeta = Partial<FetchBaseQueryMeta> & { revalidate?: true };

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  ApiMeta
>;

/**
 * The store's thunk extra argument (app/store.ts makeStore): a server render gives each store the
 * fetch that answers its API calls in-process and the origin the page is served at. In the browser
 * both are absent (the page's fetch, the page's origin).
 */
export interface ApiThunkExtra {
  fetchFn?: typeof fetch;
  origin?: string;
  /** The page language when there is no stored choice to read (a server render). */
  language?: Language;
}

/** The language of this store's API calls: the server render's, else the stored choice. */
export function requestLanguage(extra: unknown): Language {
  return (extra as ApiThunkExtra | undefined)?.language ?? readStoredLanguage();
}

const rawQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();
const serverQueries = new WeakMap<typeof fetch, Map<string, ReturnType<typeof fetchBaseQuery>>>();

function rawQueryFor(baseUrl: string, fetchFn?: typeof fetch) {
  let cache = rawQueries;
  if (fetchFn) {
    cache = serverQueries.get(fetchFn) ?? new Map();
    serverQueries.set(fetchFn, cache);
  }
  let raw = cache.get(baseUrl);
  if (!raw) {
    raw = fetchBaseQuery({
      baseUrl,
      fetchFn,
      prepareHeaders: (headers, { getState, extra }) => {
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
        headers.set('Accept', 'application/json');
        headers.set('Accept-Language', requestLanguage(extra));
        const token = selectSessionToken(getState());
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    });
    cache.set(baseUrl, raw);
  }
  return raw;
}

export const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  const storage = extraOptions?.sessionCache && method === 'GET' ? getWebStorage('session') : null;
  const key = storage
    ? cacheKey(
        request.url,
        request.params as Record<string, string> | undefined,
        requestLanguage(api.extra),
      )
    : null;
  const cached = key ? readCache(storage, key, Date.now()) : null;
  // A refetch (`api.forced`) always asks the server.
  if (cached?.fresh && !api.forced) {
    return cached.recent
      ? { data: cached.data }
      : { data: cached.data, meta: { revalidate: true } };
  }

  const extra = (api.extra ?? {}) as ApiThunkExtra;
  const result = await rawQueryFor(resolveApiBaseUrl(undefined, extra.origin), extra.fetchFn)(
    key ? revalidating(request, cached, api.forced === true) : args,
    api,
    extraOptions ?? {},
  );

  if (result.error) {
    // Not modified since the entry's answer: the entry holds for another while.
    if (result.error.status === 304 && cached && key) {
      writeCache(storage, key, cached.data, Date.now(), cached.etag);
      return { data: cached.data, meta: result.meta };
    }
    // 401 on any call removes the stored session.
    if (result.error.status === 401) api.dispatch(loggedOut());
    // On a failed read (no answer, or a 5xx; never a 4xx) an expired entry is used.
    if (cached && mayServeStale(result.error)) return { data: cached.data };
    return result;
  }
  if (key) {
    writeCache(storage, key, result.data, Date.now(), result.meta?.response?.headers.get('etag'));
  }
  return result;
};

/**
 * A cached read's request: "changed since?" when the entry has an ETag (a request with
 * If-None-Match skips the browser's HTTP cache, so the 304 or the new answer is the server's); a
 * refetch without one asks the server past the HTTP cache's few seconds too.
 */
function revalidating(request: FetchArgs, cached: CacheHit | null, forced: boolean): FetchArgs {
  if (cached?.etag) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set('If-None-Match', cached.etag);
    return { ...request, headers };
  }
  return forced ? { ...request, cache: 'no-cache' } : request;
}

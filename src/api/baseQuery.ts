// One base query for every call (SPEC §7): JSON content type, bearer token when logged in,
// Accept-Language from the stored language; 401 → loggedOut (SPEC §4 Auth, §8); and the session
// cache of SPEC §4 "Cache" for endpoints that opt in with `extraOptions: { sessionCache: true }`.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { readStoredLanguage } from '../shared/lib/language';
import { cacheKey, mayServeStale, readCache, writeCache } from '../shared/lib/sessionCache';
import { getWebStorage } from '../shared/lib/storage';
import { resolveApiBaseUrl } from './config';
import { loggedOut, selectSessionToken } from './session';

export interface ApiExtraOptions {
  /** Keep GET answers in session storage for 30 minutes (SPEC §4 Cache). */
  sessionCache?: boolean;
}

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

const rawQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawQueryFor(baseUrl: string) {
  let raw = rawQueries.get(baseUrl);
  if (!raw) {
    raw = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers, { getState }) => {
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
        headers.set('Accept', 'application/json');
        headers.set('Accept-Language', readStoredLanguage());
        const token = selectSessionToken(getState());
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    });
    rawQueries.set(baseUrl, raw);
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
        readStoredLanguage(),
      )
    : null;
  const cached = key ? readCache(storage, key, Date.now()) : null;
  if (cached?.fresh) return { data: cached.data };

  const result = await rawQueryFor(resolveApiBaseUrl())(args, api, extraOptions ?? {});

  if (result.error) {
    // SPEC §8: 401 on any call removes the stored session.
    if (result.error.status === 401) api.dispatch(loggedOut());
    // SPEC §4 Cache: on a failed read (no answer, or a 5xx; never a 4xx) an expired entry is used.
    if (cached && mayServeStale(result.error)) return { data: cached.data };
    return result;
  }
  if (key) writeCache(storage, key, result.data, Date.now());
  return result;
};

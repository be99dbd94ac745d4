// The session cache: GET answers kept in session storage under `cache_*` keys with a timestamp
// (and the answer's ETag when it had one), valid 30 minutes; one older than a few seconds is
// shown but asked for again; a failed read may fall back to an expired entry. Pure apart from the
// storage handed in, so it can be tested without a browser.
import { CACHE_KEY_PREFIX, CACHE_REVALIDATE_MS, CACHE_TTL_MS } from '../rules/constants';
import { keysWithPrefix, type KeyValueStorage } from './storage';

export interface CacheEntry<T = unknown> {
  timestamp: number;
  data: T;
  /** The answer's ETag: the next read of the entry asks "changed since?" with it. */
  etag?: string;
}

export interface CacheHit<T = unknown> {
  data: T;
  /** Within CACHE_TTL_MS: may be shown without waiting for the server. */
  fresh: boolean;
  /** Within CACHE_REVALIDATE_MS: the server would most likely answer the same; no need to ask. */
  recent: boolean;
  etag?: string;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * Stable key: prefix + language + url + query parameters in code-point order (undefined ones
 * dropped). Not localeCompare: its first use loads the browser's collation data mid-hydration.
 */
export function cacheKey(
  url: string,
  params: Record<string, QueryValue> | undefined,
  language: string,
): string {
  const query = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${CACHE_KEY_PREFIX}${language}:${url}${query ? `?${query}` : ''}`;
}

function isEntry(value: unknown): value is CacheEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CacheEntry).timestamp === 'number' &&
    'data' in value
  );
}

/** The stored entry (fresh or expired), or null when absent or unreadable. */
export function readCache<T = unknown>(
  storage: KeyValueStorage | null,
  key: string,
  now: number,
  ttlMs: number = CACHE_TTL_MS,
): CacheHit<T> | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isEntry(parsed)) return null;
    const age = now - parsed.timestamp;
    const hit: CacheHit<T> = {
      data: parsed.data as T,
      fresh: age >= 0 && age < ttlMs,
      recent: age >= 0 && age < CACHE_REVALIDATE_MS,
    };
    if (typeof parsed.etag === 'string') hit.etag = parsed.etag;
    return hit;
  } catch {
    return null;
  }
}

/** What a read that did not succeed looked like (RTK Query's FetchBaseQueryError fits). */
export interface ReadFailure {
  /** HTTP status, or 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | … when there is none. */
  status: number | string;
  /** With 'PARSING_ERROR': the HTTP status of the answer that was not JSON. */
  originalStatus?: number;
}

const NO_ANSWER = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

/**
 * On a failed read an expired entry is used. Only when no answer came (network
 * failure, timeout) or the server failed (5xx, also a proxy's non-JSON 5xx page). A 4xx is the
 * server's real answer (bad input, not found, logged out) and is never hidden behind old data.
 */
export function mayServeStale({ status, originalStatus }: ReadFailure): boolean {
  if (typeof status === 'number') return status >= 500;
  if (NO_ANSWER.has(status)) return true;
  return status === 'PARSING_ERROR' && originalStatus !== undefined && originalStatus >= 500;
}

export function writeCache(
  storage: KeyValueStorage | null,
  key: string,
  data: unknown,
  now: number,
  etag?: string | null,
): void {
  if (!storage) return;
  const entry: CacheEntry = { timestamp: now, data };
  if (etag) entry.etag = etag;
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch {
    // Session storage full: drop our entries and carry on uncached rather than failing the read.
    clearCache(storage);
  }
}

/** A language change removes every `cache_*` entry. */
export function clearCache(storage: KeyValueStorage | null): void {
  if (!storage) return;
  for (const key of keysWithPrefix(storage, CACHE_KEY_PREFIX)) storage.removeItem(key);
}

import { CACHE_REVALIDATE_MS, CACHE_TTL_MS } from '../rules/constants';
import { cacheKey, clearCache, mayServeStale, readCache, writeCache } from './sessionCache';

const T0 = 1_700_000_000_000;

describe('sessionCache', () => {
  beforeEach(() => sessionStorage.clear());

  it('builds keys that start with cache_ and ignore parameter order', () => {
    const a = cacheKey('/top-products', { lang: 'ar', page: 1 }, 'ar');
    const b = cacheKey('/top-products', { page: 1, lang: 'ar', skip: undefined }, 'ar');
    expect(a).toBe(b);
    expect(a.startsWith('cache_')).toBe(true);
    expect(cacheKey('/top-products', { lang: 'ar', page: 1 }, 'en')).not.toBe(a);
  });

  it('stores an entry with a timestamp and reads it back fresh within 30 minutes', () => {
    writeCache(sessionStorage, 'cache_x', { data: [1, 2] }, T0);
    expect(JSON.parse(sessionStorage.getItem('cache_x') ?? '')).toEqual({
      timestamp: T0,
      data: { data: [1, 2] },
    });
    expect(readCache(sessionStorage, 'cache_x', T0 + CACHE_TTL_MS - 1)).toEqual({
      data: { data: [1, 2] },
      fresh: true,
      recent: false,
    });
  });

  it('calls an entry recent (no need to ask the server) only within a few seconds', () => {
    writeCache(sessionStorage, 'cache_x', 'v1', T0, 'W/"7"');
    expect(readCache(sessionStorage, 'cache_x', T0 + CACHE_REVALIDATE_MS - 1)).toEqual({
      data: 'v1',
      fresh: true,
      recent: true,
      etag: 'W/"7"',
    });
    expect(readCache(sessionStorage, 'cache_x', T0 + CACHE_REVALIDATE_MS)).toMatchObject({
      fresh: true,
      recent: false,
    });
    // A clock set back (the entry from the future) is not trusted as recent.
    expect(readCache(sessionStorage, 'cache_x', T0 - 1)).toMatchObject({
      fresh: false,
      recent: false,
    });
  });

  it('reports an entry older than 30 minutes as expired but still returns it', () => {
    writeCache(sessionStorage, 'cache_x', 'old', T0);
    expect(readCache(sessionStorage, 'cache_x', T0 + CACHE_TTL_MS)).toEqual({
      data: 'old',
      fresh: false,
      recent: false,
    });
  });

  it('treats missing, unreadable or foreign entries as absent', () => {
    expect(readCache(sessionStorage, 'cache_none', T0)).toBeNull();
    sessionStorage.setItem('cache_bad', '{not json');
    expect(readCache(sessionStorage, 'cache_bad', T0)).toBeNull();
    sessionStorage.setItem('cache_foreign', JSON.stringify({ hello: 1 }));
    expect(readCache(sessionStorage, 'cache_foreign', T0)).toBeNull();
    expect(readCache(null, 'cache_x', T0)).toBeNull();
  });

  it('clears only cache_ keys', () => {
    sessionStorage.setItem('cache_a', '1');
    sessionStorage.setItem('cache_b', '2');
    sessionStorage.setItem('language', 'en');
    sessionStorage.setItem('hasVisited', 'true');
    clearCache(sessionStorage);
    expect(sessionStorage.getItem('cache_a')).toBeNull();
    expect(sessionStorage.getItem('cache_b')).toBeNull();
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(sessionStorage.getItem('hasVisited')).toBe('true');
  });

  it('survives a full storage by dropping its own entries', () => {
    sessionStorage.setItem('cache_old', '1');
    const full = {
      length: sessionStorage.length,
      key: (i: number) => sessionStorage.key(i),
      getItem: (k: string) => sessionStorage.getItem(k),
      removeItem: (k: string) => sessionStorage.removeItem(k),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeCache(full, 'cache_new', 'x', T0)).not.toThrow();
    expect(sessionStorage.getItem('cache_old')).toBeNull();
  });

  it('allows the stale fallback only without an answer or on a 5xx, never on a 4xx', () => {
    expect(mayServeStale({ status: 'FETCH_ERROR' })).toBe(true);
    expect(mayServeStale({ status: 'TIMEOUT_ERROR' })).toBe(true);
    expect(mayServeStale({ status: 500 })).toBe(true);
    expect(mayServeStale({ status: 503 })).toBe(true);
    expect(mayServeStale({ status: 'PARSING_ERROR', originalStatus: 502 })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(mayServeStale({ status })).toBe(false);
    }
    expect(mayServeStale({ status: 'PARSING_ERROR', originalStatus: 404 })).toBe(false);
    expect(mayServeStale({ status: 'PARSING_ERROR', originalStatus: 200 })).toBe(false);
    expect(mayServeStale({ status: 'CUSTOM_ERROR' })).toBe(false);
  });
});

import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogApi } from '../../src/api/catalogApi';
import { siteApi } from '../../src/api/siteApi';
import { makePersistor, makeStore, type AppStore } from '../../src/app/store';
import { selectProductById } from '../../src/entities/product/selectors';
import { CACHE_REVALIDATE_MS, CACHE_TTL_MS } from '../../src/shared/rules/constants';
import type { ProductListAnswer } from '../../src/shared/wire/catalog';
import { apiUrl, server } from '../support/msw';
import { rehydrated } from '../support/persistence';
import { productDto, settingsAnswer } from '../support/mswHandlers';

const user = {
  id: 4,
  firstName: 'منى',
  familyName: 'سالم',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  address: null,
  cityId: null,
};

const storedSession = () =>
  JSON.stringify({
    token: JSON.stringify('tok-123'),
    user: JSON.stringify(user),
    isAuthenticated: 'true',
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });

const persistedAuth = () =>
  JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;

describe('baseQuery headers', () => {
  it('sends JSON content type, the bearer token and the stored language', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl('/settings'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(settingsAnswer());
      }),
    );
    sessionStorage.setItem('language', 'en');
    const store = makeStore({
      auth: { token: 'tok-123', user, isAuthenticated: true, deviceTokens: {} },
    });

    await store.dispatch(siteApi.endpoints.getSettings.initiate());

    expect(headers?.get('authorization')).toBe('Bearer tok-123');
    expect(headers?.get('accept-language')).toBe('en');
    expect(headers?.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization when logged out and Arabic by default', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl('/settings'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(settingsAnswer());
      }),
    );
    const store = makeStore();
    await store.dispatch(siteApi.endpoints.getSettings.initiate());
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.get('accept-language')).toBe('ar');
  });
});

describe('401 on any call', () => {
  it('logs out and removes the stored token and user', async () => {
    localStorage.setItem('persist:auth', storedSession());
    const store = makeStore();
    const persistor = makePersistor(store);
    await rehydrated(persistor);
    expect(store.getState().auth.token).toBe('tok-123');

    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const result = await store.dispatch(siteApi.endpoints.getSettings.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
    });
    await persistor.flush();
    expect(persistedAuth().token).toBe('null');
    expect(persistedAuth().user).toBe('null');
  });
});

describe('session cache', () => {
  const topProducts = (name: string): ProductListAnswer => ({
    status_code: 200,
    data: [productDto({ id: 1, name_ar: name })],
  });
  const readTop = async (store: AppStore = makeStore()) => {
    const result = await store.dispatch(catalogApi.endpoints.getTopProducts.initiate({}));
    const title = selectProductById(store.getState(), 1)?.title;
    return { result, title };
  };
  /** An answer 30 minutes old in the cache, then the server answers `failure`. */
  const expiredEntryThen = async (failure: () => Response) => {
    server.use(http.get(apiUrl('/top-products'), () => HttpResponse.json(topProducts('قديم'))));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await readTop();
    server.use(http.get(apiUrl('/top-products'), failure));
    now.mockReturnValue(1_000_000 + 2 * CACHE_TTL_MS);
    return readTop();
  };

  afterEach(() => jest.restoreAllMocks());

  it('answers a cacheable GET from a cache_ entry without asking while it is recent', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/top-products'), () => {
        calls += 1;
        return HttpResponse.json(topProducts('أول'));
      }),
    );
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect((await readTop()).title).toBe('أول');
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith('cache_'));
    expect(keys).toHaveLength(1);

    now.mockReturnValue(1_000_000 + CACHE_REVALIDATE_MS - 1);
    // A fresh store: the cached answer still fills its products slice.
    expect((await readTop()).title).toBe('أول');
    expect(calls).toBe(1);

    now.mockReturnValue(1_000_000 + CACHE_TTL_MS);
    await readTop();
    expect(calls).toBe(2);
  });

  describe('an entry older than a few seconds', () => {
    /** The server's answer with an ETag, as the read cache sends it. */
    const tagged = (name: string, etag: string) =>
      HttpResponse.json(topProducts(name), { headers: { etag } });
    const seenConditions: (string | null)[] = [];
    /** A store that read `/top-products` (ETag "v1") CACHE_REVALIDATE_MS ago, in another store. */
    const readAgainLater = async (second: () => Response) => {
      seenConditions.length = 0;
      let answer: () => Response = () => tagged('قديم', '"v1"');
      server.use(
        http.get(apiUrl('/top-products'), ({ request }) => {
          seenConditions.push(request.headers.get('if-none-match'));
          return answer();
        }),
      );
      const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
      await readTop();
      answer = second;
      now.mockReturnValue(1_000_000 + CACHE_REVALIDATE_MS);
      const store = makeStore();
      const first = await readTop(store);
      return { store, first };
    };
    const storedEntry = () => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('cache_'));
      return JSON.parse(sessionStorage.getItem(key ?? '') ?? 'null') as {
        timestamp: number;
        etag?: string;
      };
    };

    it('is shown at once, then the server is asked "changed since?" and its new answer shows', async () => {
      const { store, first } = await readAgainLater(() => tagged('جديد', '"v2"'));
      expect(first.title).toBe('قديم');
      await waitFor(() => expect(selectProductById(store.getState(), 1)?.title).toBe('جديد'));
      expect(seenConditions).toEqual([null, '"v1"']);
      expect(storedEntry()).toMatchObject({
        etag: '"v2"',
        timestamp: 1_000_000 + CACHE_REVALIDATE_MS,
      });
    });

    it('stays as it is on a 304, renewed for another few seconds', async () => {
      const { store, first } = await readAgainLater(() => new HttpResponse(null, { status: 304 }));
      expect(first.title).toBe('قديم');
      await waitFor(() => expect(storedEntry().timestamp).toBe(1_000_000 + CACHE_REVALIDATE_MS));
      expect(seenConditions).toEqual([null, '"v1"']);
      expect(selectProductById(store.getState(), 1)?.title).toBe('قديم');
      expect(storedEntry().etag).toBe('"v1"');
      // Renewed: the next read within a few seconds asks nothing.
      await readTop(makeStore());
      expect(seenConditions).toHaveLength(2);
    });
  });

  it('uses an expired entry when no answer comes', async () => {
    const stale = await expiredEntryThen(() => HttpResponse.error());
    expect(stale.result.error).toBeUndefined();
    expect(stale.title).toBe('قديم');
  });

  it('uses an expired entry when the server fails with a 5xx', async () => {
    const stale = await expiredEntryThen(() =>
      HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
    );
    expect(stale.result.error).toBeUndefined();
    expect(stale.title).toBe('قديم');
  });

  it("uses an expired entry when a proxy's 5xx page is not JSON", async () => {
    const stale = await expiredEntryThen(() =>
      HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
    );
    expect(stale.result.error).toBeUndefined();
    expect(stale.title).toBe('قديم');
  });

  it.each([400, 401, 404, 422, 429])('never hides a %i behind an expired entry', async (status) => {
    const answer = await expiredEntryThen(() =>
      HttpResponse.json({ message: 'refused' }, { status }),
    );
    expect(answer.result.error).toMatchObject({ status, data: { message: 'refused' } });
    expect(answer.result.data).toBeUndefined();
    expect(answer.title).toBeUndefined();
  });

  it('reports the failure when there is no entry to fall back on', async () => {
    server.use(http.get(apiUrl('/top-products'), () => HttpResponse.error()));
    const { result } = await readTop();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('never caches settings (maintenance must show at once)', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/settings'), () => {
        calls += 1;
        return HttpResponse.json(settingsAnswer());
      }),
    );
    await makeStore().dispatch(siteApi.endpoints.getSettings.initiate());
    await makeStore().dispatch(siteApi.endpoints.getSettings.initiate());
    expect(calls).toBe(2);
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('cache_'))).toBe(false);
  });
});

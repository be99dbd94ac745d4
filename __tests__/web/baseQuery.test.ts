import { http, HttpResponse } from 'msw';
import { catalogApi } from '../../src/api/catalogApi';
import { contentApi } from '../../src/api/contentApi';
import { makePersistor, makeStore } from '../../src/app/store';
import { CACHE_TTL_MS } from '../../src/shared/rules/constants';
import { apiUrl, server } from '../support/msw';
import { productDto, settingsDto } from '../support/mswHandlers';

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

describe('baseQuery headers (SPEC §7)', () => {
  it('sends JSON content type, the bearer token and the stored language', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl('/settings'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ status_code: 200, data: [settingsDto()] });
      }),
    );
    sessionStorage.setItem('language', 'en');
    const store = makeStore({ auth: { token: 'tok-123', user, isAuthenticated: true } });

    await store.dispatch(contentApi.endpoints.getSettings.initiate());

    expect(headers?.get('authorization')).toBe('Bearer tok-123');
    expect(headers?.get('accept-language')).toBe('en');
    expect(headers?.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization when logged out and Arabic by default', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl('/settings'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ status_code: 200, data: [settingsDto()] });
      }),
    );
    const store = makeStore();
    await store.dispatch(contentApi.endpoints.getSettings.initiate());
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.get('accept-language')).toBe('ar');
  });
});

describe('401 on any call (SPEC §4 Auth, §8)', () => {
  it('logs out and removes the stored token and user', async () => {
    localStorage.setItem('persist:auth', storedSession());
    const store = makeStore();
    makePersistor(store);
    await waitForState(() => store.getState().auth.token === 'tok-123');

    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const result = await store.dispatch(contentApi.endpoints.getSettings.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
    });
    await waitForState(() => persistedAuth().token === 'null');
    expect(persistedAuth().user).toBe('null');
  });
});

describe('session cache (SPEC §4 Cache)', () => {
  const topProducts = (name: string) => ({ status_code: 200, data: [productDto({ id: 1, name })] });

  afterEach(() => jest.restoreAllMocks());

  it('answers a cacheable GET from a cache_ entry for 30 minutes, across stores', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/top-products'), () => {
        calls += 1;
        return HttpResponse.json(topProducts('أول'));
      }),
    );
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = await makeStore().dispatch(
      catalogApi.endpoints.getTopProducts.initiate({ lang: 'ar' }),
    );
    expect(first.data?.products[0]?.title).toBe('أول');
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith('cache_'));
    expect(keys).toHaveLength(1);

    now.mockReturnValue(1_000_000 + CACHE_TTL_MS - 1);
    const second = await makeStore().dispatch(
      catalogApi.endpoints.getTopProducts.initiate({ lang: 'ar' }),
    );
    expect(second.data?.products[0]?.title).toBe('أول');
    expect(calls).toBe(1);

    now.mockReturnValue(1_000_000 + CACHE_TTL_MS);
    await makeStore().dispatch(catalogApi.endpoints.getTopProducts.initiate({ lang: 'ar' }));
    expect(calls).toBe(2);
  });

  it('uses an expired entry when the network read fails', async () => {
    server.use(http.get(apiUrl('/top-products'), () => HttpResponse.json(topProducts('قديم'))));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await makeStore().dispatch(catalogApi.endpoints.getTopProducts.initiate({ lang: 'ar' }));

    server.use(http.get(apiUrl('/top-products'), () => HttpResponse.error()));
    now.mockReturnValue(1_000_000 + 2 * CACHE_TTL_MS);
    const stale = await makeStore().dispatch(
      catalogApi.endpoints.getTopProducts.initiate({ lang: 'ar' }),
    );
    expect(stale.error).toBeUndefined();
    expect(stale.data?.products[0]?.title).toBe('قديم');
  });

  it('reports the failure when there is no entry to fall back on', async () => {
    server.use(http.get(apiUrl('/top-products'), () => HttpResponse.error()));
    const result = await makeStore().dispatch(
      catalogApi.endpoints.getTopProducts.initiate({ lang: 'ar' }),
    );
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('never caches settings (maintenance must show at once)', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/settings'), () => {
        calls += 1;
        return HttpResponse.json({ status_code: 200, data: [settingsDto()] });
      }),
    );
    await makeStore().dispatch(contentApi.endpoints.getSettings.initiate());
    await makeStore().dispatch(contentApi.endpoints.getSettings.initiate());
    expect(calls).toBe(2);
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('cache_'))).toBe(false);
  });
});

async function waitForState(check: () => boolean, timeoutMs = 1000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

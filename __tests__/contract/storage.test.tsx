// What other clients and scripts rely on: storage keys, language button names, <html lang dir>.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi } from '../../src/api/catalogApi';
import { makePersistor, makeStore } from '../../src/app/store';
import { productMapped } from '../../src/entities/categoryProductMapSlice';
import { loggedIn, loggedOut } from '../../src/entities/session/authSlice';
import { LanguageSwitch } from '../../src/features/layout/components/LanguageSwitch';
import { server } from '../support/msw';
import { rehydrated } from '../support/persistence';
import { homeHandlers } from '../support/mswHandlers';
import { renderWithProviders } from '../support/renderApp';

const user = {
  id: 1,
  firstName: 'a',
  familyName: 'b',
  email: 'a@b.co',
  phoneNumber: '01000000000',
  address: null,
  cityId: null,
};

describe('local storage keys', () => {
  it('keeps the login under persist:auth and the map under persist:categoryProductMap', async () => {
    const store = makeStore();
    const persistor = makePersistor(store);
    await rehydrated(persistor);
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(
      productMapped({
        categorySlug: 'cups',
        productSlug: 'tea-glass',
        categoryId: 1,
        productId: 11,
        categoryName: 'أكواب',
        productName: 'كوب شاي',
      }),
    );
    // Writes what redux-persist still holds back, instead of waiting for its write interval.
    await persistor.flush();

    const auth = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;
    expect(JSON.parse(auth.token ?? 'null')).toBe('tok');
    expect(JSON.parse(auth.user ?? 'null')).toEqual(user);
    const map = JSON.parse(localStorage.getItem('persist:categoryProductMap') ?? '{}') as Record<
      string,
      string
    >;
    expect(JSON.parse(map['cups/tea-glass'] ?? 'null')).toMatchObject({
      categoryId: 1,
      productId: 11,
    });
    // The RTK Query cache is never persisted.
    expect(Object.keys(localStorage).sort()).toEqual([
      'persist:auth',
      'persist:categoryProductMap',
    ]);
  });

  it('keeps the device tokens under persist:auth after a logout, and reads them back', async () => {
    const store = makeStore();
    const persistor = makePersistor(store);
    await rehydrated(persistor);
    store.dispatch(loggedIn({ token: 'tok', user, deviceToken: 'device-1' }));
    store.dispatch(loggedOut());
    await persistor.flush();

    const auth = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;
    expect(JSON.parse(auth.token ?? '"missing"')).toBeNull();
    expect(JSON.parse(auth.deviceTokens ?? 'null')).toEqual({ '01000000000': 'device-1' });

    const next = makeStore();
    await rehydrated(makePersistor(next));
    expect(next.getState().auth).toMatchObject({
      isAuthenticated: false,
      deviceTokens: { '01000000000': 'device-1' },
    });
  });
});

describe('session storage keys', () => {
  it('caches product lists under cache_* and stores the language under `language`', async () => {
    server.use(...homeHandlers());
    await makeStore().dispatch(catalogApi.endpoints.getTopProducts.initiate({}));
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('cache_'))).toBe(true);

    await renderWithProviders(<LanguageSwitch />);
    const link = await screen.findByRole('link', { name: 'English' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(Object.keys(sessionStorage)).toEqual(['language']);
    expect(sessionStorage.getItem('language')).toBe('en');
  });
});

describe('language switch names and <html lang dir>', () => {
  it.each([
    ['ar', 'English', 'rtl'],
    ['en', 'العربية', 'ltr'],
  ] as const)('%s page: link %s, dir %s', async (language, name, dir) => {
    await renderWithProviders(<LanguageSwitch />, { language });
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', language);
    expect(document.documentElement).toHaveAttribute('dir', dir);
  });
});

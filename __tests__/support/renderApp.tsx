// Render helpers for web tests: a fresh store per call (makeStore), i18n in the given language,
// the real providers (AppProviders) and a memory router.
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { siteApi } from '../../src/api/siteApi';
import { AppProviders } from '../../src/app/App';
import { createRoutes, matchScreenRoute } from '../../src/app/router';
import {
  makePersistor,
  makeStore,
  type AppStore,
  type PreloadedAppState,
} from '../../src/app/store';
import { createI18n } from '../../src/i18n';
import type { BrowserActions } from '../../src/shared/hooks/browserActions';
import {
  applyDocumentLanguage,
  localizedPath,
  routerBasename,
} from '../../src/shared/lib/language';
import type { Language } from '../../src/shared/rules/constants';
import { ar, en } from './texts';

export interface RenderOptions {
  language?: Language;
  preloadedState?: PreloadedAppState;
  store?: AppStore;
  /** Start redux-persist and wait behind PersistGate, as the app does. Default true. */
  persist?: boolean;
  /** Observe reload / exitWebsite instead of asking jsdom to navigate. */
  browserActions?: Partial<BrowserActions>;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
}

export function testI18n(language: Language): Promise<I18n> {
  return createI18n(language, language === 'en' ? en : ar);
}

/** Any route table (e.g. the real one plus a test route) at `initialPath`. */
export async function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  {
    language = 'ar',
    preloadedState,
    store = makeStore(preloadedState),
    persist = true,
    browserActions,
  }: RenderOptions,
): Promise<RenderWithProvidersResult> {
  // What boot does before rendering (src/app/bootstrap.tsx).
  sessionStorage.setItem('language', language);
  applyDocumentLanguage(document, language);
  const i18n = await testI18n(language);
  // English pages live under /en: the router starts there, with the app's basename.
  const router = createMemoryRouter(routes, {
    initialEntries: [localizedPath(initialPath, language)],
    basename: routerBasename(language),
  });
  const result = render(
    <AppProviders
      store={store}
      i18n={i18n}
      persistor={persist ? makePersistor(store) : undefined}
      browserActions={browserActions}
      // As boot without server state: absolute links are written with the page's own origin.
      origin={window.location.origin}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, i18n, router };
}

/** A store holding the shop's details (GET /shop-details, from MSW), as boot leaves it for every page. */
export async function storeWithShopDetails(): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(siteApi.endpoints.getShopDetails.initiate());
  return store;
}

/** One element inside all providers (with router context, for components that link). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], '/', options);
}

/** The real route table at `path`. */
export async function renderApp(path = '/', options: RenderOptions = {}) {
  // The screen's modules load before the render, so a test's first wait never includes compiling
  // them (on a busy machine that outlasts findBy's timeout); the router still resolves its lazy
  // route asynchronously, as in the browser.
  const lazy = matchScreenRoute(new URL(path, 'http://localhost').pathname)?.route.lazy;
  if (typeof lazy === 'function') await lazy();
  return renderRoutes(createRoutes(), path, options);
}

import { useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { rtlPlugin } from '../styles/rtlPlugin';
import { BrowserActionsProvider, type BrowserActions } from '../shared/hooks/browserActions';
import { SiteOriginProvider } from '../shared/hooks/siteOrigin';
import { Toasts } from '../shared/ui/toast/Toasts';
import { GlobalStyle } from '../styles/GlobalStyle';
import { createTheme } from '../styles/theme';
import type { AppStore } from './store';

// Stable arrays: StyleSheetManager rebuilds its stylis instance when the plugin list changes.
// Direction is fixed per page load (a language change reloads the page).
const RTL_PLUGINS = [rtlPlugin];
const NO_PLUGINS: typeof RTL_PLUGINS = [];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** Omit to render without waiting for local storage (e.g. a server render). */
  persistor?: Persistor;
  browserActions?: Partial<BrowserActions>;
  /** The public origin of the pages' absolute links (siteOrigin.tsx). */
  origin?: string;
  /**
   * One part of a server-rendered page (src/islands): the page's global styles are already in its
   * HTML and its toasts have a mount point of their own, so neither is rendered here.
   */
  part?: boolean;
  children: ReactNode;
}

/** Everything around the router: store, persisted session, i18n, direction-aware styles. */
export function AppProviders({
  store,
  i18n,
  persistor,
  browserActions = {},
  origin = '',
  part = false,
  children,
}: AppProvidersProps) {
  // i18next decides the direction of the language it was started with, once per page.
  const dir = i18n.dir();
  const theme = useMemo(() => createTheme(dir), [dir]);

  const content = (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        {/* Outside the direction's plugins: written in logical properties, it has nothing to flip,
            and a global style is worked out afresh in the browser even over server-rendered
            styles. The RTL plugin's first run compiles its patterns (~40 ms on a phone), which
            would otherwise fall in the page's hydration. */}
        {part ? null : <GlobalStyle />}
        <StyleSheetManager stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
          <BrowserActionsProvider value={browserActions}>
            <SiteOriginProvider value={origin}>
              {children}
              {/* One mount point for every toast; react-toastify loads on the first one. */}
              {part ? null : <Toasts />}
            </SiteOriginProvider>
          </BrowserActionsProvider>
        </StyleSheetManager>
      </ThemeProvider>
    </I18nextProvider>
  );

  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          {content}
        </PersistGate>
      ) : (
        content
      )}
    </Provider>
  );
}

export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: AppRouter;
}

export function App({ router, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

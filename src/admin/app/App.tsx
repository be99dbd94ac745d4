import { useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { rtlPlugin } from '../../styles/rtlPlugin';
import { Toasts } from '../../shared/ui/toast/Toasts';
import { GlobalStyle } from '../../styles/GlobalStyle';
import { createTheme } from '../../styles/theme';
import type { AdminStore } from './store';

// Stable arrays: StyleSheetManager rebuilds its stylis instance when the plugin list changes.
const RTL_PLUGINS = [rtlPlugin];
const NO_PLUGINS: typeof RTL_PLUGINS = [];

/** Store, texts and direction-aware styles around the back office's router. */
export function AdminProviders({
  store,
  i18n,
  children,
}: {
  store: AdminStore;
  i18n: I18n;
  children: ReactNode;
}) {
  // The language is fixed per page load (the path decides it), and with it the direction.
  const dir = i18n.dir();
  const theme = useMemo(() => createTheme(dir), [dir]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StyleSheetManager stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {children}
            {/* One mount point for every toast; react-toastify loads on the first one. */}
            <Toasts />
          </ThemeProvider>
        </StyleSheetManager>
      </I18nextProvider>
    </Provider>
  );
}

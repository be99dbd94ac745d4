// Page-level browser actions behind a context, so screens never call `window` at import time and
// tests can observe them (jsdom cannot reload or leave the page).
import { createContext, useContext, type ReactNode } from 'react';
import { exitWebsite } from '../lib/exitWebsite';

export interface BrowserActions {
  /** The language switch and the retry screen: reload the current page. */
  reload: () => void;
  /** The maintenance screen's Close, once confirmed: leave the site. */
  exitWebsite: () => void;
}

const browserDefaults: BrowserActions = {
  reload: () => window.location.reload(),
  exitWebsite: () => exitWebsite(window),
};

const BrowserActionsContext = createContext<BrowserActions>(browserDefaults);

export function BrowserActionsProvider({
  value,
  children,
}: {
  value: Partial<BrowserActions>;
  children: ReactNode;
}) {
  return (
    <BrowserActionsContext.Provider value={{ ...browserDefaults, ...value }}>
      {children}
    </BrowserActionsContext.Provider>
  );
}

export function useBrowserActions(): BrowserActions {
  return useContext(BrowserActionsContext);
}

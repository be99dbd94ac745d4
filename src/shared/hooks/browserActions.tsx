// Page-level browser actions behind a context, so screens never call `window` at import time and
// tests can observe them (jsdom cannot reload or leave the page).
import { createContext, useContext, type ReactNode } from 'react';
import { exitWebsite } from '../lib/exitWebsite';

export interface BrowserActions {
  /** SPEC §4 Language and §2 retry screen: reload the current page. */
  reload: () => void;
  /** SPEC §2 maintenance Close → confirm: leave the site. */
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

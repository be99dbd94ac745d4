// What every way of starting a page in the browser shares: the whole app (bootstrap.tsx) and a
// server-rendered page's islands (src/islands/boot.tsx). Nothing here runs at import time.
import { applyDocumentLanguage, languageOfPath, rememberLanguage } from '../shared/lib/language';
import type { Language } from '../shared/rules/constants';
import { markSessionSeen } from '../features/layout/components/splash/splashMarkup';
import { getWebStorage } from '../shared/lib/storage';
import { parseServerState, SERVER_STATE_ID, type ServerState } from './serverState';
import { makePersistor, type AppStore } from './store';

/**
 * `<html data-hydrated>`: set once React has attached to the page (the first commit, after a
 * hydration or a fresh render) and, on a hydrated page, the stored session has been read. A
 * server-rendered page looks ready before it is: taps on the app's buttons until then are kept
 * and replayed at this mark (public/paint-first.js), and end-to-end journeys that need the app
 * wait for it (e2e/support/hydration.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markInteractive(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/**
 * The URL decides the language (English under /en); the session's stored choice follows it, so
 * the API layer asks in it too. `<html lang dir>` is set before the first paint.
 */
export function startPageLanguage(): Language {
  const language = languageOfPath(window.location.pathname);
  rememberLanguage(language);
  applyDocumentLanguage(document, language);
  markSessionSeen(document, getWebStorage('session'));
  return language;
}

/** The state a server render left in the page (serverState.ts), if any. */
export function readServerState(doc: Document): ServerState | null {
  return parseServerState(doc.getElementById(SERVER_STATE_ID)?.textContent);
}

/**
 * Lets the browser handle input and paint between the steps of starting the app: each step
 * (reading the scripts, the page's state, the store, each part of the page) is a task of its own
 * rather than one long task that a tap would wait behind.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After a hydration: reads the stored session (the server's HTML is the logged-out view, so it is
 * read only once the page matches it) and marks the page interactive once it is read, so a tap
 * kept until then is replayed as the signed-in shopper's.
 */
export function persistThenMarkInteractive(store: AppStore): void {
  const persistor = makePersistor(store);
  const whenRead = () => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    markInteractive();
  };
  const unsubscribe = persistor.subscribe(whenRead);
  whenRead();
}

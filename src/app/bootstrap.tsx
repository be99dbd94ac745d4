// Client start-up. Everything touching window/document happens inside these functions, never at
// import time, so the rest of src/ can be imported by a server render.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createI18n, loadTranslations as loadLocale } from '../i18n';
import {
  applyDocumentLanguage,
  languageOfPath,
  pathWithoutLanguage,
  rememberLanguage,
  routerBasename,
} from '../shared/lib/language';
import { markSessionSeen } from '../features/layout/components/splash/splashMarkup';
import { getWebStorage } from '../shared/lib/storage';
import { firstViewIsHydrated } from '../shared/ui/HydrateOnView';
import { App } from './App';
import { createRoutes, prefetchRoute } from './router';
import {
  parseServerState,
  preloadedFromServer,
  SERVER_STATE_ID,
  type ServerState,
} from './serverState';
import { makePersistor, makeStore, type AppStore } from './store';

export interface BootOptions {
  loadTranslations?: typeof loadLocale;
}

export interface BootedApp {
  root: Root;
  store: AppStore;
  /** The page came rendered from the server and was hydrated (not rendered afresh). */
  hydrated: boolean;
}

/**
 * `<html data-hydrated>`: set once React has attached to the page (the first commit, after a
 * hydration or a fresh render) and, on a hydrated page, the stored session has been read. A
 * server-rendered page looks ready before it is: taps on the app's buttons until then are kept
 * and replayed at this mark (public/paint-first.js), and end-to-end journeys that need the app
 * wait for it (e2e/support/hydration.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

function markInteractive() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/** A page the browser rendered itself: nothing waits to be hydrated. */
function markRendered() {
  firstViewIsHydrated();
  markInteractive();
}

/** Runs `run` once the first render has committed (a hydration: after it is done). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** The state a server render left in the page (serverState.ts), if any. */
function readServerState(doc: Document): ServerState | null {
  return parseServerState(doc.getElementById(SERVER_STATE_ID)?.textContent);
}

/**
 * react-router renders its HydrateFallback until the matched lazy routes have loaded; hydrating
 * server HTML needs the screens themselves, so their modules load first (react-router's docs,
 * "lazy" + hydration).
 */
async function resolveLazyMatches(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Lets the browser handle input and paint between the steps of starting the app: each step
 * (reading the scripts, the page's state, the store, the router) is a task of its own rather
 * than one long task that a tap would wait behind.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function bootstrap(
  container: HTMLElement,
  { loadTranslations = loadLocale }: BootOptions = {},
): Promise<BootedApp> {
  // The URL decides the language (English under /en); the session's stored choice follows it, so
  // the API layer asks in it too. `<html lang dir>` is set before the first paint.
  const language = languageOfPath(window.location.pathname);
  rememberLanguage(language);
  applyDocumentLanguage(document, language);
  markSessionSeen(document, getWebStorage('session'));
  const page = {
    pathname: pathWithoutLanguage(window.location.pathname),
    search: window.location.search,
  };
  await yieldToBrowser();
  const fromServer = readServerState(document);
  const hydrate = fromServer !== null && fromServer.language === language;
  // Absolute links are written with the origin the server rendered them with, so hydration finds
  // the same markup.
  const origin = fromServer?.origin ?? window.location.origin;

  const store = makeStore(hydrate ? preloadedFromServer(fromServer) : undefined, { language });
  // Without server HTML the session starts loading now (PersistGate waits for it); with it, after
  // hydration (below).
  const persistor = hydrate ? null : makePersistor(store);
  // Start the screen's data loads while its chunk and the translations download. The API layer
  // asks in the page's language, so these are the screen's own requests (with server state: the
  // answers are already in the store and nothing is asked again).
  void prefetchRoute(page, store.dispatch, store.getState);
  await yieldToBrowser();

  const routes = createRoutes();
  const [translations] = await Promise.all([
    loadTranslations(language),
    hydrate ? resolveLazyMatches(routes, page) : undefined,
  ]);
  const i18n = await createI18n(language, translations);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { basename: routerBasename(language) });

  if (persistor === null) {
    // Hydrating. The server HTML is the logged-out view: hydrate it as it is (no PersistGate blanking it),
    // and only then read the session from local storage, so the header updates after hydration
    // instead of differing from the server's markup during it.
    let persisting = false;
    // The page counts as taken over once the session is read too: a tap kept before then
    // (public/paint-first.js) is replayed as the signed-in shopper's.
    const persistAfterHydration = () => {
      if (persisting) return;
      persisting = true;
      // The first view is hydrated: the parts hydrated on their own follow (HydrateOnView.tsx).
      firstViewIsHydrated();
      const persistor = makePersistor(store);
      const whenRead = () => {
        if (!persistor.getState().bootstrapped) return;
        unsubscribe();
        markInteractive();
      };
      const unsubscribe = persistor.subscribe(whenRead);
      whenRead();
    };
    // As a transition, hydration yields to the browser every few milliseconds instead of being
    // one long task over the whole page (the first view is already painted from the HTML).
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App store={store} i18n={i18n} router={router} origin={origin} />
          <AfterFirstCommit run={persistAfterHydration} />
        </StrictMode>,
      );
    });
    return { root, store, hydrated: true };
  }

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App store={store} persistor={persistor} i18n={i18n} router={router} origin={origin} />
      <AfterFirstCommit run={markRendered} />
    </StrictMode>,
  );
  return { root, store, hydrated: false };
}

/** Entry point used by src/index.tsx. */
export function startClient(): Promise<BootedApp | null> {
  const container = document.getElementById('root');
  if (!container) return Promise.resolve(null);
  return bootstrap(container);
}

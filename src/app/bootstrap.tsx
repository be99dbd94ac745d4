// Client start-up. Everything touching window/document happens inside these functions, never at
// import time, so the rest of src/ can be imported by a server render.
import { startTransition, StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { createI18n, loadTranslations as loadLocale } from '../i18n';
import { languageOfPath, pathWithoutLanguage, routerBasename } from '../shared/lib/language';
import { firstViewIsHydrated } from '../shared/ui/HydrateOnView';
import { App } from './App';
import { createRoutes, prefetchRoute } from './router';
import { preloadedFromServer } from './serverState';
import {
  markInteractive,
  persistThenMarkInteractive,
  readServerState,
  startPageLanguage,
  yieldToBrowser,
} from './startup';
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

export async function bootstrap(
  container: HTMLElement,
  { loadTranslations = loadLocale }: BootOptions = {},
): Promise<BootedApp> {
  const language = startPageLanguage();
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
      persistThenMarkInteractive(store);
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

export interface TakeOverInput {
  /** The page's #root, holding the server's HTML and its hydrated parts. */
  container: HTMLElement;
  /** The parts' store and i18n: the app goes on with them (cached answers, session, cart). */
  store: AppStore;
  i18n: I18n;
  origin: string;
  /** Where the shopper is going: a path with its language prefix, query and hash. */
  to: string;
  replace?: boolean;
  /** The navigation's state (react-router's location.state on the new page). */
  state?: unknown;
  /** Unmounts the page's hydrated parts (src/islands), just before the app replaces them. */
  unmountParts: () => void;
}

/**
 * The whole app takes over a page whose parts ran on their own (src/islands), on its first
 * navigation: the address changes, the next screen's code and data load while the page still
 * shows, then the parts are unmounted and the app renders the new page in their place, with the
 * same store. From then on the app routes in the browser, as on any page it started.
 */
export async function takeOver({
  container,
  store,
  i18n,
  origin,
  to,
  replace = false,
  state = null,
  unmountParts,
}: TakeOverInput): Promise<Root> {
  const url = new URL(to, window.location.href);
  const page = { pathname: pathWithoutLanguage(url.pathname), search: url.search };
  void prefetchRoute(page, store.dispatch, store.getState);
  const routes = createRoutes();
  await resolveLazyMatches(routes, page);
  // In react-router's shape (its browser history reads `usr` as the location's state).
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', url.href);
  else window.history.pushState(entry, '', url.href);
  const router = createBrowserRouter(routes, {
    basename: routerBasename(languageOfPath(url.pathname)),
  });
  unmountParts();
  const root = createRoot(container);
  // One frame: the parts' last picture stays until the new page is there to replace it.
  flushSync(() => {
    root.render(
      <StrictMode>
        {/* `part`: the page's global styles came with its HTML and its toasts keep their own
            mount point (src/islands/boot.tsx). */}
        <App store={store} i18n={i18n} router={router} origin={origin} part />
      </StrictMode>,
    );
  });
  if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
  else window.scrollTo(0, 0);
  return root;
}

/** Entry point used by src/index.tsx. */
export function startClient(): Promise<BootedApp | null> {
  const container = document.getElementById('root');
  if (!container) return Promise.resolve(null);
  return bootstrap(container);
}

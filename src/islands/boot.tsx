// A server-rendered page's start in the browser, for the pages most visits start on
// (islandPages.ts): the page stays the server's HTML, and only its interactive parts, the islands
// (the header, the page's screen, the phone's bottom bar: IslandFrame), are hydrated, each as a
// React root of its own, one per task, in page order, all sharing one store and one i18n. The
// route table, the page shell and every other screen are not loaded: the whole app comes when the
// shopper goes to another page (takeOver in app/bootstrap.tsx), fetched while the page is idle.
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Params } from 'react-router';
import { createI18n, loadTranslations } from '../i18n';
import { preloadedFromServer } from '../app/serverState';
import {
  persistThenMarkInteractive,
  readServerState,
  startPageLanguage,
  yieldToBrowser,
} from '../app/startup';
import { makeStore } from '../app/store';
import { AppProviders } from '../app/App';
import { routerBasename } from '../shared/lib/language';
import { firstViewIsHydrated } from '../shared/ui/HydrateOnView';
import {
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_TAG,
} from '../shared/ui/island/IslandFrame';
import { Toasts } from '../shared/ui/toast/Toasts';
import { IslandRoot, type IslandContext } from './IslandRoot';
import { interceptLinks, islandNavigator } from './navigation';
import { islandLoader } from './registry';

const loadApp = () => import(/* webpackChunkName: "app" */ '../app/bootstrap');

/** The islands of the page, outermost only (an island inside another is hydrated with it). */
function topLevelIslands(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (element) => element.parentElement?.closest(ISLAND_TAG) === null,
  );
}

function islandProps(element: HTMLElement): { params?: Params } {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as { params?: Params };
  } catch {
    return {};
  }
}

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : window.setTimeout(run, 200);

export async function startIslands(container: HTMLElement): Promise<void> {
  const language = startPageLanguage();
  await yieldToBrowser();
  const fromServer = readServerState(document);
  if (fromServer === null || fromServer.language !== language) {
    // Nothing to hydrate the parts with: the whole app renders the page afresh.
    await (await loadApp()).startClient();
    return;
  }
  const store = makeStore(preloadedFromServer(fromServer), { language });
  const i18n = await createI18n(language, await loadTranslations(language));
  const { origin } = fromServer;

  const roots: Root[] = [];
  let toasts: Root | null = null;
  let takingOver = false;
  const go = (to: string, replace = false) => {
    if (takingOver) return;
    takingOver = true;
    const unmountParts = () => {
      for (const root of roots.splice(0)) root.unmount();
      toasts?.unmount();
    };
    loadApp()
      .then(({ takeOver }) =>
        takeOver({ container, store, i18n, origin, to, replace, unmountParts }),
      )
      // The app could not come (a failed download): the browser goes there itself.
      .catch(() => window.location.assign(to));
  };
  interceptLinks(language, go, () => !takingOver);

  const { pathname, search, hash } = window.location;
  const context: IslandContext = {
    store,
    i18n,
    origin,
    basename: routerBasename(language),
    location: { pathname, search, hash, state: null, key: 'default' },
    navigator: islandNavigator(go),
  };

  const hydrated: Promise<void>[] = [];
  for (const element of topLevelIslands(container)) {
    const load = islandLoader(element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '');
    if (!load) continue;
    const Island: ComponentType = await load();
    await yieldToBrowser();
    const { params } = islandProps(element);
    hydrated.push(
      new Promise((resolve) => {
        // As a transition, each hydration yields to the browser every few milliseconds.
        startTransition(() => {
          roots.push(
            hydrateRoot(
              element,
              <StrictMode>
                <IslandRoot context={context} params={params} onCommit={resolve}>
                  <Island />
                </IslandRoot>
              </StrictMode>,
            ),
          );
        });
      }),
    );
  }
  await Promise.all(hydrated);
  // The page's parts hydrated apart from the rest (HydrateOnView.tsx) follow.
  firstViewIsHydrated();
  persistThenMarkInteractive(store);

  // The toasts' mount point: an element of its own (the served HTML has none). It renders nothing
  // until the first toast.
  const host = document.createElement('div');
  document.body.append(host);
  toasts = createRoot(host);
  toasts.render(
    <AppProviders store={store} i18n={i18n} origin={origin} part>
      <Toasts />
    </AppProviders>,
  );
  // The whole app, for the first navigation: downloaded and read while nothing else happens.
  whenIdle(() => {
    if (!takingOver) void loadApp().catch(() => undefined);
  });
}

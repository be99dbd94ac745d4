// A server-rendered page's start in the browser, for the pages most visits start on
// (islandPages.ts): the page stays the server's HTML, and only its interactive parts, the islands
// (the header, the phone's bottom bar, a screen's working parts: IslandFrame), are hydrated,
// each as a React root of its own, one per task, in page order, all sharing one store and one
// i18n. The route table, the page shell and every other screen are not loaded: the whole app comes
// when the shopper goes to another page (takeOver in app/bootstrap.tsx), fetched while the page is
// idle.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
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
import { interceptLinks, islandNavigator, type Go } from './navigation';
import { islandLoader } from './registry';

const loadApp = () => import(/* webpackChunkName: "app" */ '../app/bootstrap');

/** The islands of the page, outermost only (an island inside another is hydrated with it). */
function topLevelIslands(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (element) => element.parentElement?.closest(ISLAND_TAG) === null,
  );
}

function islandProps(element: HTMLElement): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return props !== null && typeof props === 'object' ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** How near the viewport an island is hydrated (about a phone screen's height). */
const NEAR_MARGIN_PX = 600;

/** The island's boxes (its frame has none of its own: `display: contents`). */
const boxesOf = (element: HTMLElement) => [...element.children];

/**
 * Hydrated with the first view: an island near the viewport, or one without a box to tell (fixed
 * or hidden, such as the phone's bar and its side menu, which the header's button opens).
 */
function nearViewport(element: HTMLElement): boolean {
  const rects = boxesOf(element).map((box) => box.getBoundingClientRect());
  const sized = rects.filter((rect) => rect.width > 0 || rect.height > 0);
  if (sized.length === 0) return true;
  const height = window.innerHeight || document.documentElement.clientHeight;
  return sized.some(
    (rect) => rect.bottom >= -NEAR_MARGIN_PX && rect.top <= height + NEAR_MARGIN_PX,
  );
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}

/** The other islands are hydrated as they come near the viewport. */
function hydrateWhenNear(
  islands: readonly HTMLElement[],
  hydrate: (element: HTMLElement) => Promise<void>,
): void {
  if (islands.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of islands) void hydrate(element);
    return;
  }
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = islandOf.get(entry.target);
        if (!entry.isIntersecting || !element) continue;
        for (const box of boxesOf(element)) observer.unobserve(box);
        void hydrate(element);
      }
    },
    { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
  );
  for (const element of islands) {
    for (const box of boxesOf(element)) {
      islandOf.set(box, element);
      observer.observe(box);
    }
  }
}

/** The buttons that do nothing without their island (links and form submits work already). */
const ISLAND_BUTTONS = 'button[type="button"], [role="button"]:not(a), [data-replay]';

/**
 * A tap on a button of an island not hydrated yet is kept, the island hydrated at once, and the
 * tap replayed when it has been (each island's own taps, in order). A press or a focus inside
 * an island starts its hydration too.
 */
function keepTapsUntilHydrated(
  islands: readonly HTMLElement[],
  done: ReadonlySet<HTMLElement>,
  hydrate: (element: HTMLElement) => Promise<void>,
): void {
  const islandAt = (target: EventTarget | null) =>
    target instanceof Node ? islands.find((element) => element.contains(target)) : undefined;
  const wake = (event: Event) => {
    const element = islandAt(event.target);
    if (element) void hydrate(element);
  };
  document.addEventListener('pointerdown', wake, true);
  document.addEventListener('focusin', wake, true);
  document.addEventListener(
    'click',
    (event) => {
      const element = islandAt(event.target);
      if (!element || done.has(element) || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>(ISLAND_BUTTONS);
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.hasAttribute('data-pending')) return;
      button.setAttribute('data-pending', '');
      void hydrate(element).then(() => {
        button.removeAttribute('data-pending');
        if (button.isConnected) button.click();
      });
    },
    true,
  );
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
  let takingOver = false;
  const go: Go = (to, { replace = false, state } = {}) => {
    if (takingOver) return;
    takingOver = true;
    // The toasts' root stays: a toast shown just before (a signed-out add to cart, which then
    // goes to the sign-in page) is still on the screen after the app has taken over.
    const unmountParts = () => {
      for (const root of roots.splice(0)) root.unmount();
    };
    loadApp()
      .then(({ takeOver }) =>
        takeOver({ container, store, i18n, origin, to, replace, state, unmountParts }),
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

  const hydrations = new Map<HTMLElement, Promise<void>>();
  /** Islands whose hydration has committed. */
  const hydrated = new Set<HTMLElement>();
  const hydrateIsland = (element: HTMLElement): Promise<void> => {
    const known = hydrations.get(element);
    if (known) return known;
    const hydration = (async () => {
      const load = islandLoader(element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '');
      if (!load || takingOver) return;
      const Island = await load();
      await yieldToBrowser();
      if (takingOver) return;
      const props = islandProps(element);
      await new Promise<void>((resolve) => {
        // As a transition, each hydration yields to the browser every few milliseconds.
        startTransition(() => {
          roots.push(
            hydrateRoot(
              element,
              <StrictMode>
                <IslandRoot context={context} onCommit={resolve}>
                  <Island {...props} />
                </IslandRoot>
              </StrictMode>,
            ),
          );
        });
      });
      hydrated.add(element);
    })();
    hydrations.set(element, hydration);
    return hydration;
  };

  const islands = topLevelIslands(container);
  const [firstView, later] = partition(islands, nearViewport);
  keepTapsUntilHydrated(islands, hydrated, hydrateIsland);
  hydrateWhenNear(later, hydrateIsland);
  // The first view's islands, in page order, each started in a task of its own.
  const firstHydrations: Promise<void>[] = [];
  for (const element of firstView) {
    firstHydrations.push(hydrateIsland(element));
    await yieldToBrowser();
  }
  await Promise.all(firstHydrations);
  // Parts of an island hydrated apart from the rest of it (HydrateOnView.tsx) no longer wait.
  firstViewIsHydrated();
  persistThenMarkInteractive(store);

  // The toasts' mount point: an element of its own (the served HTML has none). It renders nothing
  // until the first toast.
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <AppProviders store={store} i18n={i18n} origin={origin} part>
      <Toasts />
    </AppProviders>,
  );
  // The whole app, for the first navigation: downloaded and read while nothing else happens.
  whenIdle(() => {
    if (!takingOver) void loadApp().catch(() => undefined);
  });
}

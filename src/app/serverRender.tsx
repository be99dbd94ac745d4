// Server rendering of a storefront page: one module for the Node server (built by
// webpack as the `render` entry of the node target, see webpack.config.ts) and the server-render
// test. A fresh store per request, filled by the route's own prefetch with API calls answered by
// `fetchApi` (the server answers them in-process), then the whole tree rendered to HTML with every
// lazy part resolved, the styles collected, and what the client needs to hydrate: the document
// meta from the route table and the store's catalogue state. Nothing personal: no cookie, no
// token, no stored session is read here, so the same URL gives the same HTML to every visitor of
// one language.
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { baseApi } from '../api/baseApi';
import type { User } from '../api/transforms/user';
import { loggedIn } from '../entities/session/authSlice';
import { createI18n, type Translations } from '../i18n';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { HEADER_IMAGE_SIZES } from '../features/home/headerImage';
import { splashMarkup, type SplashMarkup } from '../features/layout/components/splash/splashMarkup';
import type { RouteMeta } from '../shared/lib/routeData';
import type { PageHead } from '../shared/lib/seo/pageHead';
import { imageSources } from '../shared/lib/image';
import type { Language } from '../shared/rules/constants';
import {
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  routerBasename,
} from '../shared/lib/language';
import { createTheme } from '../styles/theme';
import { AppProviders } from './App';
import { documentTitle } from './DocumentMeta';
import { createRoutes, matchScreenRoute, prefetchRoute } from './router';
import { serverHead } from './serverHead';
import { ISLAND_PAGES } from '../islands/islandPages';
import { makeStore, type AppStore } from './store';
import { serverState, type ServerState } from './serverState';
import { redirectCode, routeStatus } from './serverStatus';

export { SERVER_STATE_ID, serializeServerState } from './serverState';
export { SPLASH_SEEN_COOKIE } from '../features/layout/components/splash/splashMarkup';
export { isPersonalPage, PERSONAL_ROUTES } from './serverStatus';

const CATALOG = 'data-catalog';
const CONTENT = 'data-content';

/**
 * The routes a server renders: the public catalogue and the shop's content pages (the same for
 * every visitor), and (no route matching) the not-found page. Account pages (login, cart,
 * profile…) and the enquiry forms without content of their own get the plain shell.
 *
 * Each with the chunk groups (webpackChunkName) its screen and data come in: the page names their
 * files with its scripts, so they download beside the app instead of after it has started (on a
 * slow phone network, a round trip and the app's start-up less before the page answers a tap).
 * The hydration journeys check that a page asks for no screen or data chunk besides these.
 */
export const SERVER_RENDERED_ROUTES: ReadonlyMap<string, readonly string[]> = new Map([
  ['home', ['route-home']],
  ['latest-products', ['route-latest-products', CATALOG]],
  ['best-sellers', ['route-best-sellers', CATALOG]],
  ['offers', ['route-offers', CATALOG]],
  ['search', ['route-search', CATALOG]],
  ['category', ['route-category', CATALOG]],
  ['product', ['route-product', 'data-product']],
  ['product-by-id', ['route-product', 'data-product']],
  ['about', ['route-about', CONTENT]],
  ['shipping-policy', ['route-policy', CONTENT]],
  ['terms-conditions', ['route-policy', CONTENT]],
  ['exchanges-and-returns', ['route-policy', CONTENT]],
  ['privacy-policy', ['route-policy', CONTENT]],
  ['common-questions', ['route-common-questions', CONTENT]],
  ['videos', ['route-videos', CONTENT]],
  ['catalog', ['route-catalog', CONTENT]],
  ['contact', ['route-contact', 'data-enquiries']],
]);

/** The not-found page's screen (a path no route matches). */
const NOT_FOUND_CHUNKS = ['route-not-found'];

/**
 * Whether the server renders this path (a public catalogue route, or a path no route matches:
 * the not-found page), before any work is done.
 */
export function isServerRendered(pathname: string): boolean {
  const found = matchScreenRoute(pathWithoutLanguage(pathname));
  return found === null || SERVER_RENDERED_ROUTES.has(found.route.id);
}

const TRANSLATIONS: Record<Language, Translations> = { ar, en };

export interface RenderInput {
  /** Path and query of the page, e.g. `/vases?page=2` or `/en/vases?page=2` (its language). */
  url: string;
  /** Origin the page is served at (absolute URLs: the API base, the canonical link). */
  origin: string;
  /** Answers the storefront's API calls (`${origin}/api/v1/…`). */
  fetchApi: typeof fetch;
  /**
   * Aborted when the server has answered the page without this render (its deadline passed):
   * the render stops at its next step, React's rendering included, and throws.
   */
  signal?: AbortSignal;
  /**
   * A logged-in session to render with. Only tests pass one (every route must also render for a
   * shopper); the server never does: it reads no session and renders no personal page.
   */
  session?: { token: string; user: User };
}

export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export interface RenderedPage {
  kind: 'page';
  /** The matched route id (null: the not-found page). */
  routeId: string | null;
  /** The HTTP status: 404 when the page says the thing asked for is not there, else 200. */
  status: 200 | 404;
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> elements for <head>. */
  styleTags: string;
  meta: RouteMeta & { documentTitle: string };
  /** Canonical link, robots, link preview and structured data (seo/pageHead.ts). */
  head: PageHead;
  /** What the client hydrates its store with (serverState.ts). */
  state: ServerState;
  /** The first view's largest picture, worth a <link rel=preload> in <head>. */
  preloadImage: PreloadImage | null;
  /** The chunk groups the page's hydration needs besides the entry: screen, data, translations. */
  chunks: string[];
  /**
   * The entry the page starts with: `islands` when only its interactive parts are hydrated
   * (src/islands), else the whole app's `main`.
   */
  entry: 'main' | 'islands';
  /** Home's phone splash (splashMarkup.ts), written with the page unless the session saw one. */
  splash: SplashMarkup | null;
  store: AppStore;
  t: (key: string) => string;
}

export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

export type RenderResult = RenderedPage | RenderedRedirect;

/** Home's LCP picture (the first header image) when the main banner shows; else nothing. */
function preloadImageOf(routeId: string | null, store: AppStore): PreloadImage | null {
  if (routeId !== 'home') return null;
  const api = store.getState()[baseApi.reducerPath];
  const settings = Object.values(api.queries).find(
    (entry) => entry?.endpointName === 'getSettings',
  );
  const header = Object.values(api.queries).find(
    (entry) => entry?.endpointName === 'getHeaderImages',
  );
  const flags = settings?.data as { isMainBannerActive?: boolean; isMaintenanceActive?: boolean };
  const images = header?.data as Array<{ image: string }> | undefined;
  if (!flags?.isMainBannerActive || flags.isMaintenanceActive || !images?.[0]) return null;
  const { src, srcSet } = imageSources(images[0].image);
  return srcSet ? { href: src, srcSet, sizes: HEADER_IMAGE_SIZES } : { href: src };
}

/**
 * A `<title>` a screen renders (the not-found page's) comes ahead of the markup when React renders
 * into a container rather than a whole document. The page's title is the route meta's, written
 * into <head>, so that one is dropped: one title per page. (Hydration skips such elements at the
 * container's top level; in the browser React moves the screen's title into <head>.)
 */
const LEADING_TITLES = /^(?:<title>[^<]*<\/title>)+/;

async function renderToHtml(element: React.ReactElement, signal?: AbortSignal): Promise<string> {
  // Every Suspense boundary inline, in place: React would otherwise send a large one after the
  // rest with an inline script to move it in, which the CSP (no inline script) blocks.
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  const sink = prelude.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').replace(LEADING_TITLES, '');
}

/** Renders one page; throws when something fails (the server then sends the plain shell). */
export async function renderRoute({
  url,
  origin,
  fetchApi,
  signal,
  session,
}: RenderInput): Promise<RenderResult> {
  const stopIfAborted = () => signal?.throwIfAborted();
  stopIfAborted();
  const address = new URL(url, origin);
  const language = languageOfPath(address.pathname);
  // The page as the route table knows it: its path without the language prefix.
  const location = new URL(address);
  location.pathname = pathWithoutLanguage(address.pathname);
  const store = makeStore(undefined, { fetchFn: fetchApi, origin, language });
  if (session) store.dispatch(loggedIn(session));
  try {
    const found = matchScreenRoute(location.pathname);
    await prefetchRoute(location, store.dispatch, store.getState);
    stopIfAborted();
    const routeData = found ? await found.route.data() : null;
    // Decided from the prefetched data before rendering: a redirect renders nothing.
    const status = routeStatus(found, routeData, store.getState(), location);
    if (status.kind === 'redirect') {
      return {
        kind: 'redirect',
        status: redirectCode(status),
        // In the page's language: a shopper reading English stays in English.
        location: localizedPath(status.path, language),
      };
    }
    if (status.kind === 'unknown') {
      throw new Error(`the data deciding the ${found?.route.id} page's status could not be read`);
    }
    const i18n = await createI18n(language, TRANSLATIONS[language]);
    stopIfAborted();

    const handler = createStaticHandler(createRoutes(), { basename: routerBasename(language) });
    const context = await handler.query(new Request(address.href, { signal }));
    stopIfAborted();
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('Location') ?? '/',
      };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    let html: string;
    let styleTags: string;
    try {
      html = await renderToHtml(
        sheet.collectStyles(
          <AppProviders store={store} i18n={i18n} origin={origin}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>,
        ),
        signal,
      );
      styleTags = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }

    stopIfAborted();
    const routeId = found?.route.id ?? null;
    const meta: RouteMeta = routeData
      ? routeData.meta({
          state: store.getState(),
          params: found?.params ?? {},
          searchParams: location.searchParams,
          language,
          t: i18n.t,
        })
      : { title: i18n.t('not_found_page_title'), description: i18n.t('site_description') };
    return {
      kind: 'page',
      routeId,
      status: status.kind === 'not-found' ? 404 : 200,
      html,
      styleTags,
      meta: { ...meta, documentTitle: documentTitle(meta, i18n.t('brand_name')) },
      head: serverHead({
        routeId,
        meta,
        store,
        language,
        origin,
        siteName: i18n.t('brand_name'),
      }),
      state: serverState(store.getState(), language, origin),
      preloadImage: preloadImageOf(routeId, store),
      // The page's islands are there unless it showed something else (the maintenance screen).
      entry:
        routeId !== null && ISLAND_PAGES.has(routeId) && html.includes('data-island="header"')
          ? 'islands'
          : 'main',
      chunks: [
        ...((routeId === null ? NOT_FOUND_CHUNKS : SERVER_RENDERED_ROUTES.get(routeId)) ?? []),
        `locale-${language}`,
      ],
      splash:
        routeId === 'home'
          ? splashMarkup(
              { brand: i18n.t('brand_name'), tagline: i18n.t('home_page_title') },
              createTheme(i18n.dir()),
            )
          : null,
      store,
      t: (key) => i18n.t(key),
    };
  } finally {
    // Unsubscribed cache entries are dropped after 60 s by a timer; this store is done with.
    store.dispatch(baseApi.util.resetApiState());
  }
}

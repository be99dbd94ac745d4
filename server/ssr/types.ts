// What the server-render bundle (webpack's node build of src/app/serverRender.tsx) exports, as the
// server sees it. Declared here because server code does not import the storefront's modules.

export type PageLanguage = 'ar' | 'en';

export interface RenderInput {
  /** Path and query, e.g. `/vases?page=2`; English pages under /en (the render reads it there). */
  url: string;
  origin: string;
  /** Answers the storefront's API calls; the server serves them in-process. */
  fetchApi: typeof fetch;
  /** Aborted when the page is answered (deadline or end): the render stops at its next step. */
  signal?: AbortSignal;
}

/** What a page's <head> says about it besides title and description (headTags.ts writes it). */
export interface PageHead {
  /** Absolute canonical URL; null when the page has none (not indexed, not found). */
  canonical: string | null;
  /** The page's language versions (hreflang), absolute URLs. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** `<meta name content>` pairs. */
  names: ReadonlyArray<readonly [string, string]>;
  /** `<meta property content>` pairs (Open Graph). */
  properties: ReadonlyArray<readonly [string, string]>;
  /** Structured data objects, one `<script type="application/ld+json">` each. */
  jsonLd: readonly object[];
}

export interface RenderedPage {
  kind: 'page';
  routeId: string | null;
  /** 404 when the page says the thing asked for is not there, else 200. */
  status: number;
  html: string;
  styleTags: string;
  meta: { title: string; description: string; documentTitle: string };
  head: PageHead;
  state: unknown;
  preloadImage: { href: string; srcSet?: string; sizes?: string } | null;
  /** Chunk groups (webpackChunkName) the page's hydration needs besides the entry scripts. */
  chunks?: readonly string[];
  /**
   * The entry point the page starts with: `islands` (only its interactive parts are hydrated) or,
   * when absent, the template's own (`main`, the whole app).
   */
  entry?: 'main' | 'islands';
  /** Home's phone splash: its element (before the app's root) and its styles. */
  splash: { html: string; css: string } | null;
}

export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

export interface ServerRenderModule {
  renderRoute(input: RenderInput): Promise<RenderedPage | RenderedRedirect>;
  isServerRendered(pathname: string): boolean;
  /** A visitor's own page or a sign-in step: sent as the shell, marked noindex. */
  isPersonalPage(pathname: string): boolean;
  serializeServerState(state: never): string;
  SERVER_STATE_ID: string;
  /** The session cookie saying the browser session has seen a page (no splash then). */
  SPLASH_SEEN_COOKIE: string;
}

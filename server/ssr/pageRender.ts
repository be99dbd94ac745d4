// Server rendering of the public storefront pages. For a GET of a page whose
// route the bundle renders (the catalogue, the same for every visitor, and the not-found page):
// the bundle's renderRoute with the API answered in-process (app.inject, no network), then its
// markup, styles, meta and state put into the built index.html, with the status the route decided
// from its data (a redirect, a 404). A personal page (account, cart, sign-in) answers `personal`:
// the shell, marked noindex. Anything else — a public page not rendered yet, a render that throws
// or takes longer than RENDER_TIMEOUT_MS, a page asked while MAX_RENDERS_IN_FLIGHT renders are
// running — answers null and the caller sends the plain shell (200), which boots exactly as
// before. A render stops when its page is answered: its signal is aborted, so no API call starts
// after that and React stops rendering. Nothing personal is read: no Authorization, no session,
// no cookie. The URL alone says the language (English under /en), so a page's HTML is the same
// for every visitor.
import { setMaxListeners } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOfPath } from '../../src/shared/lib/language';
import type { ChunkScripts } from './chunkScripts';
import { abortError, inProcessFetch, untilAborted } from './inProcessFetch';
import { fontPreloadTags } from './fonts';
import { escapeHtml, headTags } from './headTags';
import type { PageLanguage, RenderedPage, ServerRenderModule } from './types';

/** A render's deadline; the variable of the same name (config.ts) sets another. */
export const RENDER_TIMEOUT_MS = 2000;
/**
 * Renders one process runs at once. Rendering is CPU work: on a 2-core machine more renders at a
 * time only make each one slower (and the API answers with them); a page asked beyond this gets
 * the shell at once, which the browser renders itself.
 */
export const MAX_RENDERS_IN_FLIGHT = 4;

export type PageAnswer =
  | {
      kind: 'html';
      html: string;
      language: PageLanguage;
      status: number;
      /** The HTML depends on the request's cookies (home's splash). */
      variesByCookie: boolean;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A visitor's own page: the plain shell, marked noindex. */
  | { kind: 'personal' };

export type PageRenderer = (request: FastifyRequest) => Promise<PageAnswer | null>;

export interface RenderLimits {
  /** A render's deadline (RENDER_TIMEOUT_MS): then the page is the shell and the render stops. */
  timeoutMs?: number;
  /** Renders at once (MAX_RENDERS_IN_FLIGHT); a page beyond them gets the shell. */
  maxRendersInFlight?: number;
}

export interface PageRendererOptions extends RenderLimits {
  render: ServerRenderModule;
  /** The built index.html. */
  template: string;
  /** Origin of absolute URLs (the canonical link). */
  publicUrl: string;
  /** The web fonts a page of each language preloads (fonts.ts). */
  fonts?: Record<PageLanguage, string[]>;
  /** The files of the build's chunk groups (chunkScripts.ts). */
  chunkScripts?: ChunkScripts;
}

/** The page language: English under /en, else Arabic (never a cookie or Accept-Language). */
export function pageLanguage(pathname: string): PageLanguage {
  return languageOfPath(pathname);
}

/** Whether the Cookie header names `name` (its value does not matter). */
export function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((pair) => pair.trim().split('=')[0] === name);
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * index.html with the rendered page: `<html lang dir>`, title, description, the LCP picture's
 * preload, the page's head tags (canonical link, link preview, structured data: headTags.ts), the
 * collected styles, the markup in #root and the state after it (a non-executing JSON script: the
 * CSP allows no inline script). Throws when the template lacks one of the places (the caller then
 * sends the shell).
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  language: PageLanguage,
  {
    stateId,
    stateJson,
    fonts = [],
    splash = true,
    scripts = [],
    ownEntry = false,
  }: {
    stateId: string;
    stateJson: string;
    fonts?: readonly string[];
    /** The page's screen, data and translation chunks (chunkScripts.ts), loaded with the app. */
    scripts?: readonly string[];
    /** Write the page's splash, if it has one (false: this browser session has seen a page). */
    splash?: boolean;
    /** `scripts` start the page themselves: the template's entry scripts are dropped. */
    ownEntry?: boolean;
  },
): string {
  const { meta, preloadImage } = page;
  const head: string[] = [];
  if (preloadImage) {
    const attributes = [`rel="preload"`, `as="image"`, `href="${escapeHtml(preloadImage.href)}"`];
    if (preloadImage.srcSet) attributes.push(`imagesrcset="${escapeHtml(preloadImage.srcSet)}"`);
    if (preloadImage.sizes) attributes.push(`imagesizes="${escapeHtml(preloadImage.sizes)}"`);
    attributes.push(`fetchpriority="high"`);
    head.push(`<link ${attributes.join(' ')}>`);
  }
  head.push(fontPreloadTags(fonts), headTags(page.head));
  const splashShown = splash && page.splash !== null;
  if (splashShown && page.splash) head.push(`<style>${page.splash.css}</style>`);
  let html = template;
  html = replaceOnce(
    html,
    /<html\b[^>]*>/i,
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    '<html>',
  );
  html = replaceOnce(
    html,
    /<title>[\s\S]*?<\/title>/i,
    `<title>${escapeHtml(meta.documentTitle)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta\s+name=["']?description["']?[^>]*>/i,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    'meta description',
  );
  // Preload hints first (the browser starts the picture while it reads the rest), styles last.
  html = replaceOnce(html, /<\/head>/i, `${head.join('')}${page.styleTags}</head>`, '</head>');
  html = replaceOnce(
    html,
    /<div\s+id=["']?root["']?\s*><\/div>/i,
    (splashShown && page.splash ? page.splash.html : '') +
      `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${stateId}">${stateJson}</script>`,
    'empty #root',
  );
  return paintFirst(html, scripts, ownEntry);
}

const DEFERRED_SCRIPT = /<script\s+defer\s+src=["']?([^"'\s>]+)["']?\s*><\/script>/gi;

/**
 * The template's deferred scripts are left to /paint-first.js, which fetches them once the first
 * paint is on the screen and runs them once the first view's pictures have painted too (see that
 * file): until the first paint, its text, fonts and pictures have the connection to themselves,
 * and hydrating a large page is CPU work that would hold the largest picture off the screen.
 * Links work as ordinary links meanwhile. `chunks`, the page's own chunks, are fetched with them
 * and run after them (the app, once started, finds them loaded or loading).
 * The loader itself is fetched with high priority: as a deferred script it would be queued behind
 * the fonts and pictures, and the app's scripts cannot start before it has arrived.
 */
export function paintFirst(html: string, chunks: readonly string[] = [], ownEntry = false): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    if (!ownEntry) sources.push(src);
    return '';
  });
  if (withoutScripts === html) return html;
  for (const chunk of chunks) if (!sources.includes(chunk)) sources.push(chunk);
  const loader = `<script defer fetchpriority="high" src="/paint-first.js" data-scripts="${escapeHtml(sources.join(' '))}"></script>`;
  return replaceOnce(withoutScripts, /<\/head>/i, `${loader}</head>`, '</head>');
}

/**
 * The page's scripts: its chunks after the template's entry, or, on a page whose parts are
 * hydrated on their own, the `islands` entry's files and its chunks instead (when the build lists
 * them; otherwise the template's entry, which starts the whole app).
 */
function pageScripts(
  page: RenderedPage,
  chunkScripts: ChunkScripts | undefined,
): { scripts?: string[]; ownEntry?: boolean } {
  const chunks = page.chunks ?? [];
  if (page.entry === 'islands') {
    const entry = chunkScripts?.(['islands']) ?? [];
    if (entry.length > 0)
      return { scripts: chunkScripts?.(['islands', ...chunks]), ownEntry: true };
  }
  return { scripts: chunkScripts?.(chunks) };
}

export function createPageRenderer(
  app: FastifyInstance,
  {
    render,
    template,
    publicUrl,
    fonts,
    chunkScripts,
    timeoutMs = RENDER_TIMEOUT_MS,
    maxRendersInFlight = MAX_RENDERS_IN_FLIGHT,
  }: PageRendererOptions,
): PageRenderer {
  let inFlight = 0;
  return async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (render.isPersonalPage(pathname)) return { kind: 'personal' };
    if (!render.isServerRendered(pathname)) return null;
    if (inFlight >= maxRendersInFlight) {
      request.log.info('every render slot is busy; sending the plain page');
      return null;
    }
    const language = pageLanguage(pathname);
    // One controller per render: aborted at the deadline and whenever the render ends, so nothing
    // it started (API calls, React's rendering) goes on once the page is answered.
    const controller = new AbortController();
    const { signal } = controller;
    // Each API call in progress listens to the signal until it settles (a page's prefetch starts
    // about ten at once), besides React and the router: more than Node's leak warning expects.
    setMaxListeners(64, signal);
    const deadline = setTimeout(
      () => controller.abort(new Error(`render took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    inFlight += 1;
    try {
      const result = await untilAborted(
        render.renderRoute({
          url: request.url,
          origin: publicUrl,
          fetchApi: inProcessFetch(app, signal),
          signal,
        }),
        signal,
      ).catch((error: unknown) => {
        throw signal.aborted && signal.reason instanceof Error ? signal.reason : error;
      });
      if (result.kind === 'redirect') return result;
      const html = pageHtml(template, result, language, {
        stateId: render.SERVER_STATE_ID,
        stateJson: render.serializeServerState(result.state as never),
        fonts: fonts?.[language],
        splash: !hasCookie(request.headers.cookie, render.SPLASH_SEEN_COOKIE),
        ...pageScripts(result, chunkScripts),
      });
      return {
        kind: 'html',
        html,
        language,
        status: result.status,
        variesByCookie: result.splash !== null,
      };
    } catch (error) {
      // The first line of the reason only (logs carry no whole errors: they may hold personal data); a
      // render reads nothing personal, so the reason names nothing personal either.
      const reason =
        error instanceof Error
          ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}`
          : 'unknown';
      request.log.warn({ renderFailure: reason }, 'server render failed; sending the plain page');
      return null;
    } finally {
      clearTimeout(deadline);
      controller.abort(abortError());
      inFlight -= 1;
    }
  };
}

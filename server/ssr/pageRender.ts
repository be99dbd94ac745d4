// Server rendering of the public storefront pages (issue 8 item 10). For a GET of a page whose
// route the bundle renders (the catalogue, the same for every visitor): the bundle's renderRoute
// with the API answered in-process (app.inject, no network), then its markup, styles, meta and
// state put into the built index.html. Anything else — an account page, an unknown path, a render
// that throws or takes longer than RENDER_TIMEOUT_MS — answers null and the caller sends the
// plain shell, which boots exactly as before. Nothing personal is read: no Authorization, no
// session; the one cookie read is the language mirror (src/shared/lib/language.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fontPreloadTags } from './fonts';
import type { PageLanguage, RenderedPage, ServerRenderModule } from './types';

export const RENDER_TIMEOUT_MS = 2000;
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=(ar|en)(?:;|$)/;

export type PageAnswer =
  | { kind: 'html'; html: string; language: PageLanguage }
  | { kind: 'redirect'; status: number; location: string };

export type PageRenderer = (request: FastifyRequest) => Promise<PageAnswer | null>;

export interface PageRendererOptions {
  render: ServerRenderModule;
  /** The built index.html. */
  template: string;
  /** Origin of absolute URLs (the canonical link). */
  publicUrl: string;
  /** The web fonts a page of each language preloads (fonts.ts). */
  fonts?: Record<PageLanguage, string[]>;
  timeoutMs?: number;
}

/** The page language: the mirrored choice, else Arabic (SPEC §9 default). */
export function pageLanguage(cookieHeader: string | undefined): PageLanguage {
  const match = cookieHeader ? LANGUAGE_COOKIE.exec(cookieHeader) : null;
  return match?.[1] === 'en' ? 'en' : 'ar';
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * index.html with the rendered page: `<html lang dir>`, title, description, canonical link, the
 * LCP picture's preload, the collected styles, the markup in #root and the state after it (a
 * non-executing JSON script: the CSP allows no inline script). Throws when the template lacks one
 * of the places (the caller then sends the shell).
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  language: PageLanguage,
  {
    stateId,
    stateJson,
    publicUrl,
    fonts = [],
  }: { stateId: string; stateJson: string; publicUrl: string; fonts?: readonly string[] },
): string {
  const { meta, preloadImage } = page;
  const head: string[] = [];
  if (meta.canonicalPath) {
    head.push(
      `<link rel="canonical" href="${escapeHtml(new URL(meta.canonicalPath, publicUrl).href)}">`,
    );
  }
  if (preloadImage) {
    const attributes = [`rel="preload"`, `as="image"`, `href="${escapeHtml(preloadImage.href)}"`];
    if (preloadImage.srcSet) attributes.push(`imagesrcset="${escapeHtml(preloadImage.srcSet)}"`);
    if (preloadImage.sizes) attributes.push(`imagesizes="${escapeHtml(preloadImage.sizes)}"`);
    attributes.push(`fetchpriority="high"`);
    head.push(`<link ${attributes.join(' ')}>`);
  }
  head.push(fontPreloadTags(fonts));
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
    `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${stateId}">${stateJson}</script>`,
    'empty #root',
  );
  return paintFirst(html);
}

const DEFERRED_SCRIPT = /<script\s+defer\s+src=["']?([^"'\s>]+)["']?\s*><\/script>/gi;

/**
 * The template's deferred scripts are left to /paint-first.js, which requests and runs them after
 * the first view has painted (see that file): until then the pictures and fonts of the first view
 * have the connection to themselves (on a slow phone network the scripts would otherwise share it
 * with the largest picture), and hydrating a large page is CPU work that would hold that picture
 * off the screen. Links work as ordinary links meanwhile.
 */
export function paintFirst(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script defer src="/paint-first.js" data-scripts="${escapeHtml(sources.join(' '))}"></script>`;
  return replaceOnce(withoutScripts, /<\/head>/i, `${loader}</head>`, '</head>');
}

/** The storefront's API calls of one render, answered by the app itself (no socket, no network). */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      // What fetchBaseQuery sets; nothing of the visitor's request is passed on.
      headers: {
        accept: request.headers.get('accept') ?? 'application/json',
        'accept-language': request.headers.get('accept-language') ?? 'ar',
      },
      payload:
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
    });
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
    return new Response(body === null ? null : new Uint8Array(body), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`render took longer than ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function createPageRenderer(
  app: FastifyInstance,
  { render, template, publicUrl, fonts, timeoutMs = RENDER_TIMEOUT_MS }: PageRendererOptions,
): PageRenderer {
  return async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!render.isServerRendered(pathname)) return null;
    const language = pageLanguage(request.headers.cookie);
    try {
      const result = await withTimeout(
        render.renderRoute({
          url: request.url,
          language,
          origin: publicUrl,
          fetchApi: inProcessFetch(app),
        }),
        timeoutMs,
      );
      if (result.kind === 'redirect') return result;
      const html = pageHtml(template, result, language, {
        stateId: render.SERVER_STATE_ID,
        stateJson: render.serializeServerState(result.state as never),
        publicUrl,
        fonts: fonts?.[language],
      });
      return { kind: 'html', html, language };
    } catch (error) {
      // The first line of the reason only (logs carry no whole errors, STYLE / issue 13); a
      // render reads nothing personal, so the reason names nothing personal either.
      const reason =
        error instanceof Error
          ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}`
          : 'unknown';
      request.log.warn({ renderFailure: reason }, 'server render failed; sending the plain page');
      return null;
    }
  };
}

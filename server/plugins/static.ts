import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/globalPlugin';
import { HttpError } from '../lib/httpError';
import { loadServerRender } from '../ssr/bundle';
import { chunkScripts } from '../ssr/chunkScripts';
import { fontPreloads } from '../ssr/fonts';
import {
  createPageRenderer,
  pageLanguage,
  type PageRenderer,
  type RenderLimits,
} from '../ssr/pageRender';
import type { PageLanguage, ServerRenderModule } from '../ssr/types';

export interface StaticOptions {
  /** The built storefront (webpack output). Missing: only the API and /media are served. */
  distDir: string;
  /** Generated product images, served at /media/. */
  mediaDir: string;
  /** Origin of the pages' absolute URLs (canonical links). */
  publicUrl: string;
  /**
   * The server-render bundle; default: the one built beside distDir (ssr/bundle.ts), if any.
   * null: never render (every page is the plain shell).
   */
  serverRender?: ServerRenderModule | null;
  /** Renders at once and their deadline (ssr/pageRender.ts defaults). */
  renderLimits?: RenderLimits;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// webpack names its output `[name].[contenthash:8].ext`; only such names may be cached forever.
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
/**
 * A last path segment with a dot names a file (product and category slugs never contain one). Plain index
 * searches, each character read a bounded number of times: a regular expression such as
 * `/\.[^/]*$/` retries from every dot and takes quadratic time on a long path of dots.
 */
export function looksLikeFile(url: string): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return pathname.indexOf('.', pathname.lastIndexOf('/') + 1) !== -1;
}

/**
 * A page of the back office: /admin and /en/admin, alone or with a path below them (never
 * /administrator). Compared as plain strings on the path without its query.
 */
export function isAdminPage(url: string): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
  return rest === '/admin' || rest.startsWith('/admin/');
}

/** The built index.html in each language (`<html lang dir>`), plain and marked noindex. */
export function shellsByLanguage(
  template: string,
): Record<PageLanguage, { plain: string; personal: string }> {
  // The opening <html …> tag found by plain index searches (no pattern that could backtrack).
  const start = template.toLowerCase().indexOf('<html');
  const end = start === -1 ? -1 : template.indexOf('>', start);
  const inLanguage = (language: PageLanguage) =>
    end === -1
      ? template
      : `${template.slice(0, start)}<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">${template.slice(end + 1)}`;
  const noindex = (html: string) =>
    html.replace(/<\/head>/i, () => `<meta name="robots" content="noindex"></head>`);
  const both = (html: string) => ({ plain: html, personal: noindex(html) });
  return { ar: both(inLanguage('ar')), en: both(inLanguage('en')) };
}

/**
 * Serves dist/ (hashed assets immutable, `.br`/`.gz` siblings by Accept-Encoding, index.html
 * no-cache), DATA_DIR/images at /media/, and answers every other GET with the storefront page:
 * server-rendered for the public catalogue and content routes (SERVER_RENDERED_ROUTES) and unknown
 * paths (404) when the build has a server-render bundle (ssr/pageRender.ts), which also decides
 * redirects and which pages are personal (noindex); else (and whenever rendering fails) the plain
 * shell (history fallback).
 * The back office's pages (/admin…, /en/admin…) get its own shell, dist/admin/index.html, never
 * rendered and marked noindex (staff pages are nobody's search result). Unknown /api paths stay
 * JSON 404s. Nothing else on disk is reachable.
 */
export const staticPlugin = globalPlugin<StaticOptions>('zujaj-static', async (app, options) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasStorefront = fs.existsSync(indexFile);
  const adminDir = path.join(options.distDir, 'admin');
  const hasAdmin = hasStorefront && fs.existsSync(path.join(adminDir, 'index.html'));

  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      // `/` is a page like any other (its own route below), not the directory's index.html.
      index: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
    });
  }

  fs.mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: !hasStorefront,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // Generated images get new names when they change, so they may be cached for long.
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=2592000'),
  });

  const render =
    options.serverRender === undefined
      ? loadServerRender(options.distDir, (message) => app.log.warn(message))
      : options.serverRender;
  const template = hasStorefront ? fs.readFileSync(indexFile, 'utf8') : '';
  const renderPage: PageRenderer | null =
    hasStorefront && render
      ? createPageRenderer(app, {
          render,
          template,
          publicUrl: options.publicUrl,
          fonts: fontPreloads(options.distDir, template),
          chunkScripts: chunkScripts(options.distDir),
          ...options.renderLimits,
        })
      : null;

  const sendAdminShell = (reply: FastifyReply) =>
    reply
      .header('cache-control', NO_CACHE)
      .header('x-robots-tag', 'noindex, nofollow')
      .sendFile('index.html', adminDir, { cacheControl: false });

  // The shell of a page the browser renders itself, in the URL's language from its first paint.
  // A personal page (account, cart, sign-in) is nobody's search result: its shell says so in its
  // head (crawlers that read the page) and in a header (those that read only headers).
  const shells = shellsByLanguage(template);
  const sendShell = (request: FastifyRequest, reply: FastifyReply, personal = false) => {
    const shell = shells[pageLanguage(request.url.split('?')[0] ?? '/')];
    if (personal) reply.header('x-robots-tag', 'noindex');
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(personal ? shell.personal : shell.plain);
  };

  /**
   * A storefront page: server-rendered when it can be (with the status the route decided: a
   * redirect, a 404), the noindex shell for a personal page, else the shell.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = renderPage ? await renderPage(request) : null;
    if (page?.kind === 'redirect') {
      // A temporary redirect must not be kept: the next visit asks again.
      if (page.status !== 301 && page.status !== 308) reply.header('cache-control', NO_CACHE);
      return reply.redirect(page.location, page.status);
    }
    if (page?.kind === 'personal') return sendShell(request, reply, true);
    if (page) {
      // The same HTML for every visitor of one address (its language is in the URL), but for
      // home's splash, left out once the browser session has seen a page.
      if (page.variesByCookie) reply.header('vary', 'Cookie');
      return reply
        .code(page.status)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    return sendShell(request, reply);
  };

  if (hasStorefront) app.get('/', sendPage);
  // dist/admin/ is a folder on disk, which the file server would refuse (403) rather than fall back.
  if (hasAdmin) app.get('/admin/', (_request, reply) => sendAdminShell(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (
      hasStorefront &&
      isRead &&
      !isApiPath(url) &&
      !url.startsWith('/media/') &&
      !looksLikeFile(url)
    ) {
      if (hasAdmin && isAdminPage(url)) return sendAdminShell(reply);
      return sendPage(request, reply);
    }
    throw new HttpError(404, 'not_found');
  });
});

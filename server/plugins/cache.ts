import type { FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/globalPlugin';

/**
 * Public catalogue and content reads: fresh 2 s, then served stale for at most 3 s more while the
 * browser (or a shared cache) revalidates in the background — a 304 when the ETag still matches
 * (plugins/readCache.ts). A shopper sees an answer at most 5 s past the moment the server made it,
 * and the server's answer is at most 1 s behind a write made by another process (none behind one
 * of its own): stock shown is never more than about 6 s old. Repeated reads within a page visit
 * (home sections, back and forth between listing and details) still come from the browser.
 */
export const PUBLIC_MAX_AGE_S = 2;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 3;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`;

/**
 * A public read: GET of a route that declares no bearer security, asked without a token (with
 * one, a product answer carries that user's is_favourite).
 */
function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization !== undefined) return false;
  const schema = request.routeOptions.schema as { security?: unknown[] } | undefined;
  return schema !== undefined && !(schema.security && schema.security.length > 0);
}

/**
 * Cache-Control for every API answer: personal data (user calls, tokens, any answer to a request
 * with a token) and every error are `no-store`, so no shared cache or back/forward cache keeps
 * them; successful public reads get a short public lifetime, varying by language and token.
 */
export const cachePlugin = globalPlugin('zujaj-cache', async (app) => {
  // A callback hook: every answer passes here, and an async one costs a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) {
      return done(null, payload);
    }
    if (reply.statusCode === 200 && isPublicRead(request)) {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Accept-Language, Authorization'].filter(Boolean).join(', '));
    } else {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});

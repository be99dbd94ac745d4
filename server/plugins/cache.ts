import type { FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/globalPlugin';

/** Public catalogue and content reads may be kept this long by browsers and shared caches. */
export const PUBLIC_MAX_AGE_S = 60;

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
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    if (reply.statusCode === 200 && isPublicRead(request)) {
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Accept-Language, Authorization'].filter(Boolean).join(', '));
    } else {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});

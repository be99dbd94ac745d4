import { globalPlugin } from '../lib/globalPlugin';

// If-None-Match: the storefront asks whether a cached catalogue answer changed (304 when not).
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept-Language, Idempotency-Key, If-None-Match';
/** Read by the storefront from another origin: the ETag it revalidates with. */
const EXPOSED_HEADERS = 'ETag';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS for /api only, and only when API_CORS_ORIGIN names the allowed origins (comma-separated):
 * the storefront is normally served by this same process (same origin).
 */
export const corsPlugin = globalPlugin<{ origins: string[] }>(
  'zujaj-cors',
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '')));
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      reply.header('vary', 'Origin');
      if (!origin || !allowed.has(origin)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        return reply
          .code(204)
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
          .send();
      }
    });
  },
);

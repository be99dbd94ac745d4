import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { globalPlugin } from '../lib/globalPlugin';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // styled-components injects <style> elements at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Embedded videos (/videos) and the map on /contact.
      frameSrc: [
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://www.google.com',
      ],
      mediaSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // No upgrade-insecure-requests: the product is also reached over plain http (LAN, container).
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Same-site, not same-origin: a storefront built with another API_BASE_URL may load /media images.
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the
 * request (no nonces, no per-route settings), and @fastify/helmet would build helmet's whole
 * middleware again on every request — the largest cost of a cached answer (bench:api).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers for every answer (storefront and API). */
export const securityPlugin = globalPlugin('zujaj-security', async (app) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

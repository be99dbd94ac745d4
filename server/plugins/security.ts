import helmet from '@fastify/helmet';
import { globalPlugin } from '../lib/globalPlugin';

/** Security headers for every answer (storefront and API). */
export const securityPlugin = globalPlugin('zujaj-security', async (app) => {
  await app.register(helmet, {
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
        // Embedded videos (SPEC §2 /videos) and the map on /contact.
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
  });
});

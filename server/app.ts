import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fastifyTrustProxy, type Config } from './config';
import type { Db } from './db/client';
import type { Translator } from './lib/i18n';
import { withSafeLogging } from './lib/logging';
import { strictBodyValidator } from './lib/validation';
import type { ReadCacheOptions } from './cache/readCache';
import { createMailer, type Mailer } from './mail/mailer';
import { folderStore, type MediaStore } from './media/store';
import { authPlugin } from './plugins/auth';
import { cachePlugin } from './plugins/cache';
import { compressPlugin } from './plugins/compress';
import { corsPlugin } from './plugins/cors';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, rerouteFrameworkError } from './plugins/errors';
import { langPlugin } from './plugins/lang';
import { readCachePlugin } from './plugins/readCache';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { adminRoutes } from './routes/admin';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { profileRoutes } from './routes/profile';
import { sitemapRoutes } from './routes/sitemap';
import type { RenderLimits } from './ssr/pageRender';
import type { ServerRenderModule } from './ssr/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product database; routes hand it to services. */
    db: Db;
    config: Config;
    /** Where pictures are kept (MEDIA_DIR): every process of the shop shares it. */
    media: MediaStore;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** The built storefront; default `config.distDir`. Tests point it at a temporary folder. */
  distDir?: string;
  /** Fastify logger setting; default warn level (LOG_LEVEL overrides). Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Translations; default the storefront's src/i18n/locales files. */
  translator?: Translator;
  /** Outgoing mail; default from SMTP_URL, else .eml files in DATA_DIR/outbox (server/mail). */
  mailer?: Mailer;
  /** Time for the rate limits' windows, reset codes and identity-change links; tests pass a fake clock. */
  clock?: () => Date;
  /**
   * The server-render bundle (plugins/static.ts); default: the one built beside the storefront,
   * if any. null: pages are never server-rendered.
   */
  serverRender?: ServerRenderModule | null;
  /**
   * Server renders at once and their deadline (ssr/pageRender.ts defaults: 4, 2 s); default: the
   * deadline of RENDER_TIMEOUT_MS when set.
   */
  renderLimits?: RenderLimits;
  /** The public reads' cache (server/cache): sizes, version check window, clock. */
  readCache?: ReadCacheOptions;
  /** Products per product sitemap and per query (routes/sitemap.ts defaults); tests lower them. */
  sitemap?: { productsPerFile?: number; batchSize?: number };
}

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application without listening (tests call `app.inject`). */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { db, config } = options;
  const app: FastifyInstance = Fastify({
    // No personal data in logs: errors and requests pass lib/logging.ts serializers.
    logger: withSafeLogging(options.logger ?? { level: process.env.LOG_LEVEL ?? 'warn' }),
    // Errors are logged by plugins/errors.ts; one line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // A stopping process (index.ts) closes its listening socket and finishes what it has: a
    // request that reached it, even one whose body is still arriving, is answered, not refused.
    return503OnClosing: false,
    // A URL the router cannot decode gets the API's documented error body and every header
    // (errors.ts).
    frameworkErrors: (error, request, reply) => rerouteFrameworkError(app, error, request, reply),
    // TRUST_PROXY (config.ts): off by default, X-Forwarded-* ignored (anyone could forge it); on,
    // request.ip is the client behind the trusted proxies, so the rate limits key on it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // allErrors: every field error at once; allowUnionTypes: ids may come as numbers or strings.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true } },
    // JSON bodies without type coercion (lib/validation.ts); query strings and params keep it.
    schemaController: { compilersFactory: { buildValidator: strictBodyValidator() } },
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('media', folderStore(config.mediaDir));

  // Order matters: headers and language first, the OpenAPI collector before any route.
  app.register(securityPlugin);
  app.register(compressPlugin);
  app.register(corsPlugin, {
    origins: config.apiCorsOrigin ? config.apiCorsOrigin.split(',').map((o) => o.trim()) : [],
  });
  app.register(cachePlugin);
  app.register(langPlugin, { translator: options.translator });
  // After lang (its key holds request.lang) and cors (its headers are on a cached answer too).
  app.register(readCachePlugin, { db, ...options.readCache });
  app.register(errorsPlugin);
  app.register(authPlugin, { db });
  app.register(docsPlugin, { publicUrl: config.publicUrl });

  const mailer = options.mailer ?? createMailer(config);
  // The API's documented paths, registered explicitly so one grep finds each.
  app.register(catalogRoutes, { prefix: '/api/v1' });
  app.register(cartRoutes, { prefix: '/api/v1' });
  app.register(authRoutes, {
    prefix: '/api/v1',
    mailer,
    clock: options.clock,
  });
  app.register(profileRoutes, { prefix: '/api/v1', mailer, clock: options.clock });
  app.register(addressRoutes, { prefix: '/api/v1' });
  app.register(orderRoutes, { prefix: '/api/v1', mailer, clock: options.clock });
  app.register(paymentRoutes, { prefix: '/api/v1', mailer, clock: options.clock });
  app.register(contentRoutes, { prefix: '/api/v1', clock: options.clock });
  app.register(adminRoutes, { prefix: '/api/v1/admin', mailer, clock: options.clock });

  // Root paths (/healthz, /readyz, /sitemap.xml, /robots.txt): before the storefront's files and
  // page fallback.
  app.register(healthRoutes);
  app.register(sitemapRoutes, { publicUrl: config.publicUrl, ...options.sitemap });

  app.register(staticPlugin, {
    distDir: options.distDir ?? config.distDir,
    mediaDir: config.mediaDir,
    publicUrl: config.publicUrl,
    serverRender: options.serverRender,
    renderLimits:
      options.renderLimits ??
      (config.renderTimeoutMs === undefined ? undefined : { timeoutMs: config.renderTimeoutMs }),
  });

  return app;
}

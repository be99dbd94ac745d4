import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readCacheVersions } from '../cache/versions';
import { HttpError } from '../lib/httpError';
import {
  PAGES_SITEMAP_PATH,
  PRODUCTS_PER_SITEMAP,
  pagesSitemap,
  productSitemap,
  robotsTxt,
  sitemapIndex,
} from '../services/sitemapService';

export interface SitemapRoutesOptions {
  /** Origin of every address listed (PUBLIC_URL). */
  publicUrl: string;
  /** Products per product sitemap (default PRODUCTS_PER_SITEMAP); tests lower it to split. */
  productsPerFile?: number;
  /** Products per query while a file is written (default SITEMAP_BATCH). */
  batchSize?: number;
}

/**
 * Crawlers may keep these for an hour: a sitemap an hour behind costs nothing (a page's own
 * answer is always current), and each file is one query over up to PRODUCTS_PER_SITEMAP rows.
 */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

// A file number as written in its name: digits without a leading zero, so one file has one name.
const FILE_NUMBER = /^[1-9][0-9]{0,9}$/;

/** GET /sitemap.xml (an index), its child sitemaps and /robots.txt, at the site's root. */
export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (app, options) => {
  const origin = options.publicUrl;
  const { productsPerFile = PRODUCTS_PER_SITEMAP, batchSize } = options;
  for (const [name, value] of Object.entries({ productsPerFile, batchSize })) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
      throw new Error(`sitemap ${name} must be a positive integer, got ${value}`);
    }
  }
  // Not part of the API's OpenAPI document.
  const route = { schema: { hide: true } };
  const sendXml = (reply: FastifyReply, xml: string | Readable) =>
    reply.header('cache-control', CRAWLER_CACHE_CONTROL).type(XML).send(xml);

  // The index reads every product row once (~0.1 s at 100,000 on PGlite): kept until the
  // catalogue's version (cache/versions.ts, moved by every write to products or categories) moves.
  let index: { version: string | undefined; xml: string } | null = null;
  app.get('/sitemap.xml', route, async (_request, reply) => {
    const version = (await readCacheVersions(app.db)).get('catalog');
    if (index === null || index.version === undefined || index.version !== version) {
      index = { version, xml: await sitemapIndex(app.db, { origin, productsPerFile }) };
    }
    return sendXml(reply, index.xml);
  });

  app.get(PAGES_SITEMAP_PATH, route, async (_request, reply) =>
    sendXml(reply, await pagesSitemap(app.db, { origin })),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemap-products-:file.xml',
    route,
    async (request, reply) => {
      const { file } = request.params;
      const xml = FILE_NUMBER.test(file)
        ? await productSitemap(app.db, { origin, productsPerFile, batchSize, file: Number(file) })
        : null;
      if (xml === null) throw new HttpError(404, 'not_found');
      // Written as it is read: a failure after the first batch cuts the answer short (the
      // crawler fetches it again later) instead of holding the whole file in memory.
      return sendXml(reply, Readable.from(xml, { objectMode: false }));
    },
  );

  // Served here rather than as a file of the build: its Sitemap line must be absolute, and only
  // the server knows PUBLIC_URL. This route wins over any robots.txt an older build left in dist/.
  app.get('/robots.txt', route, async (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
};

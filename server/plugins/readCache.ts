import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_THRESHOLD,
  matchesIfNoneMatch,
  pickEncoding,
  type Encoding,
} from '../cache/encoding';
import { cacheKey, type Route } from '../cache/cacheKey';
import { ReadCache, type CachedAnswer, type Fill, type ReadCacheOptions } from '../cache/readCache';
import { listenForVersions } from '../cache/versionNotices';
import { onDataWritten, type CacheTag } from '../cache/versions';
import type { Db } from '../db/client';
import { globalPlugin } from '../lib/globalPlugin';
import { memoByString } from '../lib/memo';
import { PUBLIC_CACHE_CONTROL } from './cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public catalogue or content read answered from the read cache: the tag whose writes
     * change its answer (cache/versions.ts). Only GET without Authorization, only 200s.
     */
    readCache?: CacheTag;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyRequest {
    readCacheFill: Fill | null;
  }
}

/** What a cached answer varies by, beside Origin when plugins/cors.ts adds it. */
const VARY = 'Accept-Language, Authorization, Accept-Encoding';

/** The reply's Vary (plugins/cors.ts, plugins/cache.ts may have set one) with VARY, once each. */
const withVary = (current: unknown): string => varyWith(String(current ?? ''));

const varyWith = memoByString((current: string): string => {
  const names = [current, VARY]
    .flatMap((list) => list.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return names
    .filter((name) => {
      const lower = name.toLowerCase();
      if (seen.has(lower)) return false;
      seen.add(lower);
      return true;
    })
    .join(', ');
});

/** pickEncoding of one Accept-Encoding value, remembered (browsers send a handful of them). */
const encodingOf = memoByString(pickEncoding);

function encodingFor(request: FastifyRequest, answer: CachedAnswer): Encoding {
  // plugins/compress.ts (@fastify/compress) also leaves x-no-compression requests as they are.
  if (!answer.br || request.headers['x-no-compression'] !== undefined) return 'identity';
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' ? encodingOf(header) : pickEncoding(header);
}

/** The headers of a cached answer; its body in the form the client takes, or a 304. */
function answerWith(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Buffer | null {
  const encoding = encodingFor(request, answer);
  reply
    .header('etag', answer.etags[encoding])
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', withVary(reply.getHeader('vary')));
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etags)) {
    reply.code(304).removeHeader('content-type');
    return null;
  }
  reply.header('content-type', answer.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return answer[encoding] ?? answer.identity;
}

/**
 * Whether @fastify/compress's onSend would leave this body of a cached answer as it is: encoded
 * already, under its threshold, or not asked for. Otherwise (identity chosen for an
 * Accept-Encoding it reads its own way, such as `x-gzip`) it may still compress it.
 */
function compressLeavesAlone(request: FastifyRequest, reply: FastifyReply, body: Buffer): boolean {
  return (
    reply.hasHeader('content-encoding') ||
    body.length < COMPRESS_THRESHOLD ||
    request.headers['accept-encoding'] === undefined ||
    request.headers['x-no-compression'] !== undefined
  );
}

/**
 * Sends a cached answer. Straight to the socket when no onSend hook would change it — the
 * Cache-Control of plugins/cache.ts is set already, @fastify/compress leaves it alone and the fill
 * hook below has nothing to fill — since running them is most of a hit's cost after the socket
 * write. The status, headers (Content-Length last, where Fastify adds it) and bytes are those
 * reply.send would write. A hit's headers must equal those of the miss that stored it
 * (__tests__/api/readCache.test.ts), which also catches an onSend hook added later that a hit
 * would skip here.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
  const body = answerWith(request, reply, answer);
  if (body && !compressLeavesAlone(request, reply, body)) {
    reply.send(body);
    return;
  }
  if (body) reply.header('content-length', String(body.length));
  reply.hijack();
  reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  reply.raw.end(body ?? undefined);
}

/**
 * Public catalogue and content reads (routes marked `config: { readCache: tag }`) answered from
 * cache/readCache.ts before their handler runs: no database, serialization or compression on a
 * hit. A strong ETag per form and 304 for If-None-Match. Registered after plugins/lang.ts (the key
 * holds request.lang) and plugins/cors.ts (its headers are on the reply already); its onSend runs
 * before @fastify/compress's route hook, which leaves an answer that has a Content-Encoding alone.
 */
export const readCachePlugin = globalPlugin<{ db: Db } & ReadCacheOptions>(
  'zujaj-read-cache',
  async (app, { db, ...options }) => {
    const cache = new ReadCache(db, options);
    const stopListening = onDataWritten(db, () => cache.written());
    // On PostgreSQL, other processes' writes are announced too: they show at once, not within
    // the cache's periodic check (which stays, for notices lost while reconnecting).
    const notices = app.config.databaseUrl
      ? listenForVersions(app.config.databaseUrl, () => cache.written())
      : null;
    app.decorate('readCache', cache);
    app.decorateRequest('readCacheFill', null);
    app.addHook('onClose', async () => {
      stopListening();
      await notices?.close();
    });

    const serve = async (
      request: FastifyRequest,
      reply: FastifyReply,
      route: Route,
      tag: CacheTag,
      fresh: Promise<void> | undefined,
    ) => {
      if (fresh) await fresh;
      const key = cacheKey(request, route);
      if (key === null) return;
      const answer = cache.lookup(key) ?? (await cache.pending(key, tag));
      if (answer) return sendCached(request, reply, answer);
      request.readCacheFill = cache.begin(key, tag);
    };

    app.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions;
      const tag = route.config.readCache;
      // With a token a product answer carries that user's is_favourite: never cached.
      if (!tag || request.method !== 'GET' || request.headers.authorization !== undefined) {
        return done();
      }
      // The usual hit: versions recent, answer stored: no promise at all.
      const fresh = cache.ensureFresh();
      if (!fresh) {
        const key = cacheKey(request, route);
        if (key === null) return done();
        const answer = cache.lookup(key);
        if (answer) {
          sendCached(request, reply, answer);
          return;
        }
      }
      serve(request, reply, route, tag, fresh).then(
        () => {
          if (!reply.sent) done();
        },
        (error: Error) => done(error),
      );
    });

    // Callback hooks: most requests pass straight through (no promise per request).
    app.addHook('onSend', (request, reply, payload, done) => {
      const fill = request.readCacheFill;
      if (!fill) return done(null, payload);
      request.readCacheFill = null;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        cache.abandon(fill);
        return done(null, payload);
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      cache.complete(fill, Buffer.from(payload), contentType).then(
        (answer) => done(null, answerWith(request, reply, answer) ?? ''),
        (error: Error) => done(error),
      );
    });

    // A request that ends without onSend (aborted) must not leave others waiting on it.
    const release = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      if (request.readCacheFill) cache.abandon(request.readCacheFill);
      request.readCacheFill = null;
      done();
    };
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', (request, done) => release(request, null, done));
  },
);

import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch, pickEncoding, type Encoding } from '../cache/encoding';
import { ReadCache, type CachedAnswer, type Fill, type ReadCacheOptions } from '../cache/readCache';
import { listenForVersions } from '../cache/versionNotices';
import { onDataWritten, type CacheTag } from '../cache/versions';
import type { Db } from '../db/client';
import { globalPlugin } from '../lib/globalPlugin';
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

/** A URL longer than this is answered but never cached (nobody shares such a link). */
export const MAX_CACHED_URL_LENGTH = 512;

type ParamKind = 'integer' | 'number' | 'string';

/** One parameter of a route's schema: how its value is written into the key, and its default. */
interface KeyPart {
  name: string;
  kind: ParamKind;
  fallback: string | undefined;
}

/** The path and query parameters a route declares, in a fixed order, worked out once per route. */
interface KeyPlan {
  params: readonly KeyPart[];
  query: readonly KeyPart[];
}

const keyPlans = new WeakMap<object, KeyPlan>();

type PropertySchema = { type?: unknown; default?: unknown };

function keyParts(properties: Record<string, PropertySchema> | undefined): KeyPart[] {
  return Object.entries(properties ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, property]) => {
      const kind: ParamKind =
        property.type === 'integer' || property.type === 'number' ? property.type : 'string';
      const fallback = property.default === undefined ? undefined : String(property.default);
      return { name, kind, fallback };
    });
}

function keyPlan(request: FastifyRequest): KeyPlan {
  const schema = request.routeOptions.schema as
    | {
        params?: { properties?: Record<string, PropertySchema> };
        querystring?: { properties?: Record<string, PropertySchema> };
      }
    | undefined;
  if (!schema) return { params: [], query: [] };
  let plan = keyPlans.get(schema);
  if (!plan) {
    plan = {
      params: keyParts(schema.params?.properties),
      query: keyParts(schema.querystring?.properties),
    };
    keyPlans.set(schema, plan);
  }
  return plan;
}

const WHOLE = /^[0-9]{1,15}$/;
const DECIMAL = /^[0-9]{1,15}(\.[0-9]{1,15})?$/;

/**
 * A parameter's value as the key holds it: numbers in their shortest form (page=01 and page=1 are
 * one answer), text as sent, a missing value as its default. undefined: absent without default.
 * null: a value the handler reads in some other way (repeated, signed, exponent…): not cached.
 */
function keyValue(part: KeyPart, raw: unknown): string | undefined | null {
  if (raw === undefined) return part.fallback;
  if (typeof raw !== 'string') return null;
  if (part.kind === 'string') return raw;
  const text = raw.replace(/^0+(?=[0-9])/, '');
  if (!(part.kind === 'integer' ? WHOLE : DECIMAL).test(text)) return null;
  return String(Number(text));
}

function appendParts(
  key: string,
  parts: readonly KeyPart[],
  values: Record<string, unknown>,
): string | null {
  for (const part of parts) {
    const value = keyValue(part, values[part.name]);
    if (value === null) return null;
    if (value !== undefined) key += `${part.name}=${encodeURIComponent(value)}&`;
  }
  return key;
}

/**
 * The cache key: the language the request resolved to, the route, and the path and query
 * parameters the route declares in a fixed order and canonical form (undeclared ones cannot change
 * its answer and are left out). null: not cached (a long URL, or a value not in canonical reach).
 */
function cacheKey(request: FastifyRequest): string | null {
  if (request.url.length > MAX_CACHED_URL_LENGTH) return null;
  const plan = keyPlan(request);
  const routeKey = `${request.lang} ${request.routeOptions.url ?? ''} `;
  const withParams = appendParts(
    routeKey,
    plan.params,
    (request.params ?? {}) as Record<string, unknown>,
  );
  if (withParams === null) return null;
  return appendParts(
    `${withParams}?`,
    plan.query,
    (request.query ?? {}) as Record<string, unknown>,
  );
}

/** The reply's Vary (plugins/cors.ts, plugins/cache.ts may have set one) with VARY, once each. */
function withVary(current: unknown): string {
  const names = [String(current ?? ''), VARY]
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
}

function encodingFor(request: FastifyRequest, answer: CachedAnswer): Encoding {
  // plugins/compress.ts (@fastify/compress) also leaves x-no-compression requests as they are.
  if (!answer.br || request.headers['x-no-compression'] !== undefined) return 'identity';
  return pickEncoding(request.headers['accept-encoding']);
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
      tag: CacheTag,
      fresh: Promise<void> | undefined,
    ) => {
      if (fresh) await fresh;
      const key = cacheKey(request);
      if (key === null) return;
      const answer = cache.lookup(key) ?? (await cache.pending(key, tag));
      if (answer) return send(request, reply, answer);
      request.readCacheFill = cache.begin(key, tag);
    };
    const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
      const body = answerWith(request, reply, answer);
      return body ? reply.send(body) : reply.send();
    };

    app.addHook('onRequest', (request, reply, done) => {
      const tag = request.routeOptions.config.readCache;
      // With a token a product answer carries that user's is_favourite: never cached.
      if (!tag || request.method !== 'GET' || request.headers.authorization !== undefined) {
        return done();
      }
      // The usual hit: versions recent, answer stored: no promise at all.
      const fresh = cache.ensureFresh();
      if (!fresh) {
        const key = cacheKey(request);
        if (key === null) return done();
        const answer = cache.lookup(key);
        if (answer) {
          send(request, reply, answer);
          return;
        }
      }
      serve(request, reply, tag, fresh).then(
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

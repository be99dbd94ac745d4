import type { FastifyRequest } from 'fastify';

// The read cache's key of a request (plugins/readCache.ts): what can change a public read's answer,
// written so that requests asking the same thing in different forms share one entry.

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

/** What the key needs of request.routeOptions (a getter that builds a new object per access). */
export interface Route {
  url?: string;
  schema?: unknown;
}

function keyPlan(route: Route): KeyPlan {
  const schema = route.schema as
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
export function cacheKey(request: FastifyRequest, route: Route): string | null {
  if (request.url.length > MAX_CACHED_URL_LENGTH) return null;
  const plan = keyPlan(route);
  const routeKey = `${request.lang} ${route.url ?? ''} `;
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

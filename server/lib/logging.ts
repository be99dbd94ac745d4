import type { FastifyServerOptions } from 'fastify';

// No personal data in logs. Database errors (pg, PGlite, Drizzle's
// DrizzleQueryError) carry the query's parameters, the offending row (`detail`: "Key (email)=(…)")
// and messages that quote input ("invalid input syntax for type integer: \"…\""), so a logged
// error keeps only what names the fault: its type, SQLSTATE code, constraint, table and column, and
// the route pattern (never the URL with its query string, the body, a token or any header).
// Errors of our own code keep their message and stack, unless a database error is in their chain.

const SQLSTATE = /^[0-9A-Z]{5}$/;
const LOGGED_DB_FIELDS = ['code', 'constraint', 'table', 'column', 'severity', 'routine'] as const;

type ErrorLike = Record<string, unknown> & { cause?: unknown };

/** The errors of `error`'s `cause` chain, outermost first (bounded, so no cycle loops). */
function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 8) {
    if (chain.includes(current as ErrorLike)) break;
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

const isDatabaseError = (error: ErrorLike): boolean =>
  'params' in error ||
  'query' in error ||
  'detail' in error ||
  (typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error);

const nameOf = (error: ErrorLike): string => {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  if (typeof constructorName === 'string' && constructorName && constructorName !== 'Error')
    return constructorName;
  return typeof error.name === 'string' ? error.name : 'Error';
};

/** What the log may hold about an unexpected error (never parameters, rows or input). */
export function loggableError(error: unknown): Record<string, unknown> {
  if (summaries.has(error as object)) return error as Record<string, unknown>;
  const summary = summarise(error);
  summaries.add(summary);
  return summary;
}

/** Summaries already made, so the logger's serializer passes them through unchanged. */
const summaries = new WeakSet<object>();

function summarise(error: unknown): Record<string, unknown> {
  const chain = causeChain(error);
  const outer = chain[0];
  if (!outer) return { type: typeof error };
  if (!chain.some(isDatabaseError)) {
    const plain: Record<string, unknown> = { type: nameOf(outer) };
    if (typeof outer.code === 'string') plain.code = outer.code;
    if (typeof outer.message === 'string') plain.message = outer.message;
    if (typeof outer.stack === 'string') plain.stack = outer.stack;
    return plain;
  }
  const summary: Record<string, unknown> = { type: chain.map(nameOf).join(' < ') };
  for (const link of chain) {
    for (const field of LOGGED_DB_FIELDS) {
      const value = link[field];
      if (
        summary[field] === undefined &&
        (typeof value === 'string' || typeof value === 'number')
      ) {
        summary[field] = value;
      }
    }
  }
  return summary;
}

/** A request as the log may show it: method and route pattern, no URL, header or body. */
const loggableRequest = (request: {
  method?: unknown;
  routeOptions?: { url?: unknown };
}): Record<string, unknown> => ({
  method: request.method,
  route: request.routeOptions?.url ?? null,
});

/**
 * Fastify's logger options with serializers that keep personal data out of every log line,
 * Fastify's own included (its fallback error log prints `{ req, err }`; a client error's `err`
 * holds the raw request bytes, Authorization header and all).
 */
export function withSafeLogging(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger === true ? withSafeLogging({}) : logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return {
    ...logger,
    serializers: {
      req: loggableRequest,
      err: loggableError,
      error: loggableError,
      ...options.serializers,
    },
  } as unknown as FastifyServerOptions['logger'];
}

// One line per route schema: an area's shared parts (tags, security, the usual query string) once,
// then each route's summary, request parts and success answer. Every route answers errors as the
// documented `{ message, errors? }` clients rely on, so that part is added here and nowhere else.
import type { JSONSchema } from 'json-schema-to-ts';
import { errorResponses } from '../../src/shared/wire/common';

/** A body described per content type (Fastify validates only the part of the type sent). */
interface BodyByContentType {
  content: Record<string, { schema: JSONSchema }>;
}

interface RequestParts {
  querystring?: JSONSchema;
  params?: JSONSchema;
  body?: JSONSchema | BodyByContentType;
  headers?: JSONSchema;
  description?: string;
}

interface AreaParts extends RequestParts {
  tags: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
}

interface AnswerOptions<Status extends number, Extra> {
  /** The success status; default 200. */
  status?: Status;
  /** Documented answers beside the success and the generic error bodies (429, 503 …). */
  extra?: Extra;
}

type RouteSchema<Area, Parts, Answer, Status extends number, Extra> = Omit<Area, keyof Parts> &
  Parts & {
    summary: string;
    response: { [K in Status]: Answer } & Extra & typeof errorResponses;
  };

/** `const route = routeGroup({ tags: ['cart'], security })`, then `route(summary, parts, answer)`. */
export function routeGroup<const Area extends AreaParts>(area: Area) {
  return function route<
    const Parts extends RequestParts,
    const Answer extends JSONSchema,
    const Status extends 200 | 201 = 200,
    const Extra extends Record<number, object> = Record<never, never>,
  >(
    summary: string,
    parts: Parts,
    answer: Answer,
    options: AnswerOptions<Status, Extra> = {},
  ): RouteSchema<Area, Parts, Answer, Status, Extra> {
    const response = { [options.status ?? 200]: answer, ...options.extra, ...errorResponses };
    // A computed key defeats the spread's type; the object is exactly RouteSchema.
    return { ...area, summary, ...parts, response } as unknown as RouteSchema<
      Area,
      Parts,
      Answer,
      Status,
      Extra
    >;
  };
}

import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

// Request validation: strict types, and no 5xx for any input. Fastify's default Ajv coerces
// every type (`true` → 1, `[99]` → 99, `12345678` → "12345678"), which turns a client bug into a
// silent wrong order. Bodies are therefore checked without coercion, except the one reading the
// API documents: ids and numbers may come as numeric strings ("12" → 12). Query strings and path
// params are text by nature and keep Fastify's reading. Every part is refused when a string holds
// what PostgreSQL text cannot store (U+0000) or is not well-formed UTF-16 (a lone surrogate).

type Schema = { type?: unknown; properties?: unknown; items?: unknown; [key: string]: unknown };
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type BuildValidator = NonNullable<
  NonNullable<
    NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
  >['buildValidator']
>;
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}
interface AjvOptions {
  customOptions?: Record<string, unknown>;
  [key: string]: unknown;
}
type CompilerFromPool = (
  externalSchemas: unknown,
  options: AjvOptions,
) => (route: RouteSchema) => Validate;

/** Ajv-shaped issue the error plugin turns into a field error. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const INTEGER_TEXT = /^-?\d{1,20}$/;
const NUMBER_TEXT = /^-?\d{1,20}(?:\.\d{1,20})?$/;

const typesOf = (schema: Schema): unknown[] =>
  Array.isArray(schema.type) ? schema.type : [schema.type];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON pointer segment (RFC 6901), as Ajv writes `instancePath`. */
const pointerSegment = (key: string | number) =>
  String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Reads numeric strings as numbers where the schema wants a number and not a string, following
 * the schema's `properties` and `items` only (so its depth bounds the walk). Mutates `data`.
 */
export function coerceNumericStrings(schema: unknown, data: unknown): unknown {
  if (!isPlainObject(schema)) return data;
  const s = schema as Schema;
  const types = typesOf(s);
  if (typeof data === 'string' && !types.includes('string')) {
    if (types.includes('integer') && INTEGER_TEXT.test(data)) return Number(data);
    if (types.includes('number') && NUMBER_TEXT.test(data)) return Number(data);
    return data;
  }
  if (Array.isArray(data) && isPlainObject(s.items)) {
    for (let i = 0; i < data.length; i += 1) data[i] = coerceNumericStrings(s.items, data[i]);
  } else if (isPlainObject(data) && isPlainObject(s.properties)) {
    for (const [key, sub] of Object.entries(s.properties)) {
      if (Object.prototype.hasOwnProperty.call(data, key)) {
        data[key] = coerceNumericStrings(sub, data[key]);
      }
    }
  }
  return data;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The JSON pointer of the first string (value or key) that cannot be stored, or null. Iterative,
 * so no nesting depth can overflow the stack.
 */
export function findUnstorableString(data: unknown): string | null {
  const stack: Array<[unknown, string]> = [[data, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (!storable(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, `${path}/${index}`]));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = `${path}/${pointerSegment(storable(key) ? key : '')}`;
        if (!storable(key)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

/** The pointer of a top-level field of a query string or params holding ±Infinity or NaN. */
function nonFiniteField(data: unknown): string | null {
  if (!isPlainObject(data)) return null;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'number' && !Number.isFinite(value)) return `/${pointerSegment(key)}`;
  }
  return null;
}

/**
 * `schemaController.compilersFactory.buildValidator`: strict bodies, coerced query strings and
 * params (Fastify's defaults), and the unstorable-string check on every part.
 */
export function strictBodyValidator(): BuildValidator {
  const fromPool = AjvCompiler() as unknown as CompilerFromPool;
  const build: CompilerFromPool = (externalSchemas, ajvOptions) => {
    const customOptions = ajvOptions?.customOptions ?? {};
    const coercing = fromPool(externalSchemas, ajvOptions);
    const strict = fromPool(externalSchemas, {
      ...ajvOptions,
      // Unknown fields are dropped from every object the schema describes with `properties`,
      // whatever its additionalProperties says, before any hook, hash or recursion sees them
      // (a deeply nested unknown field must reach no stack). Documented payloads lose nothing.
      customOptions: { ...customOptions, coerceTypes: false, removeAdditional: 'all' },
    });
    return (routeSchema) => {
      const isBody = routeSchema.httpPart === 'body';
      const validate = (isBody ? strict : coercing)(routeSchema);
      const wrapped: Validate = (data) => {
        const badPath = findUnstorableString(data);
        if (badPath !== null) {
          const issue: ValidationIssue = {
            keyword: 'storableString',
            instancePath: badPath,
            params: {},
            message: 'must not contain U+0000 or a lone surrogate',
          };
          wrapped.errors = [issue];
          return false;
        }
        const ok = validate(isBody ? coerceNumericStrings(routeSchema.schema, data) : data);
        wrapped.errors = validate.errors ?? null;
        // Ajv's coercion reads "Infinity" as a number that then passes `maximum`.
        const infinite = ok && !isBody ? nonFiniteField(data) : null;
        if (infinite !== null) {
          wrapped.errors = [{ keyword: 'finite', instancePath: infinite, params: {} }];
          return false;
        }
        return ok;
      };
      return wrapped;
    };
  };
  // Fastify types the factory with Ajv's own function type; ours answers the same calls.
  return build as unknown as BuildValidator;
}

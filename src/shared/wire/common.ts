// Wire schemas shared by the API server and the storefront: each answer and payload shape of the
// API is written once, here, as an `as const` JSON Schema. The server validates and
// serializes with it (and documents it at /api/docs); the storefront derives its DTO types from it
// with `import type` only, so no schema object reaches the bundle (eslint enforces it).
//
// Answer objects say `additionalProperties: false`: the serializer sends declared fields only, and
// the derived type then has no `[key: string]: unknown` to hide a misspelt field.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The TypeScript type of a wire schema: `type ProductDto = Wire<typeof productDto>`. */
export type Wire<S extends JSONSchema> = FromSchema<S>;

/** Largest value of a PostgreSQL `integer` column: every id and page number stays within it. */
export const INT_MAX = 2147483647;

/** `lang` query parameter: wins over Accept-Language for data calls. */
export const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['ar', 'en'] } },
} as const;

/**
 * The API's documented error body, which clients rely on: every error answer is
 * `{ message, errors? }`, `errors` only for field errors.
 */
export const errorBody = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  additionalProperties: false,
} as const;
export type ErrorBodyDto = Wire<typeof errorBody>;

/** Error answers every route may give; spread into `response` beside the success shape. */
export const errorResponses = {
  '4xx': { $ref: 'ErrorBody#' },
  '5xx': { $ref: 'ErrorBody#' },
} as const;

/** A database id in a path or payload (in a body also as a numeric string, "12"). */
export const idField = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** An id that may be absent or null. */
export const optionalIdField = { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } as const;

/** `user_id`: optional (the bearer token decides); a number or a numeric string. */
export const userIdField = {
  ...optionalIdField,
  description: "Optional; must be the token's user",
} as const;

/** `page` query parameter: 1 and up. */
export const pageField = { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 } as const;

export const nullableString = { type: ['string', 'null'] } as const;

/** A decimal amount as the server sends it: "1250.00" (two decimals, never a number). */
export const money = (description: string) =>
  ({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description }) as const;

/** A path parameter holding an id: `/products/{id}`. */
export const idParams = <const Name extends string>(name: Name, description: string, minimum = 1) =>
  ({
    type: 'object',
    required: [name],
    properties: {
      [name]: { type: 'integer', minimum, maximum: INT_MAX, description },
    } as {
      [K in Name]: { type: 'integer'; minimum: number; maximum: number; description: string };
    },
  }) as const;

/** City (Egyptian governorate) as every call answers it. */
export const city = {
  type: 'object',
  required: ['id', 'name', 'name_ar', 'name_en'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: "In the request's language" },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type CityDto = Wire<typeof city>;

/** `{ status_code, data: [items] }`, the answer of the plain list calls. */
export const listAnswer = <const Item extends JSONSchema>(items: Item) =>
  ({
    type: 'object',
    required: ['status_code', 'data'],
    properties: { status_code: { type: 'integer' }, data: { type: 'array', items } },
    additionalProperties: false,
  }) as const;

/** `{ status_code, data: item }`, the answer of the single-record calls. */
export const dataAnswer = <const Item extends JSONSchema>(data: Item) =>
  ({
    type: 'object',
    required: ['status_code', 'data'],
    properties: { status_code: { type: 'integer' }, data },
    additionalProperties: false,
  }) as const;

/** Page numbers of a paginated answer (Laravel-style names). */
export const pageNumbers = {
  total: { type: 'integer' },
  per_page: { type: 'integer' },
  current_page: { type: 'integer' },
  last_page: { type: 'integer' },
} as const;

/** `{ status_code, data: [items], …page numbers }`: one page of a back-office list. */
export const pagedAnswer = <const Item extends JSONSchema>(items: Item) =>
  ({
    type: 'object',
    required: ['status_code', 'data', 'current_page', 'last_page', 'per_page', 'total'],
    properties: {
      status_code: { type: 'integer' },
      data: { type: 'array', items },
      ...pageNumbers,
    },
    additionalProperties: false,
  }) as const;

/** OpenAPI `security` of the calls that act for the bearer token's user. */
export const bearerSecurity = [{ bearerAuth: [] }] as const;

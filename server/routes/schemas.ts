// JSON schema pieces shared by the route files (and so by the OpenAPI document at /api/docs).

/** `lang` query parameter (SPEC §7): wins over Accept-Language for data calls. */
export const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['ar', 'en'] } },
} as const;

export const errorRef = { $ref: 'ErrorBody#' } as const;

/** Error answers every route may give; spread into `response` beside the success shape. */
export const errorResponses = {
  '4xx': errorRef,
  '5xx': errorRef,
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];

/** Largest value of a PostgreSQL `integer` column: every id and page number stays within it. */
export const INT_MAX = 2147483647;

/** A database id in a path or payload (in a body also as a numeric string, "12"). */
export const idField = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** An id that may be absent or null. */
export const optionalIdField = { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } as const;

/** SPEC §7 `user_id`: optional (the bearer token decides); a number or a numeric string. */
export const userIdField = {
  ...optionalIdField,
  description: "Optional; must be the token's user",
} as const;

/** `page` query parameter: 1 and up. */
export const pageField = { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 } as const;

export const nullableString = { type: ['string', 'null'] } as const;

/** City (Egyptian governorate) as every call answers it. */
export const citySchema = {
  type: 'object',
  required: ['id', 'name', 'name_ar', 'name_en'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: "In the request's language" },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
  },
} as const;

/** `{ status_code, data: [items] }`, the answer of SPEC §7's plain list calls. */
export const listAnswer = (items: object) => ({
  type: 'object',
  required: ['status_code', 'data'],
  properties: { status_code: { type: 'integer' }, data: { type: 'array', items } },
});

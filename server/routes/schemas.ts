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

import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

// The validator drops body fields a schema does not declare, silently (lib/validation.ts). A patch
// of settings must not: a misspelt flag would answer 200 having changed nothing, and the owner
// would believe the shop switched. Such calls refuse the names they do not know instead.

/** How many unknown names an answer lists, and how much of each: enough to find the typo. */
const MAX_LISTED = 10;
const MAX_NAME = 100;

/**
 * preValidation hook: 422 with `{ <name>: ["…unknown field"] }` for every top-level body field
 * `schema` does not declare. A body that is no object is left to the schema (400/422).
 */
export function refuseUnknownFields(schema: { readonly properties: object }) {
  const known = new Set(Object.keys(schema.properties));
  return async function unknownFields(request: FastifyRequest): Promise<void> {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).filter((name) => !known.has(name));
    if (unknown.length === 0) return;
    const errors = Object.fromEntries(
      unknown
        .slice(0, MAX_LISTED)
        .map((name) => [name.slice(0, MAX_NAME), ['admin_field_unknown']]),
    );
    throw new HttpError(422, 'validation_failed', errors);
  };
}

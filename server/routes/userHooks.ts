import type { FastifyRequest } from 'fastify';
import { requireSameUser } from '../plugins/auth';

/**
 * SPEC §7 user calls send `user_id` in the body, but a client may send none at all (a DELETE or a
 * set-main without payload): an absent body is read as `{}` so the schema judges its fields only.
 */
async function absentBodyIsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** preValidation of POST/DELETE user calls: 401 without a token, 403 for a foreign body user_id. */
export const actForBodyUser = [requireSameUser('body'), absentBodyIsEmpty];

/** preValidation of GET user calls: 401 without a token, 403 for a foreign query user_id. */
export const actForQueryUser = [requireSameUser('query')];

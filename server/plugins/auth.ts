import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { globalPlugin } from '../lib/globalPlugin';
import { HttpError } from '../lib/httpError';
import { findSessionUser, type AuthUser } from '../services/sessionService';

declare module 'fastify' {
  interface FastifyRequest {
    /** The holder of a valid bearer token, or null (no, unknown, revoked or expired token). */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Route hook: 401 unless the request carries a valid token. Use it as `onRequest` or
 * `preValidation` so an anonymous caller is refused before its payload is judged.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'unauthorized');
}

/**
 * Route hook of the back office (`/api/v1/admin/*`): 401 without a valid token, 403 for a shopper's
 * token; staff and owners pass. Runs before the payload is judged, so a refusal changes nothing.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'staff' && request.user?.role !== 'owner') {
    throw new HttpError(403, 'forbidden_role');
  }
}

/** Route hook of the owner-only calls (staff, store settings): 403 for staff and shoppers. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'owner') throw new HttpError(403, 'forbidden_role');
}

/**
 * As the API promises its clients: a request naming a `user_id` other than the token's user is
 * refused with 403 before the handler runs, so nothing changes. Also requires a user (401
 * first). Use as `preValidation` (the body is parsed by then):
 * `{ preValidation: requireSameUser('body') }`.
 */
export function requireSameUser(source: 'body' | 'query') {
  return async function sameUser(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    const container = source === 'body' ? request.body : request.query;
    if (!container || typeof container !== 'object' || !('user_id' in container)) return;
    const named: unknown = (container as { user_id?: unknown }).user_id;
    if (named === undefined || named === null || named === '') return;
    // Any other type is the schema's to refuse (422); nothing runs before it.
    if (typeof named !== 'string' && typeof named !== 'number') return;
    if (String(named).trim() !== String(request.user?.id)) {
      throw new HttpError(403, 'forbidden_user');
    }
  };
}

export const authPlugin = globalPlugin<{ db: Db }>('zujaj-auth', async (app, { db }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // Only the API knows sessions; static files and the storefront shell never touch the database.
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (token) request.user = await findSessionUser(db, token);
  });
});

/**
 * The authenticated user of a route guarded by `requireUser`/`requireSameUser`; 401 when there is
 * none (a route that forgot its guard fails closed instead of acting for nobody).
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'unauthorized');
  return request.user;
}

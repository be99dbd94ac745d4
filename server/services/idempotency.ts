import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../lib/httpError';

// Idempotency-Key for POSTs that must not run twice (a double-submitted checkout). The key row is
// claimed BEFORE the work (unique user_id + key), completed in the work's own transaction, and
// deleted again when the work fails so a corrected retry can proceed.

/** A "running" claim older than this is taken to belong to a process that died mid-request. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;

/** JSON with object keys sorted at every level: equal payloads give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 (hex) of the canonical payload. */
export const payloadHash = (payload: unknown): string =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

export type IdempotencyClaim =
  { kind: 'claimed'; id: number } | { kind: 'replay'; status: number; body: unknown };

/**
 * Claims `key` for `userId`, or answers what an earlier request with it did:
 * - done with the same payload → replay its status and body;
 * - still running → 409 idempotency_in_progress;
 * - another payload → 422 idempotency_key_reused.
 */
export async function claimIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  // A row may vanish between the insert and the read (its request failed): try again then.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, status: 'running' })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { kind: 'claimed', id: claimed.id };

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!existing) continue;
    if (existing.requestHash !== requestHash) throw new HttpError(422, 'idempotency_key_reused');
    if (existing.status === 'done' && existing.responseStatus !== null) {
      return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody };
    }
    const [takenOver] = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.id, existing.id),
          eq(idempotencyKeys.status, 'running'),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (takenOver) return { kind: 'claimed', id: takenOver.id };
    throw new HttpError(409, 'idempotency_in_progress');
  }
  throw new HttpError(409, 'idempotency_in_progress');
}

/** Stores the answer; call it inside the transaction that did the work. */
export async function completeIdempotencyKey(
  tx: Db,
  id: number,
  status: number,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a claim whose work failed (nothing was done), so the same key may be used again. */
export async function releaseIdempotencyKey(db: Db, id: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.status, 'running')));
}

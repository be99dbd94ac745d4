import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../lib/httpError';

// Idempotency-Key for POSTs that must not run twice (a double-submitted checkout). The key row is
// inserted by the work's own transaction and committed with its answer, so it is never seen half
// done: a crash (kill -9) at any moment leaves either the whole order with its key, or neither, and
// a retry then replays the order or places it. A concurrent request with the same key waits on the
// unique index until the first transaction ends, then replays its answer.

type Piece = { text: string } | { value: unknown };

/**
 * JSON with object keys sorted at every level: equal payloads give equal text. Iterative (an
 * explicit stack of pieces still to write), so no nesting depth can overflow the call stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const pending: Piece[] = [{ value }];
  while (pending.length > 0) {
    const piece = pending.pop() as Piece;
    if ('text' in piece) {
      out.push(piece.text);
      continue;
    }
    const current = piece.value;
    const pieces: Piece[] = [];
    if (Array.isArray(current)) {
      pieces.push({ text: '[' });
      current.forEach((item, index) => {
        if (index > 0) pieces.push({ text: ',' });
        pieces.push({ value: item });
      });
      pieces.push({ text: ']' });
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      pieces.push({ text: '{' });
      entries.forEach(([key, item], index) => {
        pieces.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` }, { value: item });
      });
      pieces.push({ text: '}' });
    } else {
      out.push(String(JSON.stringify(current ?? null)));
      continue;
    }
    for (let index = pieces.length - 1; index >= 0; index -= 1) pending.push(pieces[index]!);
  }
  return out.join('');
}

/** sha256 (hex) of the canonical payload. */
export const payloadHash = (payload: unknown): string =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** Thrown inside the work's transaction when the key was already answered: roll back, replay. */
export class IdempotentReplay extends Error {
  constructor(readonly answer: IdempotentAnswer) {
    super('idempotent replay');
    this.name = 'IdempotentReplay';
  }
}

/** The committed answer for `key`, or null; 422 idempotency_key_reused for another payload. */
export async function findIdempotentAnswer(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<IdempotentAnswer | null> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!existing) return null;
  if (existing.requestHash !== requestHash) throw new HttpError(422, 'idempotency_key_reused');
  if (existing.responseStatus === null) throw new HttpError(409, 'idempotency_in_progress');
  return { status: existing.responseStatus, body: existing.responseBody };
}

/**
 * Claims `key` inside the transaction `tx` that does the work; returns the row id to complete.
 * A concurrent holder of the key makes this wait until it commits (then IdempotentReplay with its
 * answer) or rolls back (then the claim succeeds).
 */
export async function claimIdempotencyKey(
  tx: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<number> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed) return claimed.id;
  const answer = await findIdempotentAnswer(tx, userId, key, requestHash);
  // The other holder's row vanished between the insert and the read: it rolled back just now.
  if (!answer) throw new HttpError(409, 'idempotency_in_progress');
  throw new IdempotentReplay(answer);
}

/** Stores the answer, in the transaction that claimed the key and did the work. */
export async function completeIdempotencyKey(
  tx: Db,
  id: number,
  status: number,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What a valid bearer token tells about its holder (request.user). */
export interface AuthUser {
  id: number;
  sessionId: number;
  firstName: string;
  familyName: string;
  email: string;
  phoneNumber: string;
}

/** Tokens are stored only as their sha256, so a leaked database holds no usable token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Creates a session: 32 random bytes, base64url, valid 30 days. The plain token is returned once. */
export async function issueToken(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Revokes one token (logout). Answers whether a live session was revoked. */
export async function revokeToken(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every session of a user (password change or reset, account deletion). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The user behind a token that exists, is not revoked and has not expired; else null. */
export async function findSessionUser(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      sessionId: sessions.id,
      firstName: users.firstName,
      familyName: users.familyName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

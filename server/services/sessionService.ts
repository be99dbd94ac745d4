import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type UserRole } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends 30 days after login at the latest, however often it is used. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session unused for 7 days ends. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/**
 * A staff or owner session unused for 12 hours ends: a back-office session left open on a shop's
 * shared computer or a lost phone must not stay usable for days.
 */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_used_at is written at most once a minute per session, so reads stay reads. */
export const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** What a valid bearer token tells about its holder (request.user). */
export interface AuthUser {
  id: number;
  sessionId: number;
  firstName: string;
  familyName: string;
  email: string;
  phoneNumber: string;
  role: UserRole;
}

/** Tokens are stored only as their sha256, so a leaked database holds no usable token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Creates a session: 32 random bytes, base64url, valid 30 days from now at most and ended by 7 idle
 * days before that. The plain token is returned once.
 */
export async function issueToken(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, lastUsedAt: now });
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

/**
 * The user behind a token that exists, is not revoked, is within 30 days of its login and was used
 * in the last 7 days; else null. Marks the session used (at most once a minute).
 */
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
      role: users.role,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastUsedAt, ...user } = row;
  if (user.role !== 'customer' && now.getTime() - lastUsedAt.getTime() >= STAFF_SESSION_IDLE_MS) {
    return null;
  }
  if (now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Conditional, so parallel requests of one session write it once.
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.sessionId), lte(sessions.lastUsedAt, staleBefore)));
  }
  return user;
}

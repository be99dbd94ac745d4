import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffInvites, users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { staffPasswordForm } from '../../src/shared/rules/forms/staff';
import type { StaffPasswordBody } from '../../src/shared/wire/staff';
import { recordAudit } from './audit';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword } from './passwordService';
import { countAttempt, type Clock, type Limiters } from './rateLimiter';
import { revokeResetCodes } from './resetService';
import { revokeUserSessions } from './sessionService';

// A staff member's one-time set-password links: made when an account is added without a password,
// voided when it is removed from staff or its password is set, and used once to choose that
// password. Only a link's sha256 is stored, so the table alone cannot sign anyone in.

/** A set-password link works once, within 72 hours. */
export const STAFF_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new one-time link for `userId`; only its sha256 is stored. Answers the plain token. */
export async function createInvite(tx: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffInvites).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + STAFF_INVITE_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** Voids every unused link of the account (removed, or its password set). */
export async function voidInvites(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.userId, userId), isNull(staffInvites.usedAt)));
}

export const inviteUrlOf = (publicUrl: string, token: string): string =>
  `${publicUrl}/admin/set-password?token=${encodeURIComponent(token)}`;

export interface StaffPasswordAttempt {
  limiters: Limiters;
  /** The client address (request.ip). */
  client: string;
  clock: Clock;
  t: Translate;
}

/**
 * POST /staff-password: the invite link's token sets the account's password once. Every attempt
 * that passes the form rules counts against the per-address limit (429) before the token is
 * looked up, so links cannot be guessed at speed. An unknown, used or expired link, or one of an
 * account no longer staff, is 404. Using it voids the account's other links, its reset codes and
 * every session.
 */
export async function setStaffPassword(
  db: Db,
  input: StaffPasswordBody,
  { limiters, client, clock, t }: StaffPasswordAttempt,
): Promise<void> {
  throwIfIssues(checkForm(staffPasswordForm, input), t);
  await countAttempt([[limiters.staffPasswordPerAddress, client]]);
  const now = clock();
  const tokenHash = sha256(trimmed(input.token));
  const [live] = await db
    .select({ inviteId: staffInvites.id, userId: users.id, role: users.role })
    .from(staffInvites)
    .innerJoin(users, eq(users.id, staffInvites.userId))
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
        ne(users.role, 'customer'),
      ),
    )
    .limit(1);
  if (!live) throw new HttpError(404, 'staff_invite_invalid');

  const passwordHash = await hashPassword(String(input.password));
  await db.transaction(async (tx) => {
    // Claimed by the statement that checks it: two racing requests cannot both use one link.
    const claimed = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.id, live.inviteId), isNull(staffInvites.usedAt)))
      .returning({ id: staffInvites.id });
    if (claimed.length === 0) throw new HttpError(404, 'staff_invite_invalid');
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, live.userId));
    await voidInvites(tx, live.userId, now);
    await revokeResetCodes(tx, live.userId, now);
    await revokeUserSessions(tx, live.userId, now);
    await recordAudit(
      tx,
      { id: live.userId, role: live.role },
      {
        action: 'password',
        entity: 'staff',
        entityId: live.userId,
        changes: { invite_pending: [true, false] },
      },
    );
  });
}

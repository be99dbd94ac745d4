import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffInvites, users, type UserRole } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { staffInviteAcceptForm, staffPasswordForm } from '../../src/shared/rules/forms/staff';
import type {
  AdminMeDto,
  StaffInviteAcceptBody,
  StaffPasswordBody,
} from '../../src/shared/wire/staff';
import { changedFields, recordAudit } from './audit';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword } from './passwordService';
import { countAttempt, type Clock, type Limiters } from './rateLimiter';
import { revokeResetCodes } from './resetService';
import { revokeUserSessions } from './sessionService';

// A staff member's one-time links, two kinds in one table. A set-password link (role null): made
// when an account is added without a password, voided when it is removed from staff or its
// password is set, and used once to choose that password. An invitation (role set): made when an
// owner adds the phone number of an existing customer account, which stays a customer until its
// holder, signed in as that account, accepts it once. Only a link's sha256 is stored, so the table
// alone cannot sign anyone in.

/** A set-password link works once, within 72 hours. */
export const STAFF_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A new one-time link for `userId`; only its sha256 is stored. Answers the plain token. With
 * `role`, an invitation to join the staff with that role; without, a set-password link.
 */
export async function createInvite(
  tx: Db,
  userId: number,
  now: Date,
  role: 'staff' | 'owner' | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffInvites).values({
    userId,
    tokenHash: sha256(token),
    role,
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

/** The back office's page where an invited account accepts (Arabic, or English under /en). */
export const acceptUrlOf = (publicUrl: string, token: string, lang: 'ar' | 'en'): string =>
  `${publicUrl}${lang === 'en' ? '/en' : ''}/admin/accept-invite?token=${encodeURIComponent(token)}`;

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
        // An invitation of an existing account is accepted signed in, never used to set a password.
        isNull(staffInvites.role),
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

export interface StaffInviteAcceptance extends StaffPasswordAttempt {
  /** The signed-in account (its bearer token) that accepts. */
  userId: number;
}

/**
 * POST /staff-invite/accept: the signed-in holder of an invited account accepts its invitation
 * once and takes its role. Counted per client address before the token is looked up, as the
 * set-password links are. An unknown, used or expired invitation is 404; one of another account
 * is 403 and changes nothing (the link alone must not promote whoever holds it). Accepting voids
 * the account's other links and is audited with the account itself as the actor.
 */
export async function acceptStaffInvite(
  db: Db,
  input: StaffInviteAcceptBody,
  { limiters, client, clock, t, userId }: StaffInviteAcceptance,
): Promise<AdminMeDto> {
  throwIfIssues(checkForm(staffInviteAcceptForm, input), t);
  await countAttempt([[limiters.staffPasswordPerAddress, client]]);
  const now = clock();
  const tokenHash = sha256(trimmed(input.token));
  const [live] = await db
    .select({ inviteId: staffInvites.id, userId: staffInvites.userId, role: staffInvites.role })
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
        isNotNull(staffInvites.role),
      ),
    )
    .limit(1);
  if (!live || live.role === null || live.role === 'customer') {
    throw new HttpError(404, 'staff_invite_invalid');
  }
  if (live.userId !== userId) throw new HttpError(403, 'staff_invite_other_account');
  const role: 'staff' | 'owner' = live.role;

  const user = await db.transaction(async (tx) => {
    // Claimed by the statement that checks it: two racing requests cannot both use one invitation.
    const claimed = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.id, live.inviteId), isNull(staffInvites.usedAt)))
      .returning({ id: staffInvites.id });
    if (claimed.length === 0) throw new HttpError(404, 'staff_invite_invalid');
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new HttpError(404, 'staff_invite_invalid');
    // An account that became staff meanwhile keeps its role: an invitation never demotes.
    const after: UserRole = before.role === 'customer' ? role : before.role;
    const [updated] = await tx
      .update(users)
      .set({ role: after, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error('acceptStaffInvite: update returned no row');
    await voidInvites(tx, userId, now);
    await recordAudit(
      tx,
      { id: userId, role: before.role },
      {
        action: 'role',
        entity: 'staff',
        entityId: userId,
        changes: {
          ...changedFields({ role: before.role }, { role: after }, ['role']),
          invite_pending: [true, false],
        },
      },
    );
    return updated;
  });
  return {
    id: user.id,
    first_name: user.firstName,
    family_name: user.familyName,
    phone_number: user.phoneNumber,
    email: user.email,
    role: user.role as 'staff' | 'owner',
  };
}

import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { staffInvites, users, type User, type UserRole } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import type { Mailer } from '../mail/mailer';
import { staffInviteMail } from '../mail/staffInviteMail';
import { staffJoinMail } from '../mail/staffJoinMail';
import { checkForm } from '../../src/shared/rules/checkForm';
import { staffMemberForm, staffRoleForm } from '../../src/shared/rules/forms/staff';
import type {
  AddStaffBody,
  AdminMeDto,
  StaffMemberDto,
  StaffRoleBody,
} from '../../src/shared/wire/staff';
import { findUserByEmail, rethrowUniqueViolation } from './accountService';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { throwIfIssues, trimmed } from './formCheck';
import { revokeUserSessions } from './sessionService';
import {
  acceptUrlOf,
  createInvite,
  inviteUrlOf,
  STAFF_INVITE_TTL_MS,
  voidInvites,
} from './staffLinks';

// The shop's people in the back office: the staff list, adding a member (a new account with a
// one-time set-password link, or an invitation a customer account accepts signed in), role
// changes and removal (back to customer, or a pending invitation cancelled). Every change writes its audit row in its own transaction. The shop always
// keeps at least one owner: the owners' rows are locked before any demotion or removal is judged,
// so two owners removing each other at once cannot both win.

/**
 * The e-mail of a back-office account created without one: unique (derived from the unique phone
 * number) and under the reserved `.invalid` domain (RFC 2606), so no mail can reach a stranger.
 */
export const placeholderEmail = (phone: string): string => `staff-${phone}@zujaj.invalid`;

/**
 * The stored "hash" of an account whose holder has not chosen a password yet: not an argon2 hash,
 * so no password ever verifies against it (verifyPassword answers false).
 */
const unusablePassword = (): string => `!unset:${randomBytes(16).toString('hex')}`;

const isStaffRole = (role: UserRole): role is 'staff' | 'owner' => role !== 'customer';

/** The audited fields of a member: never a password hash or a token. */
const AUDITED = ['first_name', 'family_name', 'phone_number', 'email', 'role'] as const;
const auditedValues = (user: User) => ({
  first_name: user.firstName,
  family_name: user.familyName,
  phone_number: user.phoneNumber,
  email: user.email,
  role: user.role,
});

export function toAdminMe(user: {
  id: number;
  firstName: string;
  familyName: string;
  phoneNumber: string;
  email: string;
  role: UserRole;
}): AdminMeDto {
  if (!isStaffRole(user.role)) throw new HttpError(403, 'forbidden_role');
  return {
    id: user.id,
    first_name: user.firstName,
    family_name: user.familyName,
    phone_number: user.phoneNumber,
    email: user.email,
    role: user.role,
  };
}

/**
 * Staff and owners (owners first, then by age), then the customer accounts with a live
 * invitation (oldest invitation first, with the role they are invited to and `invited`), or one
 * of them when `id` is given.
 */
async function selectMembers(db: Db, now: Date, id?: number): Promise<StaffMemberDto[]> {
  // Written out with table aliases: inside a sql template drizzle names columns unqualified, and
  // "id" would then mean the subquery's own table.
  const lastSeen = sql<
    Date | string | null
  >`(select max(s.last_used_at) from sessions s where s.user_id = "users"."id")`;
  const invitePending = sql<boolean>`exists (select 1 from staff_invites i where i.user_id = "users"."id" and i.used_at is null and i.expires_at > ${now.toISOString()}::timestamptz)`;
  // `role <> 'customer'` is the users_staff_role_idx predicate: the list never scans the shoppers.
  const staffOnly = ne(users.role, 'customer');
  const rows = await db
    .select({ user: users, lastSeen, invitePending })
    .from(users)
    .where(id === undefined ? staffOnly : and(staffOnly, eq(users.id, id)))
    .orderBy(desc(users.role), asc(users.createdAt), asc(users.id));
  const members: StaffMemberDto[] = rows.map(
    ({ user, lastSeen: seen, invitePending: pending }) => ({
      ...toAdminMe(user),
      created_at: user.createdAt.toISOString(),
      last_seen_at: seen === null ? null : new Date(seen).toISOString(),
      invite_pending: pending === true || (pending as unknown) === 't',
    }),
  );
  const invited = await selectInvited(db, now, id);
  const listed = new Set(members.map((member) => member.id));
  return [...members, ...invited.filter((member) => !listed.has(member.id))];
}

/** The live invitations of an existing account: unused, unexpired, with a role. */
const liveInvitation = (now: Date) =>
  and(isNotNull(staffInvites.role), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now));

/** Customer accounts invited to join the staff and not yet accepted (the newest invitation's role). */
async function selectInvited(db: Db, now: Date, id?: number): Promise<StaffMemberDto[]> {
  const lastSeen = sql<
    Date | string | null
  >`(select max(s.last_used_at) from sessions s where s.user_id = "users"."id")`;
  const customers = eq(users.role, 'customer');
  const rows = await db
    .select({ user: users, role: staffInvites.role, lastSeen })
    .from(staffInvites)
    .innerJoin(users, eq(users.id, staffInvites.userId))
    .where(and(liveInvitation(now), customers, id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(staffInvites.createdAt), desc(staffInvites.id));
  const byUser = new Map<number, StaffMemberDto>();
  for (const { user, role, lastSeen: seen } of rows) {
    if (role !== 'staff' && role !== 'owner') continue;
    // Rows come oldest first: a later invitation of the same account overrides the role shown.
    const previous = byUser.get(user.id);
    byUser.set(user.id, {
      id: user.id,
      first_name: user.firstName,
      family_name: user.familyName,
      phone_number: user.phoneNumber,
      email: user.email,
      role,
      created_at: previous?.created_at ?? user.createdAt.toISOString(),
      last_seen_at: seen === null ? null : new Date(seen).toISOString(),
      invite_pending: true,
      invited: true,
    });
  }
  return [...byUser.values()];
}

export const listStaff = (db: Db, now: Date): Promise<StaffMemberDto[]> => selectMembers(db, now);

async function getMember(db: Db, id: number, now: Date): Promise<StaffMemberDto> {
  const [member] = await selectMembers(db, now, id);
  if (!member) throw new HttpError(404, 'staff_not_found');
  return member;
}

export interface StaffChange {
  actor: AuditActor;
  t: Translate;
  now: Date;
}

export interface InviteMailing {
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * POST /admin/staff. The phone number decides: nobody's → a new account that cannot sign in until
 * its holder sets a password through the answered and mailed invite link (an e-mail is required,
 * and no other account may hold it: 422 on email); a customer's → an invitation mailed to that
 * account's own e-mail, the account untouched (still a customer, no back-office access) until its
 * holder accepts it signed in (POST /staff-invite/accept): whoever registered a number must not
 * become staff by it alone; a staff member's or owner's → 422 on phone_number.
 */
export async function addStaff(
  db: Db,
  input: AddStaffBody,
  { actor, t, now }: StaffChange,
  mailing: InviteMailing,
): Promise<{ member: StaffMemberDto; inviteUrl?: string }> {
  throwIfIssues(checkForm(staffMemberForm, input), t);
  const phone = trimmed(input.phone_number);
  const email = trimmed(input.email).toLowerCase();
  const role = input.role as 'staff' | 'owner';
  const firstName = trimmed(input.first_name);
  const familyName = trimmed(input.family_name);

  type Added =
    | { kind: 'created'; id: number; token: string }
    | { kind: 'invited'; id: number; token: string; to: string; firstName: string };
  let added: Added;
  try {
    added = await db.transaction(async (tx): Promise<Added> => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(users.phoneNumber, phone))
        .for('update');
      if (existing) {
        if (isStaffRole(existing.role)) {
          throwIfIssues({ phone_number: [{ key: 'staff_phone_taken' }] }, t);
        }
        // One live invitation per account: a new one (another role, a lost mail) replaces it.
        await voidInvites(tx, existing.id, now);
        const token = await createInvite(tx, existing.id, now, role);
        await recordAudit(tx, actor, {
          action: 'invite',
          entity: 'staff',
          entityId: existing.id,
          changes: { role: [null, role], invite_pending: [false, true] },
        });
        return {
          kind: 'invited',
          id: existing.id,
          token,
          to: existing.email,
          firstName: existing.firstName,
        };
      }
      const holder = await findUserByEmail(tx, email);
      if (holder) {
        const key = isStaffRole(holder.role) ? 'staff_email_taken' : 'email_taken';
        throwIfIssues({ email: [{ key }] }, t);
      }
      const [user] = await tx
        .insert(users)
        .values({
          firstName,
          familyName,
          email,
          phoneNumber: phone,
          passwordHash: unusablePassword(),
          role,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('addStaff: insert returned no row');
      const token = await createInvite(tx, user.id, now);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'staff',
        entityId: user.id,
        changes: changedFields(null, auditedValues(user), AUDITED),
      });
      return { kind: 'created', id: user.id, token };
    });
  } catch (error) {
    rethrowUniqueViolation(error, t);
  }

  const member = await getMember(db, added.id, now);
  const validHours = STAFF_INVITE_TTL_MS / 3_600_000;
  if (added.kind === 'invited') {
    // The link goes to the account's own mailbox only, never into the owner's answer: accepting
    // needs the account's password anyway, and the mailbox is where its holder is reached.
    await sendMail(
      mailing,
      staffJoinMail({
        to: added.to,
        firstName: added.firstName,
        role,
        acceptUrls: {
          ar: acceptUrlOf(mailing.publicUrl, added.token, 'ar'),
          en: acceptUrlOf(mailing.publicUrl, added.token, 'en'),
        },
        validHours,
      }),
      'staff join invitation mail not sent',
    );
    return { member };
  }
  const inviteUrl = inviteUrlOf(mailing.publicUrl, added.token);
  // The owner holds the same link in the answer and can pass it on another way.
  await sendMail(
    mailing,
    staffInviteMail({ to: email, firstName, inviteUrl, validHours }),
    'staff invite mail not sent',
  );
  return { member, inviteUrl };
}

/** Sends one mail; a failure is logged (never the message, which holds a link) and swallowed. */
async function sendMail(
  mailing: InviteMailing,
  message: Parameters<Mailer['send']>[0],
  failure: string,
): Promise<void> {
  try {
    await mailing.mailer.send(message);
  } catch (error) {
    mailing.log.error({ code: (error as { code?: unknown }).code }, failure);
  }
}

/**
 * Locks every owner row and the target's for the rest of the transaction, so the last-owner
 * check below stays true until it commits. 404 unless the target is staff or an owner.
 */
async function lockTarget(tx: Db, id: number): Promise<{ target: User; owners: number }> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target || !isStaffRole(target.role)) throw new HttpError(404, 'staff_not_found');
  return { target, owners: owners.length };
}

/** PATCH /admin/staff/{id}: the last owner cannot become staff (409). Same role: no change. */
export async function changeStaffRole(
  db: Db,
  id: number,
  input: StaffRoleBody,
  { actor, t, now }: StaffChange,
): Promise<StaffMemberDto> {
  throwIfIssues(checkForm(staffRoleForm, input), t);
  const role = input.role as 'staff' | 'owner';
  await db.transaction(async (tx) => {
    const { target, owners } = await lockTarget(tx, id);
    if (target.role === role) return;
    if (target.role === 'owner' && owners <= 1) throw new HttpError(409, 'last_owner');
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'role',
      entity: 'staff',
      entityId: id,
      changes: changedFields({ role: target.role }, { role }, ['role']),
    });
  });
  return getMember(db, id, now);
}

/**
 * DELETE /admin/staff/{id}: back to a customer account, every session of it ended and its unused
 * invite links voided. The last owner cannot be removed (409). A customer account with a live
 * invitation only has it cancelled (it was never staff: its sessions stay).
 */
export async function removeStaff(db: Db, id: number, { actor, now }: StaffChange): Promise<void> {
  await db.transaction(async (tx) => {
    if (await cancelInvitation(tx, id, actor, now)) return;
    const { target, owners } = await lockTarget(tx, id);
    if (target.role === 'owner' && owners <= 1) throw new HttpError(409, 'last_owner');
    await tx.update(users).set({ role: 'customer', updatedAt: now }).where(eq(users.id, id));
    await revokeUserSessions(tx, id, now);
    await voidInvites(tx, id, now);
    await recordAudit(tx, actor, {
      action: 'remove',
      entity: 'staff',
      entityId: id,
      changes: changedFields({ role: target.role }, { role: 'customer' }, ['role']),
    });
  });
}

/** Cancels the live invitations of customer account `id`; false when it has none. Audited. */
async function cancelInvitation(
  tx: Db,
  id: number,
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  // No row lock: staff rows are locked by lockTarget in owners-first order, and the update below
  // races an acceptance atomically (whichever claims the invitation first wins).
  const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!target || target.role !== 'customer') return false;
  const voided = await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.userId, id), liveInvitation(now)))
    .returning({ role: staffInvites.role });
  if (voided.length === 0) return false;
  await recordAudit(tx, actor, {
    action: 'remove',
    entity: 'staff',
    entityId: id,
    changes: { invite_pending: [true, false] },
  });
  return true;
}

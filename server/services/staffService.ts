import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { users, type User, type UserRole } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import type { Mailer } from '../mail/mailer';
import { staffInviteMail } from '../mail/staffInviteMail';
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
import { createInvite, inviteUrlOf, STAFF_INVITE_TTL_MS, voidInvites } from './staffLinks';

// The shop's people in the back office: the staff list, adding a member (a new account with a
// one-time set-password link, or a customer's account made staff), role changes and removal
// (back to customer). Every change writes its audit row in its own transaction. The shop always
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

/** Staff and owners (owners first, then by age), or one of them when `id` is given. */
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
  return rows.map(({ user, lastSeen: seen, invitePending: pending }) => ({
    ...toAdminMe(user),
    created_at: user.createdAt.toISOString(),
    last_seen_at: seen === null ? null : new Date(seen).toISOString(),
    invite_pending: pending === true || (pending as unknown) === 't',
  }));
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
 * its holder sets a password through the answered (and, with an e-mail, mailed) invite link; a
 * customer's → that account becomes staff (its names, e-mail and password untouched); a staff
 * member's or owner's → 422 on phone_number. An e-mail another account holds → 422 on email.
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

  let created: { id: number; token: string | null };
  try {
    created = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(users.phoneNumber, phone))
        .for('update');
      if (existing) {
        if (isStaffRole(existing.role)) {
          throwIfIssues({ phone_number: [{ key: 'staff_phone_taken' }] }, t);
        }
        await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, existing.id));
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'staff',
          entityId: existing.id,
          changes: changedFields({ role: existing.role }, { role }, ['role']),
        });
        return { id: existing.id, token: null };
      }
      if (email) {
        const holder = await findUserByEmail(tx, email);
        if (holder) {
          const key = isStaffRole(holder.role) ? 'staff_email_taken' : 'email_taken';
          throwIfIssues({ email: [{ key }] }, t);
        }
      }
      const [user] = await tx
        .insert(users)
        .values({
          firstName,
          familyName,
          email: email || placeholderEmail(phone),
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
      return { id: user.id, token };
    });
  } catch (error) {
    rethrowUniqueViolation(error, t);
  }

  const member = await getMember(db, created.id, now);
  if (created.token === null) return { member };
  const inviteUrl = inviteUrlOf(mailing.publicUrl, created.token);
  if (email) {
    try {
      await mailing.mailer.send(
        staffInviteMail({
          to: email,
          firstName,
          inviteUrl,
          validHours: STAFF_INVITE_TTL_MS / 3_600_000,
        }),
      );
    } catch (error) {
      // The owner holds the same link in the answer and can pass it on another way.
      mailing.log.error({ code: (error as { code?: unknown }).code }, 'staff invite mail not sent');
    }
  }
  return { member, inviteUrl };
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
 * invite links voided. The last owner cannot be removed (409).
 */
export async function removeStaff(db: Db, id: number, { actor, now }: StaffChange): Promise<void> {
  await db.transaction(async (tx) => {
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

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../lib/httpError';
import { auditLog, sessions, users } from '../db/schema';
import type { Lang, Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { changePasswordForm, profileForm } from '../../src/shared/rules/forms';
import { isReservedEmail } from '../../src/shared/rules/validation';
import type { FieldIssues } from '../../src/shared/rules/formTable';
import type { ChangePasswordBody, PersonalInfoBody, UserDto } from '../../src/shared/wire/account';
import { checkUnique, getUserDto, rethrowUniqueViolation } from './accountService';
import { changedFields, recordAudit } from './audit';
import { throwIfIssues, trimmed } from './formCheck';
import {
  recordIdentityChange,
  sendIdentityNotice,
  type IdentityChange,
  type IdentityNotice,
} from './identityService';
import { hashPassword, verifyPassword } from './passwordService';
import { revokeResetCodes } from './resetService';

// Profile changes of the signed-in user: personal info, password, account deletion.

/**
 * The `current_password` check of a change that could take the account: a staff or owner account
 * must send it (a stolen back-office session must not turn into the account itself, nor its
 * password or sign-in changed); a customer's is optional (older storefronts send none) and checked
 * whenever it is sent. Blank when sent is field_required, a wrong one current_password_wrong.
 */
async function checkCurrentPassword(
  issues: FieldIssues,
  sent: unknown,
  account: { role: string; passwordHash: string },
): Promise<void> {
  if (sent === undefined || sent === null) {
    if (account.role !== 'customer') issues.current_password = [{ key: 'field_required' }];
    return;
  }
  const password = String(sent);
  if (password === '') issues.current_password = [{ key: 'field_required' }];
  else if (!(await verifyPassword(account.passwordHash, password))) {
    issues.current_password = [{ key: 'current_password_wrong' }];
  }
}

/**
 * change-personal-info: last_name is stored as family_name. Answers the changed user.
 *
 * An e-mail or phone change is announced to the PREVIOUS e-mail with a link that undoes it for 7
 * days (identityService.ts); the notice goes out before the change is written and a notice that
 * cannot be sent refuses the change (503, nothing written), so an owner is never left untold.
 * `current_password`, when sent, must be the account's password (422 on that field); a staff or
 * owner account must send it to change its e-mail or phone (checkCurrentPassword). A new e-mail
 * under the placeholder domain is refused (email_domain_reserved); a staff member keeps theirs.
 */
export async function updatePersonalInfo(
  db: Db,
  userId: number,
  input: PersonalInfoBody,
  t: Translate,
  lang: Lang,
  notice: IdentityNotice,
): Promise<UserDto> {
  // The rules: profileForm (src/shared/rules/forms/profile.ts); then e-mail / phone in use.
  const issues = checkForm(profileForm, input);
  const email = trimmed(input.email).toLowerCase();
  const phone = trimmed(input.phone_number);
  await checkUnique(db, issues, { email, phone }, userId);
  const [current] = await db
    .select({
      email: users.email,
      phoneNumber: users.phoneNumber,
      passwordHash: users.passwordHash,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw new HttpError(401, 'unauthorized');
  const emailChanged = current.email.toLowerCase() !== email;
  // Answered instead of email_taken: no answer tells whether a staff placeholder is in use.
  const emailIssue = issues.email?.[0]?.key;
  if (emailChanged && isReservedEmail(email) && (!emailIssue || emailIssue === 'email_taken')) {
    issues.email = [{ key: 'email_domain_reserved' }];
  }
  if (input.current_password !== undefined || emailChanged || current.phoneNumber !== phone) {
    await checkCurrentPassword(issues, input.current_password, current);
  }
  throwIfIssues(issues, t);

  const change: IdentityChange | null =
    emailChanged || current.phoneNumber !== phone
      ? {
          userId,
          previousEmail: current.email,
          previousPhoneNumber: current.phoneNumber,
          newEmail: emailChanged ? email : null,
          phoneChanged: current.phoneNumber !== phone,
        }
      : null;
  const now = notice.clock();
  const token = change ? await sendIdentityNotice(change, lang, notice, now) : null;

  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email, phoneNumber: users.phoneNumber })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      // The notice named the values read above; a change that slipped in since (another request
      // of the same account) would make its link restore the wrong ones: refuse, try again.
      if (!before || before.email !== current.email || before.phoneNumber !== current.phoneNumber) {
        throw new HttpError(409, 'profile_changed_meanwhile');
      }
      await tx
        .update(users)
        .set({
          firstName: trimmed(input.first_name),
          familyName: trimmed(input.last_name),
          phoneNumber: phone,
          email,
        })
        .where(eq(users.id, userId));
      // A reset code was mailed to the old address: it must not outlive it.
      if (emailChanged) await revokeResetCodes(tx, userId, now);
      if (change && token) await recordIdentityChange(tx, change, token, now);
    });
  } catch (error) {
    rethrowUniqueViolation(error, t);
  }
  return getUserDto(db, userId, lang);
}

/**
 * Change password (minimum 8). `current_password` is required of a staff or owner account and
 * checked whenever sent (checkCurrentPassword). The session making the change stays signed in;
 * every other session of the user is revoked, and so is every pending reset code of the account.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: number,
  input: ChangePasswordBody,
  t: Translate,
  now: Date = new Date(),
): Promise<void> {
  // The rules: changePasswordForm (src/shared/rules/forms/changePassword.ts).
  const issues = checkForm(changePasswordForm, input);
  const [account] = await db
    .select({ role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new HttpError(401, 'unauthorized');
  await checkCurrentPassword(issues, input.current_password, account);
  throwIfIssues(issues, t);

  const passwordHash = await hashPassword(String(input.password));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeResetCodes(tx, userId, now);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, keepSessionId),
          sql`${sessions.revokedAt} is null`,
        ),
      );
  });
}

/**
 * Deletes the account. Sessions, reset codes, cart, favourites and addresses go with it (ON DELETE
 * CASCADE); orders stay for the shop's books with user_id cleared (ON DELETE SET NULL). False when
 * the account is already gone.
 *
 * A staff or owner account is refused (409, nothing changes): the back office must never lose a
 * person, or its last owner, from a storefront button; an owner removes them from the staff first.
 * An account that once acted in the back office (a former staff member: it is an audit row's
 * actor) leaves its deletion in the audit trail, written by the same transaction before the row
 * goes so the entry names it (the trail keeps its earlier rows' name copies as well).
 */
export async function deleteAccount(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked, so a role given meanwhile by an owner is either seen here or waits for the deletion.
    const [account] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) return false;
    if (account.role !== 'customer') throw new HttpError(409, 'delete_account_staff_refused');
    const [acted] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.actorId, userId))
      .limit(1);
    if (acted) {
      await recordAudit(
        tx,
        { id: userId, role: account.role },
        {
          action: 'delete',
          entity: 'account',
          entityId: userId,
          changes: changedFields({ role: account.role }, null, ['role']),
        },
      );
    }
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}

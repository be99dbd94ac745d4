import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../lib/httpError';
import { sessions, users } from '../db/schema';
import type { Lang, Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { changePasswordForm, profileForm } from '../../src/shared/rules/forms';
import type { ChangePasswordBody, PersonalInfoBody, UserDto } from '../../src/shared/wire/account';
import { checkUnique, getUserDto, rethrowUniqueViolation } from './accountService';
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
 * change-personal-info: last_name is stored as family_name. Answers the changed user.
 *
 * An e-mail or phone change is announced to the PREVIOUS e-mail with a link that undoes it for 7
 * days (identityService.ts); the notice goes out before the change is written and a notice that
 * cannot be sent refuses the change (503, nothing written), so an owner is never left untold. The
 * optional `current_password`, when sent, must be the account's password (422 on that field).
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
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw new HttpError(401, 'unauthorized');
  if (input.current_password !== undefined) {
    const password = String(input.current_password);
    if (password === '') issues.current_password = [{ key: 'field_required' }];
    else if (!(await verifyPassword(current.passwordHash, password))) {
      issues.current_password = [{ key: 'current_password_wrong' }];
    }
  }
  throwIfIssues(issues, t);

  const emailChanged = current.email.toLowerCase() !== email;
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
 * Change password (minimum 8). The session making the change stays signed in; every
 * other session of the user is revoked, and so is every pending reset code of the account.
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
  throwIfIssues(checkForm(changePasswordForm, input), t);

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
 * CASCADE); orders stay for the shop's books with user_id cleared (ON DELETE SET NULL).
 */
export async function deleteAccount(db: Db, userId: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

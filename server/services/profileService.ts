import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Lang, Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { changePasswordForm, profileForm } from '../../src/shared/rules/forms';
import type { ChangePasswordBody, PersonalInfoBody, UserDto } from '../../src/shared/wire/account';
import { checkUnique, getUserDto, rethrowUniqueViolation } from './accountService';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword } from './passwordService';
import { revokeResetCodes } from './resetService';

// SPEC §7 profile changes of the signed-in user: personal info, password, account deletion.

/** SPEC §7 change-personal-info: last_name is stored as family_name. Answers the changed user. */
export async function updatePersonalInfo(
  db: Db,
  userId: number,
  input: PersonalInfoBody,
  t: Translate,
  lang: Lang,
): Promise<UserDto> {
  // The rules: profileForm (src/shared/rules/forms/profile.ts); then e-mail / phone in use.
  const issues = checkForm(profileForm, input);
  const email = trimmed(input.email).toLowerCase();
  const phone = trimmed(input.phone_number);
  await checkUnique(db, issues, { email, phone }, userId);
  throwIfIssues(issues, t);

  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx
        .update(users)
        .set({
          firstName: trimmed(input.first_name),
          familyName: trimmed(input.last_name),
          phoneNumber: phone,
          email,
        })
        .where(eq(users.id, userId));
      // A reset code was mailed to the old address: it must not outlive it (issue 13).
      if (before && before.email.toLowerCase() !== email.toLowerCase()) {
        await revokeResetCodes(tx, userId);
      }
    });
  } catch (error) {
    rethrowUniqueViolation(error, t);
  }
  return getUserDto(db, userId, lang);
}

/**
 * SPEC §5 change password (minimum 8). The session making the change stays signed in; every
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

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema';
import type { Lang, Translate } from '../lib/i18n';
import type { ChangePasswordBody, PersonalInfoBody, UserDto } from '../../src/shared/wire/account';
import { checkUnique, getUserDto, rethrowUniqueViolation } from './accountService';
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  FieldErrorList,
  requiredText,
} from './fieldChecks';
import { hashPassword } from './passwordService';

// SPEC §7 profile changes of the signed-in user: personal info, password, account deletion.

/** SPEC §7 change-personal-info: last_name is stored as family_name. Answers the changed user. */
export async function updatePersonalInfo(
  db: Db,
  userId: number,
  input: PersonalInfoBody,
  t: Translate,
  lang: Lang,
): Promise<UserDto> {
  const errors = new FieldErrorList(t);
  const firstName = requiredText(errors, 'first_name', input.first_name);
  const familyName = requiredText(errors, 'last_name', input.last_name);
  const phone = checkPhone(errors, 'phone_number', input.phone_number);
  const email = checkEmail(errors, 'email', input.email);
  await checkUnique(db, errors, { email, phone }, userId);
  errors.throwIfAny();

  try {
    await db
      .update(users)
      .set({ firstName, familyName, phoneNumber: phone, email })
      .where(eq(users.id, userId));
  } catch (error) {
    rethrowUniqueViolation(error, t);
  }
  return getUserDto(db, userId, lang);
}

/**
 * SPEC §5 change password (minimum 8). The session making the change stays signed in; every
 * other session of the user is revoked.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: number,
  input: ChangePasswordBody,
  t: Translate,
  now: Date = new Date(),
): Promise<void> {
  const errors = new FieldErrorList(t);
  const password = checkNewPassword(errors, 'change', input.password, input.password_confirmation);
  errors.throwIfAny();

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
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
 * Deletes the account. Sessions, cart, favourites and addresses go with it (ON DELETE CASCADE);
 * orders stay for the shop's books with user_id cleared (ON DELETE SET NULL); pending reset codes
 * for the e-mail are dropped.
 */
export async function deleteAccount(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!deleted) return false;
    await tx
      .delete(passwordResets)
      .where(sql`lower(${passwordResets.email}) = ${deleted.email.toLowerCase()}`);
    return true;
  });
}

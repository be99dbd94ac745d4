import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import type { Translate } from '../lib/i18n';
import {
  checkEmail,
  checkNewPassword,
  FieldErrorList,
  findUserByEmail,
  requiredText,
} from './accountService';
import { hashPassword, verifyPassword } from './passwordService';
import { revokeUserSessions } from './sessionService';

// CONTRACT "The API": six random digits, valid 10 minutes, single use, tied to their e-mail,
// sent by mail and never answered. Codes are stored as argon2 hashes: with only a million
// possible codes a fast hash would fall to a brute force long before the code expires.

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries after which a code is burnt (a new one must be requested). */
export const RESET_CODE_MAX_ATTEMPTS = 5;

const CODE_PATTERN = /^\d{6}$/;

export const generateResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const emailIs = (email: string) => sql`lower(${passwordResets.email}) = ${email.toLowerCase()}`;

/** SPEC §5 forgot password: e-mail required and valid; answers it lower-cased. */
export function checkForgotInput(input: { email?: unknown }, t: Translate): string {
  const errors = new FieldErrorList(t);
  const email = checkEmail(errors, 'email', input.email);
  errors.throwIfAny();
  return email;
}

export interface ResetInput {
  email?: unknown;
  code?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
}

/** SPEC §5 reset password: all four fields required, password at least 6 and confirmed. */
export function checkResetInput(
  input: ResetInput,
  t: Translate,
): { email: string; code: string; password: string } {
  const errors = new FieldErrorList(t);
  const email = checkEmail(errors, 'email', input.email);
  const code = requiredText(errors, 'code', input.code);
  const password = checkNewPassword(errors, 'reset', input.password, input.password_confirmation);
  errors.throwIfAny();
  return { email, code, password };
}

/**
 * Creates a code for the account holding `email` (null when there is none) and invalidates that
 * e-mail's older unused codes. The plain code is returned only to be mailed.
 */
export async function createResetCode(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<{ id: number; code: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const code = generateResetCode();
  const codeHash = await hashPassword(code);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(emailIs(user.email), isNull(passwordResets.usedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({
        email: user.email.toLowerCase(),
        codeHash,
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: passwordResets.id });
    return row!.id;
  });
  return { id, code };
}

/** Makes a code unusable (its mail could not be sent, so nobody may know it). */
export async function discardResetCode(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, id));
}

/**
 * Sets a new password when `code` is the e-mail's live code (unused, unexpired, not burnt); the
 * code is then used up and every session of the user revoked. Answers false for any wrong,
 * expired, used or burnt code, counting the try against the live code.
 */
export async function resetPasswordWithCode(
  db: Db,
  input: { email: string; code: string; password: string },
  now: Date = new Date(),
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        emailIs(input.email),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  if (!live) return false;

  const right = CODE_PATTERN.test(input.code) && (await verifyPassword(live.codeHash, input.code));
  if (!right) {
    await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(eq(passwordResets.id, live.id));
    return false;
  }

  const user = await findUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Claiming the code in the same statement that checks it: two racing requests cannot both win.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, live.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0 || !user) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
    return true;
  });
}

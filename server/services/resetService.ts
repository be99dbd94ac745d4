import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import type { Mailer } from '../mail/mailer';
import { resetCodeMail } from '../mail/resetCodeMail';
import { checkForm } from '../../src/shared/rules/checkForm';
import { forgotPasswordForm, resetPasswordForm } from '../../src/shared/rules/forms';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../src/shared/wire/account';
import { findUserByEmail } from './accountService';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword, verifyPassword } from './passwordService';
import { countAttempt, type Clock, type Limiters } from './rateLimiter';
import { revokeUserSessions } from './sessionService';

// Reset codes, as the API promises its clients: six random digits, valid 10 minutes, single use,
// sent by mail to the account's e-mail and never answered. A code belongs to the account
// (user_id), not to an e-mail text: only the account's newest code can work, and it dies when the
// account's e-mail or password changes or the account is deleted. Codes are stored as argon2
// hashes: with only a million possible codes a fast hash would fall to a brute force long before
// the code expires.

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries after which a code is burnt (a new one must be requested). */
export const RESET_CODE_MAX_ATTEMPTS = 5;

const CODE_PATTERN = /^\d{6}$/;

export const generateResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Uses up every unused code of the account (e-mail or password changed, newer code issued). */
export async function revokeResetCodes(db: Db, userId: number, now: Date = new Date()) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Forgot password: e-mail required and valid; answers it lower-cased. */
export function checkForgotInput(input: ForgotPasswordBody, t: Translate): string {
  // The rules: forgotPasswordForm (src/shared/rules/forms/forgotPassword.ts).
  throwIfIssues(checkForm(forgotPasswordForm, input), t);
  return trimmed(input.email).toLowerCase();
}

/** Reset password: all four fields required, password at least 6 and confirmed. */
export function checkResetInput(
  input: ResetPasswordBody,
  t: Translate,
): { email: string; code: string; password: string } {
  // The rules: resetPasswordForm (src/shared/rules/forms/resetPassword.ts); whether the code is
  // right is resetPasswordWithCode's to say (reset_code_invalid).
  throwIfIssues(checkForm(resetPasswordForm, input), t);
  return {
    email: trimmed(input.email).toLowerCase(),
    code: trimmed(input.code),
    password: String(input.password),
  };
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
    await revokeResetCodes(tx, user.id, now);
    const [row] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
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
 * Counts one try against the account's live code and answers its hash, or null when there is no
 * live code (none, used, expired, burnt, or superseded by a newer one). The try is counted in the
 * same statement that checks the limit, before any comparison: however many guesses run in
 * parallel, at most RESET_CODE_MAX_ATTEMPTS of them get a hash to compare against (PostgreSQL
 * re-checks the WHERE of a row another transaction just updated).
 */
async function countTry(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ id: number; codeHash: string } | null> {
  // Only the newest code of the account can ever work, whatever happened to the older ones.
  const newest = db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  const [counted] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, sql`(${newest})`),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResets.id, codeHash: passwordResets.codeHash });
  return counted ?? null;
}

/**
 * Sets a new password when `code` is the live code of the account holding `email` (its newest
 * code, unused, unexpired, not burnt); every code of the account is then used up and every
 * session of the user revoked. Answers false for any wrong, expired, used or burnt code; every
 * try, the right one included, counts against the live code before it is compared.
 */
export async function resetPasswordWithCode(
  db: Db,
  input: { email: string; code: string; password: string },
  now: Date = new Date(),
): Promise<boolean> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return false;
  const live = await countTry(db, user.id, now);
  if (!live) return false;
  // argon2 verification compares in constant time.
  const right = CODE_PATTERN.test(input.code) && (await verifyPassword(live.codeHash, input.code));
  if (!right) return false;

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Claiming the code in the same statement that checks it: two racing requests cannot both win.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.id, live.id),
          eq(passwordResets.userId, user.id),
          isNull(passwordResets.usedAt),
        ),
      )
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // A password change kills every other code of the account too.
    await revokeResetCodes(tx, user.id, now);
    await revokeUserSessions(tx, user.id, now);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// The two calls, with their rate limits (the API's documented 429 for too many attempts).

/** Who asks, the limiters the request counts against, and the time for codes and windows. */
export interface ResetAttempt {
  limiters: Limiters;
  /** The client address (request.ip). */
  client: string;
  clock: Clock;
  t: Translate;
}

/** How the code reaches the shopper. */
export interface ResetMailing {
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * POST /forgot-password: a new code mailed to the account holding the e-mail; 404 when none
 * does, 429 over the limits, 503 when the mail could not be sent.
 */
export async function sendResetCode(
  db: Db,
  input: ForgotPasswordBody,
  { limiters, client, clock, t }: ResetAttempt,
  { mailer, publicUrl, log }: ResetMailing,
): Promise<void> {
  const email = checkForgotInput(input, t);
  // Every request counts (each one may send a mail, and 404s must not enumerate for free).
  await countAttempt([
    [limiters.forgotPerEmail, email],
    [limiters.forgotPerAddress, client],
  ]);

  const created = await createResetCode(db, email, clock());
  if (created === null) throw new HttpError(404, 'email_not_found');
  try {
    await mailer.send(
      resetCodeMail({
        to: email,
        code: created.code,
        publicUrl,
        validMinutes: RESET_CODE_TTL_MS / 60_000,
      }),
    );
  } catch (error) {
    // The mail server is down or refused: a code nobody received must not work, and the
    // shopper is told to try again (503), not that the server broke.
    await discardResetCode(db, created.id, clock());
    log.error({ code: (error as { code?: unknown }).code }, 'reset code mail not sent');
    throw new HttpError(503, 'reset_code_send_failed');
  }
}

/**
 * POST /reset-password. Same policy as /login: the right code always works; failures are counted
 * and refused with 429 over the limit. Each code also burns after 5 wrong tries.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordBody,
  { limiters, client, clock, t }: ResetAttempt,
): Promise<void> {
  const checked = checkResetInput(input, t);
  const done = await resetPasswordWithCode(db, checked, clock());
  if (!done) {
    await countAttempt([
      [limiters.resetPerEmail, checked.email],
      [limiters.resetPerAddress, client],
    ]);
    throw new HttpError(422, 'validation_failed', { code: ['reset_code_invalid'] });
  }
  await limiters.resetPerEmail.reset(checked.email);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { loginForm } from '../../src/shared/rules/forms';
import type { LoginBody } from '../../src/shared/wire/account';
import { countAttempt } from './attemptLimits';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword, verifyPassword } from './passwordService';
import type { AccountLimiters } from './rateLimiter';

// A hash nobody's password matches, verified when the phone number is unknown so that an unknown
// number costs the same argon2 work as a wrong password (no timing hint about which it was).
let dummyHash: Promise<string> | undefined;
const unknownUserHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(`no-such-user-${Math.random()}`));

/** The user whose phone number and password these are, else null (whichever one was wrong). */
export async function authenticate(
  db: Db,
  phoneNumber: string,
  password: string,
): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber.trim()))
    .limit(1);
  if (!user) {
    await verifyPassword(await unknownUserHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** Who tries to log in, and the limiters the attempt counts against. */
export interface LoginAttempt {
  limiters: AccountLimiters;
  /** The client address (request.ip). */
  client: string;
}

/**
 * POST /login: both fields required (422), then the user, or 401 invalid_credentials / 429.
 *
 * Issue 13: once the phone number (5) or the client address (20) has failed too often in 15
 * minutes, EVERY login for it answers 429 without the password being checked, the right one
 * included, until the window lets an attempt go again; a guesser past the limit learns nothing.
 * The attempt is counted before the password is checked (one synchronous check-and-count, so N
 * parallel guesses at one number reach argon2 at most 5 times per window), then taken back when it
 * succeeds: a right password clears the number's count and does not count against the address.
 * Trade-off, chosen knowingly: someone who fails 5 times at a customer's number locks that
 * customer out for up to 15 minutes. 401 and 429 never tell phone from password.
 */
export async function logIn(
  db: Db,
  input: LoginBody,
  { limiters, client }: LoginAttempt,
  t: Translate,
): Promise<User> {
  // The rules: loginForm (src/shared/rules/forms/login.ts).
  throwIfIssues(checkForm(loginForm, input), t);
  // Trimmed: the number the rate limits count against.
  const phone = trimmed(input.phone_number);

  countAttempt([
    [limiters.loginPerPhone, phone],
    [limiters.loginPerAddress, client],
  ]);
  const user = await authenticate(db, phone, input.password ?? '');
  if (!user) throw new HttpError(401, 'invalid_credentials');
  limiters.loginPerPhone.reset(phone);
  limiters.loginPerAddress.unrecord(client);
  return user;
}

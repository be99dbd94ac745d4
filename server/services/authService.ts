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
 * Issue: failed logins are limited, successful ones never throttled. So the password is checked
 * first, always at argon2's cost (unknown numbers too): a right one logs in and clears that
 * number's count, and nobody can lock a customer out by guessing at their number. A wrong one is
 * answered 429 once the number (5) or the client address (20) has failed too often in 15
 * minutes, else 401 and counted. Trade-off, chosen knowingly: a guesser past the limit still
 * learns of a right guess (200 among 429s); what bounds the guessing rate then is argon2's cost
 * per try. 401 and 429 never tell phone from password.
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

  const user = await authenticate(db, phone, input.password ?? '');
  if (!user) {
    countAttempt([
      [limiters.loginPerPhone, phone],
      [limiters.loginPerAddress, client],
    ]);
    throw new HttpError(401, 'invalid_credentials');
  }
  limiters.loginPerPhone.reset(phone);
  return user;
}

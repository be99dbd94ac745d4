import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { loginForm } from '../../src/shared/rules/forms';
import type { LoginBody } from '../../src/shared/wire/account';
import { findDevice, rememberDevice } from './deviceService';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword, verifyPassword } from './passwordService';
import { countAttempt, type Clock, type Limiters } from './rateLimiter';

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

/** Who tries to log in, the limiters the attempt counts against, and the time. */
export interface LoginAttempt {
  limiters: Limiters;
  /** The client address (request.ip). */
  client: string;
  clock: Clock;
}

/**
 * POST /login: both fields required (422), then the user and the device token to keep, or 401
 * invalid_credentials / 429 too_many_attempts (Retry-After).
 *
 * Who is limited (OWASP "device cookies", per user and address with suspicious-address throttling):
 * - A login with a valid device token of the phone's account is that shopper's own device: only
 *   its own failures count (10 per 15 minutes lock that device alone); failures of the phone
 *   number or the address from elsewhere never lock it out.
 * - Any other login (no token, or an unknown one, treated exactly alike) is a new device: 5
 *   failures per phone number lock the number for new devices, and 300 failures per address (an
 *   address may be a mobile carrier's, shared by thousands of shoppers) lock that address for new
 *   devices; only credential stuffing across many numbers gets there.
 * Each attempt is counted before the password is checked (one atomic hit per counter, so parallel
 * guesses reach argon2 at most `limit` times per window) and taken back when it succeeds: a right
 * password clears the number's (or the device's) count and takes one back from the address. Over
 * a limit the password is not checked at all: a guesser learns nothing. 401 and 429 never tell
 * phone from password (an unknown number verifies a dummy hash).
 */
export async function logIn(
  db: Db,
  input: LoginBody,
  { limiters, client, clock }: LoginAttempt,
  t: Translate,
): Promise<{ user: User; deviceToken: string }> {
  // The rules: loginForm (src/shared/rules/forms/login.ts).
  throwIfIssues(checkForm(loginForm, input), t);
  // Trimmed: the number the rate limits count against.
  const phone = trimmed(input.phone_number);
  const device = await findDevice(db, phone, input.device_token);

  const deviceKey = device ? `device:${device.id}` : '';
  const hits = await countAttempt(
    device
      ? [[limiters.loginPerDevice, deviceKey]]
      : [
          [limiters.loginPerPhone, phone],
          [limiters.loginPerAddress, client],
        ],
  );
  const user = await authenticate(db, phone, input.password ?? '');
  if (!user) throw new HttpError(401, 'invalid_credentials');
  if (device) {
    await limiters.loginPerDevice.reset(deviceKey);
  } else {
    await limiters.loginPerPhone.reset(phone);
    await limiters.loginPerAddress.takeBack(hits[1]!);
  }
  return { user, deviceToken: await rememberDevice(db, user.id, device, clock()) };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import { hashPassword, verifyPassword } from './passwordService';

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

import { randomBytes } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginDevices, users } from '../db/schema';
import { hashToken } from './sessionService';

// Device tokens (OWASP "device cookies"): a login or registration answers a random token that the
// storefront keeps and sends with its next login of that phone number. A login that comes with a
// valid token of the phone's account is that shopper's own device: failures from elsewhere never
// lock it out (services/authService.ts). Only the token's sha256 is stored.

/** Devices kept per account; a new one beyond that replaces the one unused the longest. */
export const MAX_DEVICES_PER_ACCOUNT = 20;

export interface KnownDevice {
  id: number;
  userId: number;
  /** The token as the client sent it, answered back unchanged. */
  token: string;
}

/**
 * The device `token` names, when it belongs to the account holding `phoneNumber`; else null (no
 * token, an unknown one, or another account's: each is treated exactly like no token).
 */
export async function findDevice(
  db: Db,
  phoneNumber: string,
  token: string | undefined,
): Promise<KnownDevice | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: loginDevices.id, userId: loginDevices.userId })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(and(eq(loginDevices.tokenHash, hashToken(token)), eq(users.phoneNumber, phoneNumber)))
    .limit(1);
  return row ? { ...row, token } : null;
}

/**
 * The device token to answer after a successful sign-in of `userId`: the known device's own
 * (marked used now), else a new one (32 random bytes, base64url) stored as its sha256, dropping
 * the account's devices unused the longest beyond MAX_DEVICES_PER_ACCOUNT.
 */
export async function rememberDevice(
  db: Db,
  userId: number,
  known: KnownDevice | null,
  now: Date = new Date(),
): Promise<string> {
  if (known && known.userId === userId) {
    await db.update(loginDevices).set({ lastUsedAt: now }).where(eq(loginDevices.id, known.id));
    return known.token;
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .insert(loginDevices)
      .values({ userId, tokenHash: hashToken(token), lastUsedAt: now, createdAt: now });
    const kept = tx
      .select({ id: loginDevices.id })
      .from(loginDevices)
      .where(eq(loginDevices.userId, userId))
      .orderBy(desc(loginDevices.lastUsedAt), desc(loginDevices.id))
      .limit(MAX_DEVICES_PER_ACCOUNT);
    await tx
      .delete(loginDevices)
      .where(and(eq(loginDevices.userId, userId), notInArray(loginDevices.id, kept)));
  });
  return token;
}

import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { identityChanges, loginDevices, users } from '../db/schema';
import { uniqueViolation } from '../lib/dbErrors';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { identityNoticeMail } from '../mail/identityNoticeMail';
import type { Mailer } from '../mail/mailer';
import type { RestoreIdentityBody } from '../../src/shared/wire/account';
import { emailMatches } from './accountService';
import { throwIfIssues, trimmed } from './formCheck';
import type { Clock } from './rateLimiter';
import { revokeResetCodes } from './resetService';
import { hashToken, revokeUserSessions } from './sessionService';

// An e-mail or phone change can be undone for 7 days from a link mailed to the PREVIOUS e-mail:
// a stolen bearer token must not be enough to take an account for good. The link's token is 32
// random bytes; only its sha256 is stored (identity_changes.token_hash, unique).

const DAY_MS = 24 * 60 * 60 * 1000;
export const IDENTITY_UNDO_DAYS = 7;
export const IDENTITY_UNDO_TTL_MS = IDENTITY_UNDO_DAYS * DAY_MS;

/** How the notice reaches the previous e-mail, and the time of the change. */
export interface IdentityNotice {
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  clock: Clock;
}

/** The identity an account had before a change, and what the change does to it. */
export interface IdentityChange {
  userId: number;
  previousEmail: string;
  previousPhoneNumber: string;
  /** The new e-mail when it differs (case aside), else null. */
  newEmail: string | null;
  phoneChanged: boolean;
}

/**
 * Mails the notice of `change` to its previous e-mail in `lang` and answers the link's token,
 * which recordIdentityChange must then store with the change. When the mail cannot be sent the
 * change is refused (503) before anything is written: an owner must never be left untold.
 */
export async function sendIdentityNotice(
  change: IdentityChange,
  lang: Lang,
  { mailer, publicUrl, log }: IdentityNotice,
  changedAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  try {
    await mailer.send(
      identityNoticeMail({
        to: change.previousEmail,
        lang,
        newEmail: change.newEmail,
        phoneChanged: change.phoneChanged,
        changedAt,
        publicUrl,
        token,
        validDays: IDENTITY_UNDO_DAYS,
      }),
    );
  } catch (error) {
    log.error({ code: (error as { code?: unknown }).code }, 'identity change notice not sent');
    throw new HttpError(503, 'identity_notice_send_failed');
  }
  return token;
}

/** Stores the undo link of `change` (inside the transaction that makes the change). */
export async function recordIdentityChange(
  tx: Db,
  change: IdentityChange,
  token: string,
  now: Date,
): Promise<void> {
  await tx.insert(identityChanges).values({
    userId: change.userId,
    previousEmail: change.previousEmail,
    previousPhoneNumber: change.previousPhoneNumber,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + IDENTITY_UNDO_TTL_MS),
    createdAt: now,
  });
}

/**
 * POST /restore-identity. A live link (unused, unexpired) puts back the previous e-mail and phone
 * of its change, ends every session of the account, voids its pending reset codes, forgets its
 * trusted devices and uses up the link, all in one transaction. Links of later changes die too:
 * a thief who changed the details twice holds the second link, and must not undo the owner's
 * restore with it; the earliest link is always the owner's. Answers 404 identity_link_invalid for
 * an unknown, used or expired link (one answer: nobody learns which) and 409 when another account
 * now holds the previous e-mail or phone (then nothing changes).
 */
export async function restoreIdentity(
  db: Db,
  input: RestoreIdentityBody,
  t: Translate,
  now: Date,
): Promise<void> {
  const token = trimmed(input.token);
  if (!token) throwIfIssues({ token: [{ key: 'field_required' }] }, t);

  try {
    await db.transaction(async (tx) => {
      // Claimed by the statement that checks it: two clicks on the link cannot both restore.
      const [change] = await tx
        .update(identityChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(identityChanges.tokenHash, hashToken(token)),
            isNull(identityChanges.usedAt),
            gt(identityChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) throw new HttpError(404, 'identity_link_invalid');

      const { userId, previousEmail, previousPhoneNumber } = change;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            ne(users.id, userId),
            or(emailMatches(previousEmail), eq(users.phoneNumber, previousPhoneNumber)),
          ),
        )
        .limit(1);
      if (taken) throw new HttpError(409, 'identity_restore_taken');

      await tx
        .update(users)
        .set({ email: previousEmail, phoneNumber: previousPhoneNumber })
        .where(eq(users.id, userId));
      await tx
        .update(identityChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(identityChanges.userId, userId),
            gt(identityChanges.id, change.id),
            isNull(identityChanges.usedAt),
          ),
        );
      await revokeUserSessions(tx, userId, now);
      await revokeResetCodes(tx, userId, now);
      await tx.delete(loginDevices).where(eq(loginDevices.userId, userId));
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'identity_restore_taken');
    throw error;
  }
}

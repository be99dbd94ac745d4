import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { OwnerConfig } from '../config';
import { changedFields, recordAudit } from './audit';
import { hashPassword, verifyPassword } from './passwordService';
import { placeholderEmail } from './staffService';

// The shop's first owner, from OWNER_PHONE / OWNER_PASSWORD at start, so a fresh shop can sign in
// to /admin. The number is usually the shop's public chat number, so holding it proves nothing:
// an existing account with it becomes owner only while the shop has no owner and only when
// OWNER_PASSWORD is that account's password. Once the shop has an owner the variables change
// nothing, so a member an owner demoted or removed is never promoted again by a restart.

export type FirstOwnerOutcome =
  | 'created'
  | 'promoted'
  | 'unchanged'
  | 'missing'
  | 'present'
  /** OWNER_* set, but the shop already has an owner (another account): nothing done. */
  | 'ignored'
  /** No owner yet, an account holds OWNER_PHONE, and OWNER_PASSWORD is not its password. */
  | 'refused';

/** The one start-log line when the shop has no owner and no OWNER_* variables say who it is. */
export const NO_OWNER_LINE =
  'No owner account yet: set OWNER_PHONE and OWNER_PASSWORD (optionally OWNER_EMAIL and OWNER_NAME) and restart to create one';

/** The one start-log line of each outcome that leaves OWNER_* unused, saying why. */
export const FIRST_OWNER_LINES: Partial<Record<FirstOwnerOutcome, string>> = {
  missing: NO_OWNER_LINE,
  ignored:
    'OWNER_PHONE and OWNER_PASSWORD change nothing: the shop already has an owner (add or change people from the Staff page)',
  refused:
    "OWNER_PHONE belongs to an existing account whose password is not OWNER_PASSWORD: nobody was made owner (sign in with that account's password in OWNER_PASSWORD, or choose another number)",
};

export class FirstOwnerError extends Error {}

async function anyOwner(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .limit(1);
  return Boolean(row);
}

/**
 * With `owner` (the OWNER_* variables), while the shop has no owner: no account has its phone →
 * an owner account is created (password hashed as at registration, e-mail OWNER_EMAIL or a
 * placeholder); an account has it and OWNER_PASSWORD verifies against it → it becomes owner, its
 * password, names and e-mail untouched; it does not verify → 'refused'. The holder of the phone
 * already owner → 'unchanged'; any other owner → 'ignored'. Each change is audited, the account as
 * its own actor. Without `owner`: 'missing' when the shop has no owner.
 */
export async function ensureFirstOwner(
  db: Db,
  owner: OwnerConfig | undefined,
  now: Date = new Date(),
): Promise<FirstOwnerOutcome> {
  if (!owner) return (await anyOwner(db)) ? 'present' : 'missing';

  const promote = () =>
    db.transaction(async (tx): Promise<FirstOwnerOutcome | null> => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(users.phoneNumber, owner.phone))
        .for('update');
      if (existing?.role === 'owner') return 'unchanged';
      // Every owner row locked: an owner made meanwhile (another process starting, the Staff
      // page) is seen, and two starts cannot both promote.
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'owner'))
        .for('update');
      if (owners.length > 0) return 'ignored';
      if (!existing) return null;
      if (!(await verifyPassword(existing.passwordHash, owner.password))) return 'refused';
      await tx
        .update(users)
        .set({ role: 'owner', updatedAt: now })
        .where(eq(users.id, existing.id));
      await recordAudit(
        tx,
        { id: existing.id, role: 'owner' },
        {
          action: 'role',
          entity: 'staff',
          entityId: existing.id,
          changes: changedFields({ role: existing.role }, { role: 'owner' }, ['role']),
        },
      );
      return 'promoted';
    });

  const promoted = await promote();
  if (promoted) return promoted;

  const passwordHash = await hashPassword(owner.password);
  const email = owner.email ?? placeholderEmail(owner.phone);
  const created = await db.transaction(async (tx) => {
    // Another process starting at the same time may have created it: then it is promoted below.
    const [user] = await tx
      .insert(users)
      .values({
        firstName: owner.firstName,
        familyName: owner.familyName,
        email,
        phoneNumber: owner.phone,
        passwordHash,
        role: 'owner',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return false;
    await recordAudit(
      tx,
      { id: user.id, role: 'owner' },
      {
        action: 'create',
        entity: 'staff',
        entityId: user.id,
        changes: changedFields(
          null,
          {
            first_name: user.firstName,
            family_name: user.familyName,
            phone_number: user.phoneNumber,
            email: user.email,
            role: user.role,
          },
          ['first_name', 'family_name', 'phone_number', 'email', 'role'],
        ),
      },
    );
    return true;
  });
  if (created) return 'created';
  const raced = await promote();
  if (raced) return raced;
  throw new FirstOwnerError(
    `OWNER_EMAIL ${email} belongs to another account; choose another e-mail for the owner`,
  );
}

import type { Db } from '../../server/db/client';
import { users, type NewUser, type User } from '../../server/db/schema';
import { hashPassword } from '../../server/services/passwordService';
import { issueToken } from '../../server/services/sessionService';

let sequence = 0;

export type UserOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string };

/**
 * Inserts a customer (unique e-mail and phone unless given) and opens a session for them.
 * Returns the row, a bearer token for `authorization: Bearer <token>` and the plain password.
 */
export async function createUser(
  db: Db,
  overrides: UserOverrides = {},
): Promise<{ user: User; token: string; password: string }> {
  sequence += 1;
  const { password = 'secret123', ...columns } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'سارة',
      familyName: 'حسن',
      email: `customer${sequence}.${process.pid}@example.com`,
      phoneNumber: `010${String(sequence).padStart(8, '0')}`,
      address: '12 شارع النيل',
      ...columns,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error('createUser: insert returned no row');
  const { token } = await issueToken(db, user.id);
  return { user, token, password };
}

/** `headers` for app.inject as the given token's holder. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

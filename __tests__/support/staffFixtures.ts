import type { Db } from '../../server/db/client';
import type { UserRole } from '../../server/db/schema';
import { createUser, type UserOverrides } from './fixtures';

/**
 * A back-office account (staff or owner) with a session: createUser with a role. Answers the
 * row, its bearer token and its plain password.
 */
export const createStaffMember = (
  db: Db,
  role: Exclude<UserRole, 'customer'>,
  overrides: UserOverrides = {},
) => createUser(db, { ...overrides, role });

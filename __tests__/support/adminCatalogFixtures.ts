import type { Db } from '../../server/db/client';
import { createUser } from './fixtures';

/** A back-office account (staff unless `role` says owner) with an open session. */
export async function createStaffMember(db: Db, role: 'staff' | 'owner' = 'staff') {
  return createUser(db, { role, firstName: role === 'owner' ? 'Owner' : 'Staff' });
}

// The back office's signed-in session, as far as the storefront looks at it: only whether this
// browser holds one and its role. Display only: the storefront shows staff the shop while it is in
// maintenance; maintenance hides the shop from shoppers, it guards nothing (the API stays open).
import { getWebStorage } from './storage';

/** Local-storage key of the back office's session (its token and staff member). */
export const ADMIN_AUTH_KEY = 'persist:adminAuth';

export type StaffRole = 'staff' | 'owner';

/** The stored back-office session's role, or null: none, signed out, or not readable. */
export function storedStaffRole(): StaffRole | null {
  try {
    const saved = JSON.parse(getWebStorage('local')?.getItem(ADMIN_AUTH_KEY) ?? 'null') as {
      token?: unknown;
      user?: { role?: unknown };
    } | null;
    const role = typeof saved?.token === 'string' && saved.token ? saved.user?.role : null;
    return role === 'staff' || role === 'owner' ? role : null;
  } catch {
    return null;
  }
}

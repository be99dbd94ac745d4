// The admin session in local storage (`persist:adminAuth`): read once at boot, written whenever
// it changes. A stored value that is not a token and a staff member is dropped, never trusted.
import { ADMIN_AUTH_KEY } from '../../shared/lib/staffSession';
import { getWebStorage } from '../../shared/lib/storage';
import type { AdminAuthState, StaffMember } from './session';

// The storefront reads the role under the same key (its staff preview during maintenance).
export { ADMIN_AUTH_KEY };

function isStaffMember(value: unknown): value is StaffMember {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.first_name === 'string' &&
    typeof user.family_name === 'string' &&
    typeof user.phone_number === 'string' &&
    (user.role === 'staff' || user.role === 'owner')
  );
}

export function readAdminAuth(): AdminAuthState | undefined {
  const storage = getWebStorage('local');
  const raw = storage?.getItem(ADMIN_AUTH_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown; user?: unknown };
    if (typeof parsed.token === 'string' && parsed.token !== '' && isStaffMember(parsed.user)) {
      return { token: parsed.token, user: parsed.user };
    }
  } catch {
    // Damaged: removed below.
  }
  storage?.removeItem(ADMIN_AUTH_KEY);
  return undefined;
}

export function writeAdminAuth(state: AdminAuthState): void {
  const storage = getWebStorage('local');
  if (!storage) return;
  try {
    if (state.token && state.user) {
      storage.setItem(ADMIN_AUTH_KEY, JSON.stringify({ token: state.token, user: state.user }));
    } else {
      storage.removeItem(ADMIN_AUTH_KEY);
    }
  } catch {
    // A full or private storage: the session lasts for this page only.
  }
}

// The back office's device tokens in local storage (`adminDeviceTokens`), one per phone number, the
// storefront's map (shared/lib/deviceTokens.ts) under a key of its own: a sign-out keeps them
// (only `persist:adminAuth` goes), so the next sign-in of the owner's phone sends its token and
// wrong passwords tried for that phone from elsewhere never lock the back office out.
import { deviceTokenFor, readDeviceTokens, type DeviceTokens } from '../../shared/lib/deviceTokens';
import { getWebStorage } from '../../shared/lib/storage';

export const ADMIN_DEVICE_TOKENS_KEY = 'adminDeviceTokens';

function readAll(): DeviceTokens {
  try {
    const raw = getWebStorage('local')?.getItem(ADMIN_DEVICE_TOKENS_KEY);
    return raw ? readDeviceTokens(JSON.parse(raw)) : {};
  } catch {
    // Unreadable: signs in as a new device, and the next answer's token replaces the map.
    return {};
  }
}

/** The token this browser holds for a back-office sign-in of `phoneNumber`, or null. */
export const adminDeviceToken = (phoneNumber: string): string | null =>
  deviceTokenFor(readAll(), phoneNumber);

/** Keeps the token a login answered for `phoneNumber` (an empty one changes nothing). */
export function keepAdminDeviceToken(phoneNumber: string, token: string | null): void {
  const phone = phoneNumber.trim();
  if (!token || !phone) return;
  try {
    const tokens = { ...readAll(), [phone]: token };
    getWebStorage('local')?.setItem(ADMIN_DEVICE_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // A full or private storage: the next sign-in counts as a new device.
  }
}

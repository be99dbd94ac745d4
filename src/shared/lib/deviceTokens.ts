// Device tokens (server/services/deviceService.ts): a login or registration answers one, and the
// next login of that phone number sends it back, so wrong passwords tried from elsewhere never
// lock this browser out. Kept per phone number: the storefront in its persisted `auth` slice, the
// back office under its own local-storage key (src/admin/api/adminDeviceTokens.ts).

/** Phone number → this browser's device token for the account holding it. */
export type DeviceTokens = Record<string, string>;

/** The readable entries of a stored device-token map (phone number → non-empty token text). */
export function readDeviceTokens(value: unknown): DeviceTokens {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}

/** The token kept for `phoneNumber` (as typed: blanks around ignored), or null. */
export const deviceTokenFor = (
  tokens: DeviceTokens | undefined,
  phoneNumber: string,
): string | null => tokens?.[phoneNumber.trim()] ?? null;

/** A login body with the device token added when there is one (an absent field otherwise). */
export const withDeviceToken = <B extends object>(
  body: B,
  deviceToken: string | null,
): B & { device_token?: string } => (deviceToken ? { ...body, device_token: deviceToken } : body);

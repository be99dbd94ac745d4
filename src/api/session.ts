// Session events the API layer needs without importing the auth feature (import direction
// shared → api → features). entities/session/authSlice.ts reduces these.
import { createAction } from '@reduxjs/toolkit';

/** Logout, or a 401 on any call, clears the stored token and user. */
export const loggedOut = createAction('auth/loggedOut');

/** The bearer token of whatever store the API runs in (the `auth` slice), if any. */
export function selectSessionToken(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('auth' in state)) return null;
  const auth = (state as { auth: unknown }).auth;
  if (typeof auth !== 'object' || auth === null || !('token' in auth)) return null;
  const token = (auth as { token: unknown }).token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

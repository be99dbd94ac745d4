// SPEC §2 /forgot-password "goes to /reset-password after 2 s carrying the email": in the location
// state of the /reset-password entry (not the address bar, which ends up in logs and history).

export interface ResetPasswordState {
  email: string;
}

export const resetPasswordState = (email: string): ResetPasswordState => ({ email });

/** The e-mail /forgot-password handed over, or '' (the shopper then types it). */
export function readResetEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const email = (state as Record<string, unknown>).email;
  return typeof email === 'string' ? email : '';
}

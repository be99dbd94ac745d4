// /forgot-password goes to /reset-password after 2 s carrying the e-mail: in the location
// state of the /reset-password entry (not the address bar, which ends up in logs and history).
// The reset mail's link (server/mail/resetCodeMail.ts) carries it as `?email=` instead.

export interface ResetPasswordState {
  email: string;
}

export const resetPasswordState = (email: string): ResetPasswordState => ({ email });

/** The e-mail /forgot-password or the mail's link handed over, or '' (the shopper types it). */
export function readResetEmail(state: unknown, search: string): string {
  const handed =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>).email : null;
  if (typeof handed === 'string' && handed !== '') return handed;
  return new URLSearchParams(search).get('email')?.trim() ?? '';
}

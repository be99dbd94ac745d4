/** Redirects 2 s after the reset code was sent, 3 s after a password reset. */
export const REDIRECT_DELAY_MS = { forgotPassword: 2000, resetPassword: 3000 } as const;

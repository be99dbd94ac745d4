import { defineForm } from '../formTable';
import { confirmsPassword, email, maxLength, passwordMin, required } from './common';

/**
 * Reset password: all four required, password at least 6 and confirmed.
 * Whether the code is right is the server's to say (reset_code_invalid), after these rules.
 */
export const resetPasswordForm = defineForm({
  name: 'resetPassword',
  fields: {
    email: { rules: [required, maxLength('email'), email] },
    code: { rules: [required] },
    password: { rules: [required, passwordMin('reset')] },
    password_confirmation: { rules: [required, confirmsPassword] },
  },
});

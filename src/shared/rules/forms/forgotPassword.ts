import { defineForm } from '../formTable';
import { email, maxLength, required } from './common';

/** Forgot password; POST /forgot-password. */
export const forgotPasswordForm = defineForm({
  name: 'forgotPassword',
  fields: {
    email: { rules: [required, maxLength('email'), email] },
  },
});

import { defineForm } from '../formTable';
import { email, required } from './common';

/** SPEC §5 Forgot password; POST /forgot-password. */
export const forgotPasswordForm = defineForm({
  name: 'forgotPassword',
  fields: {
    email: { rules: [required, email] },
  },
});

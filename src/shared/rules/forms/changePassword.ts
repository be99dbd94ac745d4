import { defineForm } from '../formTable';
import { confirmsPassword, passwordMin, required } from './common';

/** Change password: at least 8 and equal to the confirmation. */
export const changePasswordForm = defineForm({
  name: 'changePassword',
  fields: {
    password: { rules: [required, passwordMin('change')] },
    // The form names it passwordConfirmation (a published name); the payload password_confirmation.
    password_confirmation: { form: 'passwordConfirmation', rules: [required, confirmsPassword] },
  },
});

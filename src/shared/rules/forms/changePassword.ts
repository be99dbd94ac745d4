import { defineForm } from '../formTable';
import { confirmsPassword, passwordMin, required } from './common';

/** SPEC §5 Change password: at least 8 (SPEC §9) and equal to the confirmation. */
export const changePasswordForm = defineForm({
  name: 'changePassword',
  fields: {
    password: { rules: [required, passwordMin('change')] },
    // CONTRACT: the form names it passwordConfirmation; the payload password_confirmation.
    password_confirmation: { form: 'passwordConfirmation', rules: [required, confirmsPassword] },
  },
});

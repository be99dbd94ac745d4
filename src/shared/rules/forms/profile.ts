import { defineForm } from '../formTable';
import { email, maxLength, phone, required } from './common';

/**
 * Personal info; POST /profile/change-personal-info. last_name is the account's
 * family_name. The server adds email_taken / phone_taken (database) after these rules.
 */
export const profileForm = defineForm({
  name: 'profile',
  fields: {
    first_name: { rules: [required] },
    last_name: { rules: [required] },
    phone_number: { rules: [required, maxLength('phone'), phone] },
    email: { rules: [required, maxLength('email'), email] },
  },
});

import { defineForm } from '../formTable';
import {
  cityId,
  confirmsPassword,
  email,
  maxLength,
  notReservedEmail,
  passwordMin,
  phone,
  required,
} from './common';

/** Registration; POST /register. */
export const registerForm = defineForm({
  name: 'register',
  fields: {
    first_name: { rules: [required] },
    family_name: { rules: [required] },
    email: { rules: [required, maxLength('email'), email, notReservedEmail] },
    // Shown fixed to Egypt and disabled; not sent.
    country: { formOnly: true, rules: [] },
    phone_number: { rules: [required, maxLength('phone'), phone] },
    address: { rules: [required] },
    city_id: { rules: [required, cityId] },
    password: { rules: [required, passwordMin('register')] },
    password_confirmation: { rules: [required, confirmsPassword] },
  },
});

import { defineForm } from '../formTable';
import { required } from './common';

/** Login: both required (no pattern: a wrong number is answered like a wrong password). */
export const loginForm = defineForm({
  name: 'login',
  fields: {
    phone_number: { rules: [required] },
    password: { rules: [required] },
  },
});

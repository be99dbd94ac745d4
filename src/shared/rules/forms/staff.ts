import { defineForm } from '../formTable';
import {
  confirmsPassword,
  email,
  maxLength,
  notReservedEmail,
  passwordMin,
  phone,
  required,
} from './common';

/**
 * Back office, a new staff member (POST /admin/staff): phone number by the shop's 01 + 9 digits pattern (it is
 * their sign-in), names required, e-mail required: a staff member needs a real mailbox (a new
 * account's set-password link goes there; a customer's number is invited at its own e-mail).
 * The role's values are the wire schema's enum.
 */
export const staffMemberForm = defineForm({
  name: 'staffMember',
  fields: {
    phone_number: { rules: [required, maxLength('phone'), phone] },
    first_name: { rules: [required, maxLength('name')] },
    family_name: { rules: [required, maxLength('name')] },
    email: { rules: [required, maxLength('email'), email, notReservedEmail] },
    role: { rules: [required] },
  },
});

/** Back office, a staff member's role (PATCH /admin/staff/{id}). */
export const staffRoleForm = defineForm({
  name: 'staffRole',
  fields: { role: { rules: [required] } },
});

/**
 * Back office, the invite link's set-password form (POST /staff-password): a staff password is at
 * least 8 characters (the minimum for a password someone chooses) and equal to its confirmation.
 */
export const staffPasswordForm = defineForm({
  name: 'staffPassword',
  fields: {
    token: { form: null, rules: [required] },
    password: { rules: [required, passwordMin('change')] },
    password_confirmation: { rules: [required, confirmsPassword] },
  },
});

/** Back office, accepting an invitation to join the staff (POST /staff-invite/accept), signed in. */
export const staffInviteAcceptForm = defineForm({
  name: 'staffInviteAccept',
  fields: { token: { form: null, rules: [required] } },
});

/** The back office's tables (kept apart from the storefront's forms). */
export const STAFF_FORM_TABLES = [
  staffMemberForm,
  staffRoleForm,
  staffPasswordForm,
  staffInviteAcceptForm,
] as const;

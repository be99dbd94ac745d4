// Account calls: register, log in and out, passwords, profile (see common.ts for how wire
// schemas are used). Field rules are judged by the server's services (422 with every field at
// once), so request bodies fix types and sizes only (400/422 per field): no body field
// is `required` here. Lengths are MAX_LENGTH's (src/shared/rules/constants.ts).
import { MAX_LENGTH } from '../rules/constants';
import {
  city,
  dataAnswer,
  langQuery,
  nullableString,
  optionalIdField,
  userIdField,
  type Wire,
} from './common';

const text = <const N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;

/** User: the only shape a user leaves the server in (never the password hash). */
export const user = {
  type: 'object',
  required: [
    'id',
    'first_name',
    'family_name',
    'last_name',
    'name',
    'email',
    'phone_number',
    'country',
    'country_id',
    'city_id',
    'city',
    'address',
  ],
  properties: {
    id: { type: 'integer' },
    first_name: { type: 'string' },
    family_name: { type: 'string' },
    last_name: { type: 'string', description: 'Same as family_name' },
    name: { type: 'string', description: 'first_name and family_name' },
    email: { type: 'string' },
    phone_number: { type: 'string' },
    country: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      additionalProperties: false,
    },
    country_id: { type: 'integer' },
    city_id: { type: ['integer', 'null'] },
    city: { anyOf: [city, { type: 'null' }] },
    address: nullableString,
  },
  additionalProperties: false,
} as const;
export type UserDto = Wire<typeof user>;

/** `{ status_code, message }`: logout, forgot and reset password, change password. */
export const messageAnswer = {
  type: 'object',
  required: ['status_code', 'message'],
  properties: { status_code: { type: 'integer' }, message: { type: 'string' } },
  additionalProperties: false,
} as const;
export type MessageAnswer = Wire<typeof messageAnswer>;

/** POST /login (200) and POST /register (201): the new bearer token and its user. */
export const sessionAnswer = {
  type: 'object',
  required: ['status', 'status_code', 'message', 'token', 'user'],
  properties: {
    status: { type: 'string', enum: ['success'] },
    status_code: { type: 'integer' },
    message: { type: 'string' },
    token: { type: 'string', description: 'Bearer token, valid 30 days or until logout' },
    user,
    device_token: {
      type: 'string',
      description:
        "This device's token for the account: keep it (also after logout) and send it as " +
        '`device_token` with the next login of this phone number; failed logins from elsewhere ' +
        'never lock that device out',
    },
  },
  additionalProperties: false,
} as const;
export type SessionAnswer = Wire<typeof sessionAnswer>;

/** POST /register */
export const registerBody = {
  type: 'object',
  properties: {
    first_name: text(MAX_LENGTH.name),
    family_name: text(MAX_LENGTH.name),
    email: text(MAX_LENGTH.email),
    password: text(MAX_LENGTH.password),
    password_confirmation: text(MAX_LENGTH.password),
    phone_number: text(MAX_LENGTH.phone),
    address: text(MAX_LENGTH.address),
    city_id: optionalIdField,
  },
} as const;
export type RegisterBody = Wire<typeof registerBody>;

/** POST /login */
export const loginBody = {
  type: 'object',
  properties: {
    phone_number: text(MAX_LENGTH.phone),
    password: text(MAX_LENGTH.password),
    device_token: {
      ...text(MAX_LENGTH.deviceToken),
      description:
        'Optional: the device_token a previous login or registration of this phone number ' +
        'answered; an unknown one counts as none',
    },
  },
} as const;
export type LoginBody = Wire<typeof loginBody>;

/** POST /forgot-password */
export const forgotPasswordBody = {
  type: 'object',
  properties: { email: text(MAX_LENGTH.email) },
} as const;
export type ForgotPasswordBody = Wire<typeof forgotPasswordBody>;

/** POST /reset-password */
export const resetPasswordBody = {
  type: 'object',
  properties: {
    email: text(MAX_LENGTH.email),
    code: text(MAX_LENGTH.code),
    password: text(MAX_LENGTH.password),
    password_confirmation: text(MAX_LENGTH.password),
  },
} as const;
export type ResetPasswordBody = Wire<typeof resetPasswordBody>;

/** GET /profile/userInfo */
export const profileQuery = {
  type: 'object',
  properties: { ...langQuery.properties, user_id: userIdField },
} as const;
export const profileAnswer = dataAnswer(user);
export type ProfileAnswer = Wire<typeof profileAnswer>;

/** POST /profile/change-personal-info: last_name is stored as family_name. */
export const personalInfoBody = {
  type: 'object',
  properties: {
    user_id: userIdField,
    first_name: text(MAX_LENGTH.name),
    last_name: text(MAX_LENGTH.name),
    phone_number: text(MAX_LENGTH.phone),
    email: text(MAX_LENGTH.email),
    current_password: {
      ...text(MAX_LENGTH.password),
      description:
        'When sent it must be the account password (422 on current_password). A staff or ' +
        "owner account must send it to change its e-mail or phone; a customer's change is " +
        'made without it as before',
    },
  },
} as const;
export type PersonalInfoBody = Wire<typeof personalInfoBody>;
export const personalInfoAnswer = {
  type: 'object',
  required: ['status_code', 'message', 'data'],
  properties: { status_code: { type: 'integer' }, message: { type: 'string' }, data: user },
  additionalProperties: false,
} as const;
export type PersonalInfoAnswer = Wire<typeof personalInfoAnswer>;

/**
 * POST /restore-identity: the token of the link mailed to the previous e-mail after an e-mail or
 * phone change (32 random bytes, base64url: 43 characters).
 */
export const restoreIdentityBody = {
  type: 'object',
  properties: { token: text(128) },
} as const;
export type RestoreIdentityBody = Wire<typeof restoreIdentityBody>;

/** POST /profile/change-password */
export const changePasswordBody = {
  type: 'object',
  properties: {
    user_id: userIdField,
    password: text(MAX_LENGTH.password),
    password_confirmation: text(MAX_LENGTH.password),
    current_password: {
      ...text(MAX_LENGTH.password),
      description:
        'The password the account has now: required of a staff or owner account (422 on ' +
        "current_password); a customer's is optional and checked when sent",
    },
  },
} as const;
export type ChangePasswordBody = Wire<typeof changePasswordBody>;

/** POST /profile/delete-account */
export const deleteAccountBody = {
  type: 'object',
  properties: { user_id: userIdField },
} as const;
export type DeleteAccountBody = Wire<typeof deleteAccountBody>;
export const deleteAccountAnswer = {
  type: 'object',
  required: ['status', 'status_code', 'message'],
  properties: {
    status: { type: 'string', enum: ['success'] },
    status_code: { type: 'integer' },
    message: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type DeleteAccountAnswer = Wire<typeof deleteAccountAnswer>;

// Route schemas of the sign-in calls: register, log in and out, forgotten password.
// Documentation plus the wire shapes of src/shared/wire/account.ts (OpenAPI at /api/docs).
import {
  forgotPasswordBody,
  loginBody,
  messageAnswer,
  registerBody,
  resetPasswordBody,
  sessionAnswer,
} from '../../src/shared/wire/account';
import { bearerSecurity, errorResponses, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['account'], querystring: langQuery });

const tooManyAttempts = {
  description: 'Too many failed attempts; Retry-After gives the seconds to wait',
  ...errorResponses['4xx'],
} as const;

export const registerSchema = route(
  'Create an account (422 with every field error) and log it in',
  {
    description:
      'Attempts that pass the form rules are limited per client address, per phone number and ' +
      'per e-mail (429), "already registered" answers included.',
    body: registerBody,
  },
  sessionAnswer,
  { status: 201, extra: { 429: tooManyAttempts } },
);

export const loginSchema = route(
  'Log in with phone number and password',
  {
    description:
      'Wrong phone number or password: 401 with one message either way. Failed attempts from a ' +
      'new device are limited per phone number and per client address; with the device_token ' +
      "of an earlier login of this number only that device's own failures count. Over a limit " +
      'the login answers 429 until the window allows one again, a right password included.',
    body: loginBody,
  },
  sessionAnswer,
  { extra: { 429: tooManyAttempts } },
);

export const logoutSchema = {
  ...route('Revoke the bearer token', {}, messageAnswer),
  security: bearerSecurity,
};

export const forgotPasswordSchema = route(
  'Mail a six-digit reset code to the account holding this e-mail',
  {
    description:
      '404 when no account holds the e-mail. The code is valid 10 minutes, once, ' +
      'and is never part of an answer. Requests are limited per e-mail and per client address.',
    body: forgotPasswordBody,
  },
  messageAnswer,
  {
    extra: {
      429: tooManyAttempts,
      503: { description: 'The mail could not be sent; try again', ...errorResponses['5xx'] },
    },
  },
);

export const resetPasswordSchema = route(
  'Set a new password with the mailed code; signs out every session',
  {
    description:
      'A wrong, expired or used code is 422 on `code`; after 5 wrong tries a code is burnt. ' +
      'Failures are limited per e-mail and per client address (429).',
    body: resetPasswordBody,
  },
  messageAnswer,
  { extra: { 429: tooManyAttempts } },
);

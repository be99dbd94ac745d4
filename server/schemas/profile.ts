// Route schemas of the SPEC §7 profile calls: documentation plus the wire shapes of
// src/shared/wire/account.ts (OpenAPI at /api/docs). Always the token's user: a foreign user_id
// is 403 and changes nothing.
import {
  changePasswordBody,
  deleteAccountAnswer,
  deleteAccountBody,
  messageAnswer,
  personalInfoAnswer,
  personalInfoBody,
  profileAnswer,
  profileQuery,
} from '../../src/shared/wire/account';
import { bearerSecurity, errorResponses, langQuery } from '../../src/shared/wire/common';

const profile = { tags: ['account'], security: bearerSecurity } as const;

export const userInfoSchema = {
  ...profile,
  summary: "The signed-in user's profile",
  querystring: profileQuery,
  response: { 200: profileAnswer, ...errorResponses },
} as const;

export const personalInfoSchema = {
  ...profile,
  summary: 'Change name, phone number and e-mail (last_name is family_name)',
  querystring: langQuery,
  body: personalInfoBody,
  response: { 200: personalInfoAnswer, ...errorResponses },
} as const;

export const changePasswordSchema = {
  ...profile,
  summary: 'Change the password (at least 8); other sessions are signed out',
  querystring: langQuery,
  body: changePasswordBody,
  response: { 200: messageAnswer, ...errorResponses },
} as const;

export const deleteAccountSchema = {
  ...profile,
  summary: 'Delete the account; its token stops working, its orders are kept anonymously',
  querystring: langQuery,
  body: deleteAccountBody,
  response: { 200: deleteAccountAnswer, ...errorResponses },
} as const;

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
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['account'], security: bearerSecurity, querystring: langQuery });

export const userInfoSchema = route(
  "The signed-in user's profile",
  { querystring: profileQuery },
  profileAnswer,
);

export const personalInfoSchema = route(
  'Change name, phone number and e-mail (last_name is family_name)',
  { body: personalInfoBody },
  personalInfoAnswer,
);

export const changePasswordSchema = route(
  'Change the password (at least 8); other sessions are signed out',
  { body: changePasswordBody },
  messageAnswer,
);

export const deleteAccountSchema = route(
  'Delete the account; its token stops working, its orders are kept anonymously',
  { body: deleteAccountBody },
  deleteAccountAnswer,
);

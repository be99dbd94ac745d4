// Route schemas of the profile calls: documentation plus the wire shapes of
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
  restoreIdentityBody,
} from '../../src/shared/wire/account';
import { bearerSecurity, errorResponses, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['account'], security: bearerSecurity, querystring: langQuery });

export const userInfoSchema = route(
  "The signed-in user's profile",
  { querystring: profileQuery },
  profileAnswer,
);

export const personalInfoSchema = route(
  'Change name, phone number and e-mail (last_name is family_name)',
  {
    description:
      'A changed e-mail or phone number is announced to the previous e-mail, in the language ' +
      'of the request, with a link that undoes the change for 7 days (POST /restore-identity). ' +
      'The notice is sent before the change is made: when it cannot be sent the answer is 503 ' +
      'and nothing changes. 409 when the same account changed in between (try again).',
    body: personalInfoBody,
  },
  personalInfoAnswer,
  {
    extra: {
      409: { description: 'The account changed meanwhile; try again', ...errorResponses['4xx'] },
      503: {
        description: 'The notice to the previous e-mail could not be sent; nothing changed',
        ...errorResponses['5xx'],
      },
    },
  },
);

/** No bearer token: the mailed link is the proof. */
export const restoreIdentitySchema = routeGroup({ tags: ['account'], querystring: langQuery })(
  'Undo an e-mail or phone change with the link mailed to the previous e-mail',
  {
    description:
      'Puts back the e-mail and phone number the account had before the change, ends every ' +
      'session of the account, voids its reset codes and trusted devices, and uses the link up ' +
      '(links of later changes die too). 404 for an unknown, used or expired link (valid 7 ' +
      'days, once); 409 when another account now holds the previous e-mail or phone (nothing ' +
      'changes).',
    body: restoreIdentityBody,
  },
  messageAnswer,
  {
    extra: {
      409: { description: 'The previous e-mail or phone is now taken', ...errorResponses['4xx'] },
    },
  },
);

export const changePasswordSchema = route(
  'Change the password (at least 8); other sessions are signed out',
  { body: changePasswordBody },
  messageAnswer,
);

export const deleteAccountSchema = route(
  'Delete the account; its token stops working, its orders are kept anonymously',
  {
    description:
      'A staff or owner account cannot delete itself here: 409 and nothing changes (an owner ' +
      'removes it from the staff first). The deletion of an account that once acted in the ' +
      'back office is written to the audit trail.',
    body: deleteAccountBody,
  },
  deleteAccountAnswer,
  {
    extra: {
      409: {
        description: 'A staff or owner account; nothing changed',
        ...errorResponses['4xx'],
      },
    },
  },
);

// Route schemas of the back office's people calls: who is signed in,
// the staff list and its changes, the invite link's password and the audit trail. Documentation
// plus the wire shapes of src/shared/wire/staff.ts (OpenAPI at /api/docs).
import { messageAnswer } from '../../src/shared/wire/account';
import { bearerSecurity, errorResponses } from '../../src/shared/wire/common';
import {
  addStaffBody,
  adminMeAnswer,
  auditAnswer,
  auditQuery,
  staffIdParams,
  staffListAnswer,
  staffMemberAnswer,
  staffInviteAcceptBody,
  staffPasswordBody,
  staffRoleBody,
} from '../../src/shared/wire/staff';
import { routeGroup } from './route';

const staff = routeGroup({ tags: ['admin: staff'], security: bearerSecurity });
const audit = routeGroup({ tags: ['admin: audit'], security: bearerSecurity });
const invite = routeGroup({ tags: ['admin: staff'] });
const acceptInvite = routeGroup({ tags: ['admin: staff'], security: bearerSecurity });

const OWNER_ONLY =
  'Owner only: 401 without a token, 403 for a customer or staff token (nothing changes).';
const lastOwner = {
  description: "The shop's last owner cannot be demoted or removed",
  ...errorResponses['4xx'],
} as const;

export const adminMeSchema = staff(
  'The signed-in staff member or owner, with the role (right after POST /login)',
  { description: 'Staff or owner: 401 without a token, 403 for a customer token.' },
  adminMeAnswer,
);

export const staffListSchema = staff(
  'The staff and owners, owners first',
  { description: OWNER_ONLY },
  staffListAnswer,
);

export const addStaffSchema = staff(
  'Add a staff member or owner by phone number',
  {
    description:
      `${OWNER_ONLY} A phone number no account holds creates an account that cannot sign in ` +
      'until its holder sets a password through `invite_url` (one-time, 72 hours; mailed to ' +
      "the required e-mail, which no other account may hold: 422). A customer's phone number " +
      "changes nothing about that account: an invitation is mailed to the account's own " +
      'e-mail (no invite_url) and the answer is the member with `invited: true`; it becomes ' +
      'staff only when its holder accepts, signed in (POST /staff-invite/accept). A staff ' +
      "member's phone number is 422. Audited.",
    body: addStaffBody,
  },
  staffMemberAnswer,
  { status: 201 },
);

export const staffRoleSchema = staff(
  "Change a staff member's role (staff or owner)",
  {
    description: `${OWNER_ONLY} A customer's id is 404. Audited when the role changes.`,
    params: staffIdParams,
    body: staffRoleBody,
  },
  staffMemberAnswer,
  { extra: { 409: lastOwner } },
);

export const removeStaffSchema = staff(
  'Remove a staff member or owner: back to a customer account',
  {
    description:
      `${OWNER_ONLY} Every session of the account ends and its unused invite links die. ` +
      'An invited customer account (`invited`) only has its invitation cancelled; any other ' +
      "customer's id is 404. Audited.",
    params: staffIdParams,
  },
  messageAnswer,
  { extra: { 409: lastOwner } },
);

export const staffPasswordSchema = invite(
  "Set a new staff member's password with the invite link's token (no bearer token)",
  {
    description:
      'Password at least 8 characters, equal to password_confirmation (422). An unknown, used ' +
      'or expired link is 404. Using it ends every session of the account; the member then ' +
      'signs in with POST /login. Attempts are limited per client address (429).',
    body: staffPasswordBody,
  },
  messageAnswer,
  {
    extra: {
      429: {
        description: 'Too many attempts; Retry-After gives the seconds to wait',
        ...errorResponses['4xx'],
      },
    },
  },
);

export const staffInviteAcceptSchema = acceptInvite(
  'Accept an invitation to join the staff, signed in as the invited account',
  {
    description:
      "The bearer token of the invited account itself (a customer's token until now): 401 " +
      "without one, 403 for another account's (nothing changes). An unknown, used or expired " +
      'invitation is 404. The account takes the invited role at once, its other links die, and ' +
      'the answer is GET /admin/me for the same token, so the back office goes on signed in. ' +
      'Attempts are limited per client address (429). Audited.',
    body: staffInviteAcceptBody,
  },
  adminMeAnswer,
  {
    extra: {
      429: {
        description: 'Too many attempts; Retry-After gives the seconds to wait',
        ...errorResponses['4xx'],
      },
    },
  },
);

export const auditListSchema = audit(
  'The audit trail of back-office changes, newest first',
  {
    description:
      `${OWNER_ONLY} Filters: actor_id, entity, from / to (a date is a whole UTC day). ` +
      '`per_page` at most 100.',
    querystring: auditQuery,
  },
  auditAnswer,
);

// Back-office calls about the shop's people: who is signed in
// (GET /admin/me), the staff list and its changes (owner only), the public set-password call of an
// invite link, and the audit trail (owner only). See common.ts for how wire schemas are used.
// Request bodies fix types and sizes only (422 per field); the rules are the tables of
// src/shared/rules/forms/staff.ts.
import { MAX_LENGTH } from '../rules/constants';
import { INT_MAX, idParams, pageField, type Wire, pagedAnswer } from './common';

const text = <const N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;

/** The roles a back-office account can hold (a customer is no staff member). */
export const STAFF_ROLES = ['staff', 'owner'] as const;
const role = { type: 'string', enum: STAFF_ROLES } as const;
const anyRole = { type: 'string', enum: ['customer', 'staff', 'owner'] } as const;

const memberCore = {
  id: { type: 'integer' },
  first_name: { type: 'string' },
  family_name: { type: 'string' },
  phone_number: { type: 'string' },
  email: { type: 'string' },
  role,
} as const;

/** GET /admin/me: the signed-in staff member or owner. */
export const adminMe = {
  type: 'object',
  required: ['id', 'first_name', 'family_name', 'phone_number', 'email', 'role'],
  properties: memberCore,
  additionalProperties: false,
} as const;
export type AdminMeDto = Wire<typeof adminMe>;

export const adminMeAnswer = {
  type: 'object',
  required: ['status_code', 'data'],
  properties: { status_code: { type: 'integer' }, data: adminMe },
  additionalProperties: false,
} as const;
export type AdminMeAnswer = Wire<typeof adminMeAnswer>;

/** One member of the staff list. */
export const staffMember = {
  type: 'object',
  required: [
    'id',
    'first_name',
    'family_name',
    'phone_number',
    'email',
    'role',
    'created_at',
    'last_seen_at',
    'invite_pending',
  ],
  properties: {
    ...memberCore,
    created_at: { type: 'string', format: 'date-time' },
    last_seen_at: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Latest use of any of its sessions; null if it never signed in',
    },
    invite_pending: {
      type: 'boolean',
      description:
        'A set-password link of the account, or (with `invited`) its invitation, is unused and ' +
        'unexpired',
    },
    invited: {
      type: 'boolean',
      description:
        'An existing account invited to join the staff with `role`: still a customer account ' +
        'until its holder accepts, signed in (POST /staff-invite/accept); removing it cancels ' +
        'the invitation. Absent or false for staff and owners',
    },
  },
  additionalProperties: false,
} as const;
export type StaffMemberDto = Wire<typeof staffMember>;

export const staffListAnswer = {
  type: 'object',
  required: ['status_code', 'data'],
  properties: { status_code: { type: 'integer' }, data: { type: 'array', items: staffMember } },
  additionalProperties: false,
} as const;
export type StaffListAnswer = Wire<typeof staffListAnswer>;

/** POST /admin/staff */
export const addStaffBody = {
  type: 'object',
  properties: {
    phone_number: text(MAX_LENGTH.phone),
    first_name: text(MAX_LENGTH.name),
    family_name: text(MAX_LENGTH.name),
    email: {
      ...text(MAX_LENGTH.email),
      description:
        "Required; a new account's set-password link is mailed there (an existing customer " +
        'account is invited at its own e-mail instead)',
    },
    role,
  },
} as const;
export type AddStaffBody = Wire<typeof addStaffBody>;

/** POST /admin/staff (201), PATCH /admin/staff/{id} (200): the member as it is now. */
export const staffMemberAnswer = {
  type: 'object',
  required: ['status_code', 'message', 'data'],
  properties: {
    status_code: { type: 'integer' },
    message: { type: 'string' },
    data: staffMember,
    invite_url: {
      type: 'string',
      description:
        'Only for a new account: its one-time set-password link (valid 72 hours), for the owner ' +
        'to pass on; also mailed to its e-mail. Never for an invited customer account, whose ' +
        'invitation is mailed to its own e-mail only',
    },
  },
  additionalProperties: false,
} as const;
export type StaffMemberAnswer = Wire<typeof staffMemberAnswer>;

/** PATCH /admin/staff/{id} */
export const staffRoleBody = {
  type: 'object',
  properties: { role },
} as const;
export type StaffRoleBody = Wire<typeof staffRoleBody>;

export const staffIdParams = idParams('id', 'Account id of a staff member or owner');

/** POST /staff-password: the token of the invite link (32 random bytes, base64url). */
export const staffPasswordBody = {
  type: 'object',
  properties: {
    token: text(128),
    password: text(MAX_LENGTH.password),
    password_confirmation: text(MAX_LENGTH.password),
  },
} as const;
export type StaffPasswordBody = Wire<typeof staffPasswordBody>;

/** POST /staff-invite/accept: the token of the invitation link (32 random bytes, base64url). */
export const staffInviteAcceptBody = {
  type: 'object',
  properties: { token: text(128) },
} as const;
export type StaffInviteAcceptBody = Wire<typeof staffInviteAcceptBody>;

/** A date (`2026-11-25`, a whole UTC day) or a date-time with its offset. */
const isoDate = {
  type: 'string',
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  maxLength: 40,
} as const;

/** GET /admin/audit */
export const auditQuery = {
  type: 'object',
  properties: {
    actor_id: { type: 'integer', minimum: 1, maximum: INT_MAX },
    entity: text(40),
    from: { ...isoDate, description: 'Rows at or after this time (a date: from its start, UTC)' },
    to: { ...isoDate, description: 'Rows at or before this time (a date: to its end, UTC)' },
    page: pageField,
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
  },
} as const;
export type AuditQuery = Wire<typeof auditQuery>;

export const auditEntry = {
  type: 'object',
  required: ['id', 'actor', 'actor_role', 'action', 'entity', 'entity_id', 'changes', 'created_at'],
  properties: {
    id: { type: 'integer' },
    actor: {
      anyOf: [
        {
          type: 'object',
          required: ['id', 'name', 'phone_number'],
          properties: {
            id: { type: ['integer', 'null'], description: 'null once the account is gone' },
            name: { type: 'string', description: 'as it was at the change' },
            phone_number: { type: 'string', description: 'as it was at the change' },
          },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
      description: 'null only for changes of an account removed before names were kept',
    },
    actor_role: anyRole,
    action: { type: 'string' },
    entity: { type: 'string' },
    entity_id: { type: ['string', 'null'] },
    changes: {
      type: 'object',
      description: 'Changed fields, each as [before, after] (null on create / delete)',
      additionalProperties: { type: 'array', items: {} },
    },
    created_at: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
} as const;
export type AuditEntryDto = Wire<typeof auditEntry>;

export const auditAnswer = pagedAnswer(auditEntry);
export type AuditAnswer = Wire<typeof auditAnswer>;

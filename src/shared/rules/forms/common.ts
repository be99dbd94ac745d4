// Rules several tables share, each with the key the server has always answered for it.
import { MAX_LENGTH, PASSWORD_MIN } from '../constants';
import type { Rule } from '../formTable';

export const required = { rule: 'required', key: 'field_required' } as const satisfies Rule;

/**
 * At most MAX_LENGTH[kind] characters (constants.ts, the wire schemas' maxLength too). Put before
 * any pattern rule: a field's rules stop at the first broken one, so no pattern sees a long value.
 */
export const maxLength = <K extends keyof typeof MAX_LENGTH>(kind: K) =>
  ({
    rule: 'length',
    max: MAX_LENGTH[kind],
    key: 'field_too_long',
    vars: { max: MAX_LENGTH[kind] },
  }) as const satisfies Rule;

/** Account forms (register, profile, forgot and reset password). */
export const email = { rule: 'email', key: 'invalid_email_format' } as const satisfies Rule;

/**
 * An e-mail someone gives their account (register, a new staff member): never one of the
 * addresses the server makes up for staff without an e-mail (validation.ts RESERVED_EMAIL_DOMAIN).
 * The profile form checks it only when the e-mail changes (a staff member keeps their own).
 */
export const notReservedEmail = {
  rule: 'notReservedEmail',
  key: 'email_domain_reserved',
} as const satisfies Rule;

/** Phone pattern: 01 followed by 9 digits. */
export const phone = { rule: 'phone', key: 'phone_invalid' } as const satisfies Rule;

/** A city id; the server also refuses an id no city has (city_invalid too, from the database). */
export const cityId = { rule: 'id', key: 'city_invalid' } as const satisfies Rule;

/** Password minimum: 6 at registration and reset, 8 at change. */
export const passwordMin = <P extends keyof typeof PASSWORD_MIN>(policy: P) =>
  ({
    rule: 'passwordMin',
    policy,
    key: 'password_min_length',
    vars: { min: PASSWORD_MIN[policy] },
  }) as const satisfies Rule;

/** The confirmation equals the password, character for character (not trimmed). */
export const confirmsPassword = {
  rule: 'sameAs',
  field: 'password',
  key: 'passwords_not_matching',
} as const satisfies Rule;

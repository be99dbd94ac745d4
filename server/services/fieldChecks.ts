import { HttpError, type FieldErrors } from '../lib/httpError';
import type { Translate, TranslateVars } from '../lib/i18n';
import { PASSWORD_MIN } from '../../src/shared/rules/constants';
import {
  isBlank,
  isValidEmail,
  isValidPhone,
  meetsPasswordMin,
} from '../../src/shared/rules/validation';

// Account field rules (SPEC §5) → 422 with every field's messages at once (CONTRACT "The API").

/** Collects translated field messages; `throwIfAny` raises the 422. */
export class FieldErrorList {
  readonly errors: FieldErrors = {};

  constructor(private readonly t: Translate) {}

  add(field: string, key: string, vars?: TranslateVars): void {
    const message = this.t(key, vars);
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) {
      throw new HttpError(422, 'validation_failed', this.errors);
    }
  }
}

/** A trimmed required text, or '' after noting `field_required`. */
export function requiredText(errors: FieldErrorList, field: string, value: unknown): string {
  if (isBlank(value)) {
    errors.add(field, 'field_required');
    return '';
  }
  return String(value).trim();
}

/** Required, valid e-mail; answered lower-cased (one account per address whatever its case). */
export function checkEmail(errors: FieldErrorList, field: string, value: unknown): string {
  const email = requiredText(errors, field, value).toLowerCase();
  if (email && !isValidEmail(email)) errors.add(field, 'invalid_email_format');
  return email;
}

export function checkPhone(errors: FieldErrorList, field: string, value: unknown): string {
  const phone = requiredText(errors, field, value);
  if (phone && !isValidPhone(phone)) errors.add(field, 'phone_invalid');
  return phone;
}

/** SPEC §5: password required with the rule's minimum, confirmation required and equal. */
export function checkNewPassword(
  errors: FieldErrorList,
  rule: keyof typeof PASSWORD_MIN,
  password: unknown,
  confirmation: unknown,
): string {
  const plain = typeof password === 'string' ? password : '';
  if (isBlank(password)) errors.add('password', 'field_required');
  else if (!meetsPasswordMin(plain, rule)) {
    errors.add('password', 'password_min_length', { min: PASSWORD_MIN[rule] });
  }
  if (isBlank(confirmation)) errors.add('password_confirmation', 'field_required');
  else if (confirmation !== password) {
    errors.add('password_confirmation', 'passwords_not_matching');
  }
  return plain;
}

// SPEC §5 field rules as plain predicates, shared by the yup schemas (storefront) and the API server.
import { CONTACT, PASSWORD_MIN, PHONE_PATTERN } from './constants';

// Deliberately simple: one @, no spaces, a dot in the domain (what the storefront's yup check accepts too).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

export const isValidContactPhone = (value: string): boolean =>
  CONTACT.phonePattern.test(value.trim());

export const meetsPasswordMin = (value: string, rule: keyof typeof PASSWORD_MIN): boolean =>
  value.length >= PASSWORD_MIN[rule];

/**
 * A record id as a form or JSON body sends it (a number or a digit string, at most 9 digits) →
 * the positive integer, else null. The server's city checks read ids the same way.
 */
export function toPositiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\s*\d{1,9}\s*$/.test(text)) return null;
  const id = Number(text.trim());
  return id > 0 ? id : null;
}

/** Characters (code points, so an Arabic letter or an emoji counts once) of the trimmed text. */
export const charCount = (value: string): number => [...value.trim()].length;

// The field rules as plain predicates, shared by the yup schemas (storefront) and the API server.
import { CONTACT, MAX_LENGTH, PASSWORD_MIN, PHONE_PATTERN } from './constants';

/**
 * A plain address only: `local@domain`, one @, a dot-separated domain of non-empty
 * labels, and none of the RFC 5322 specials `<>()[]:;\,"`, whitespace or control characters. So
 * `<v@x.com>`, `v@x.com,` and `"n"<v@x.com>` (a display name, a list) are refused: what is stored
 * is exactly the mailbox mail goes to. Linear: the domain's labels cannot contain the dot that
 * separates them, so no input can be split two ways (checked by recheck in patterns.test.ts).
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /^[^\s@<>()[\]:;\\,"\u0000-\u001f\u007f-\u009f]+@[^\s@<>()[\]:;\\,".\u0000-\u001f\u007f-\u009f]+(?:\.[^\s@<>()[\]:;\\,".\u0000-\u001f\u007f-\u009f]+)+$/;

/** A record id as text: at most 9 digits, blanks around allowed (toPositiveId). */
const ID_TEXT = /^\s*\d{1,9}\s*$/;

/**
 * Every pattern the rule tables judge with (formTable.ts through the predicates below). Each must
 * be safe from super-linear backtracking; the table puts a length rule before each (forms/common.ts).
 */
/** A non-negative amount: up to 12 whole digits and at most two decimals ("1250", "99.5"). */
export const AMOUNT_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;

/** Latin digits only (the length is a separate rule, checked first). */
const DIGITS_PATTERN = /^\d+$/;
/**
 * A number to dial as people write it: an optional + (country code) then digits, spaces between
 * groups allowed ("+20 100 198 6198", "02 2576 1986"). Linear: digits and spaces in one class.
 */
export const DIAL_NUMBER_PATTERN = /^\+?\d[\d ]*$/;

export const VALIDATION_PATTERNS = {
  amount: AMOUNT_PATTERN,
  email: EMAIL_PATTERN,
  phone: PHONE_PATTERN,
  contactPhone: CONTACT.phonePattern,
  idText: ID_TEXT,
  digits: DIGITS_PATTERN,
  dialNumber: DIAL_NUMBER_PATTERN,
} as const;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';

/** A plain address (EMAIL_PATTERN) of at most 254 characters, blanks around ignored. */
export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(text);
}

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/**
 * The domain of the addresses the server makes up for staff added without an e-mail
 * (`staff-<phone>@zujaj.invalid`, staffService.placeholderEmail). No mailbox exists there, and an
 * account that took such an address first would make adding that staff member fail as taken.
 */
export const RESERVED_EMAIL_DOMAIN = 'zujaj.invalid';

/** An address under RESERVED_EMAIL_DOMAIN or one of its subdomains (any case, blanks ignored). */
export function isReservedEmail(value: string): boolean {
  const text = value.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return false;
  // A trailing dot names the same domain (`zujaj.invalid.`).
  let domain = text.slice(at + 1);
  if (domain.endsWith('.')) domain = domain.slice(0, -1);
  return domain === RESERVED_EMAIL_DOMAIN || domain.endsWith(`.${RESERVED_EMAIL_DOMAIN}`);
}

export const isValidContactPhone = (value: string): boolean =>
  CONTACT.phonePattern.test(value.trim());

export const isDialNumber = (value: string): boolean => DIAL_NUMBER_PATTERN.test(value.trim());

export const meetsPasswordMin = (value: string, rule: keyof typeof PASSWORD_MIN): boolean =>
  value.length >= PASSWORD_MIN[rule];

/**
 * A record id as a form or JSON body sends it (a number or a digit string, at most 9 digits) →
 * the positive integer, else null. The server's city checks read ids the same way.
 */
export function toPositiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text.trim());
  return id > 0 ? id : null;
}

/** Characters (code points, so an Arabic letter or an emoji counts once) of the trimmed text. */
export const charCount = (value: string): number => [...value.trim()].length;

/** Between `min` and `max` Latin digits and nothing else (no blanks, no +). */
export const isDigits = (value: string, min: number, max: number): boolean =>
  value.length >= min && value.length <= max && DIGITS_PATTERN.test(value);

/**
 * An absolute https address a shopper's browser can open as it is: https scheme, a host with a
 * dot, no user name or password (a phishing favourite), no blanks, at most MAX_LENGTH.link
 * characters. Read by the URL parser, not a pattern, so odd input costs nothing extra.
 */
export function isHttpsUrl(value: string): boolean {
  if (value.length > MAX_LENGTH.link || value !== value.trim()) return false;
  for (const char of value) if (char <= ' ') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname.includes('.') &&
    !url.hostname.startsWith('.') &&
    !url.hostname.endsWith('.') &&
    url.username === '' &&
    url.password === ''
  );
}

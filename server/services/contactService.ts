import { CONTACT } from '../../src/shared/rules/constants';
import { isBlank, isValidContactPhone, isValidEmail } from '../../src/shared/rules/validation';
import type { ContactBody } from '../../src/shared/wire/content';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { HttpError, type FieldErrors } from '../lib/httpError';
import type { SlidingWindowLimiter } from './rateLimiter';

// SPEC §7 POST /contact-us: the SPEC §5 contact rules, the per-address limit, one stored row.

export interface ContactMessage {
  fullName: string;
  contactEmail: string;
  phoneNumber: string;
  text: string;
}

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * SPEC §5 contact rules with the shared predicates: field → message keys when something is wrong,
 * else the trimmed message.
 */
export function validateContact(
  input: ContactBody,
): { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fullName = asText(input.full_name);
  const email = asText(input.contact_email);
  const phone = asText(input.phone_number);
  const text = asText(input.text);
  if (isBlank(fullName)) errors.full_name = ['field_required'];
  else if ([...fullName].length < CONTACT.fullNameMin) errors.full_name = ['contact_full_name_min'];
  if (isBlank(email)) errors.contact_email = ['field_required'];
  else if (!isValidEmail(email)) errors.contact_email = ['contact_email_invalid'];
  if (isBlank(phone)) errors.phone_number = ['field_required'];
  else if (!isValidContactPhone(phone)) errors.phone_number = ['contact_phone_invalid'];
  const textLength = [...text].length;
  if (isBlank(text)) errors.text = ['field_required'];
  else if (textLength < CONTACT.textMin || textLength > CONTACT.textMax) {
    errors.text = ['contact_text_length'];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, message: { fullName, contactEmail: email, phoneNumber: phone, text } };
}

export async function storeContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('storeContactMessage: insert returned no row');
  return row.id;
}

/**
 * Validates (422 with field errors), then counts the message against the client address's limit
 * (429; only valid messages count, so a shopper fixing a typo is never locked out), then stores it.
 */
export async function receiveContactMessage(
  db: Db,
  input: ContactBody,
  limit: { limiter: SlidingWindowLimiter; client: string },
): Promise<void> {
  const result = validateContact(input);
  if (!result.ok) throw new HttpError(422, 'validation_failed', result.errors);
  if (limit.limiter.retryAfterMs(limit.client) > 0) throw new HttpError(429, 'too_many_attempts');
  limit.limiter.record(limit.client);
  await storeContactMessage(db, result.message);
}

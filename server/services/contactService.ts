import { checkForm } from '../../src/shared/rules/checkForm';
import { contactForm } from '../../src/shared/rules/forms';
import type { ContactBody } from '../../src/shared/wire/content';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Translate } from '../lib/i18n';
import { throwIfIssues, trimmed } from './formCheck';
import { countAttempt, type RateLimiter } from './rateLimiter';

// POST /contact-us: the contact form's rules, the per-address limit, one stored row.

export interface ContactMessage {
  fullName: string;
  contactEmail: string;
  phoneNumber: string;
  text: string;
}

/** The contact form's rules: 422 per field when something is wrong, else the trimmed message. */
function validateContact(input: ContactBody, t: Translate): ContactMessage {
  // The rules: contactForm (src/shared/rules/forms/contact.ts).
  throwIfIssues(checkForm(contactForm, input), t);
  return {
    fullName: trimmed(input.full_name),
    contactEmail: trimmed(input.contact_email),
    phoneNumber: trimmed(input.phone_number),
    text: trimmed(input.text),
  };
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
 * (429 with Retry-After; only valid messages count, so a shopper fixing a typo is never locked out), then stores it.
 */
export async function receiveContactMessage(
  db: Db,
  input: ContactBody,
  limit: { limiter: RateLimiter; client: string },
  t: Translate,
): Promise<void> {
  const message = validateContact(input, t);
  await countAttempt([[limit.limiter, limit.client]]);
  await storeContactMessage(db, message);
}

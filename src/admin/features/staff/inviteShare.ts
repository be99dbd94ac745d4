// Passing an invite link on: a chat link to the new member's own number (the shop's one chat link
// form, https://wa.me/<digits>?text=<encoded text>), the number in international form.
import { chatLink } from '../../../shared/lib/chatLink';

/** 01XXXXXXXXX (the shop's phone pattern) → 201XXXXXXXXX, Egypt's country code in front. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('20')) return digits;
  return `20${digits.replace(/^0/, '')}`;
}

export function inviteChatLink(phone: string, text: string): string {
  return chatLink(text, internationalPhone(phone));
}

/** A back-office account created without an e-mail holds a placeholder under `.invalid`. */
export const hasRealEmail = (email: string): boolean =>
  email.trim() !== '' && !email.toLowerCase().endsWith('.invalid');

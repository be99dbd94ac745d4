// Messaging-app chat links (CONTRACT "The storefront": https://wa.me/<digits>?text=<encoded text>,
// opened in a new tab by the caller with target="_blank" rel="noopener noreferrer").
import { CHAT_NUMBER } from '../rules/constants';

export function chatLink(text?: string, number: string = CHAT_NUMBER): string {
  const digits = number.replace(/\D/g, '');
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}

// Pure helpers for showing the shop's own contact details (GET /api/v1/shop-details): the values
// themselves live in the database and reach the page through the API, never through the code.
import type { Language } from '../rules/constants';

/** A number as people read it ("02 2576 1986", "+20 100 …") → the tel: link that dials it. */
export const telHref = (display: string): string => `tel:${display.replace(/[^\d+]/g, '')}`;

/** Google Maps looking up `location` (an address or "latitude,longitude"). */
export const mapLink = (location: string): string =>
  `https://www.google.com/maps?q=${encodeURIComponent(location)}`;

/**
 * The key-less map embed of `location` in the page language. The server's CSP allows frames from
 * https://www.google.com only, so the URL must stay on that host.
 */
export const mapEmbedUrl = (location: string, lang: Language): string =>
  `${mapLink(location)}&hl=${lang}&z=15&output=embed`;

/**
 * A chat number (digits, country code first) as people read it: an Egyptian mobile
 * (201001986198) as +20 100 198 6198, any other as + and its digits.
 */
export function chatNumberDisplay(number: string): string {
  const egyptian = /^(20)(\d{3})(\d{3})(\d{4})$/.exec(number);
  return egyptian ? `+${egyptian.slice(1).join(' ')}` : `+${number}`;
}

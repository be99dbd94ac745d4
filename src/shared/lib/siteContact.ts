// The business's own contact details: the footer's contact block (SPEC §2 Footer) and the fixed
// customer-service block and map of /contact (SPEC §2 /contact). SPEC gives none but the chat number
// (rules CHAT_NUMBER) and the working hours (SPEC §9, a locale text); every value here is the demo
// shop's and waits for the owner's real ones. One module, so the footer and /contact cannot differ.
import { CHAT_NUMBER } from '../rules/constants';
import type { Bilingual } from './localized';

/** A phone as people read it and as a tel: link dials it. */
export interface DialNumber {
  display: string;
  dial: string;
}

export const SITE_PHONE: DialNumber = { display: '02 2576 1986', dial: '+20225761986' };
export const SITE_EMAIL = 'info@zujaj.glass';

/** CHAT_NUMBER (201001986198) written the way people read it: +20 100 198 6198. */
export const CHAT_NUMBER_DISPLAY = `+${CHAT_NUMBER.slice(0, 2)} ${CHAT_NUMBER.slice(2, 5)} ${CHAT_NUMBER.slice(5, 8)} ${CHAT_NUMBER.slice(8)}`;

/** The customer-service hotline (a short Egyptian hotline number). */
export const CUSTOMER_SERVICE_PHONE: DialNumber = { display: '19986', dial: '19986' };

/** Fax: shown only, not dialled. */
export const SITE_FAX = '02 2576 1987';

export const SITE_ADDRESS = {
  ar: '12 شارع المصانع، المنطقة الصناعية، شبرا الخيمة، القليوبية، مصر',
  en: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
} as const satisfies Bilingual;

/**
 * The map embed of the shop (SPEC §2 /contact "a map embed from a maps service"): Google Maps'
 * key-less embed of the address, in the page language. The server's CSP allows frames from
 * https://www.google.com only, so the URL must stay on that host.
 */
export function mapEmbedUrl(lang: 'ar' | 'en'): string {
  const query = encodeURIComponent(SITE_ADDRESS.en);
  return `https://www.google.com/maps?q=${query}&hl=${lang}&z=15&output=embed`;
}

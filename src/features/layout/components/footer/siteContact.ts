// The business's own contact details shown in the footer (SPEC §2 Footer contact block). SPEC gives
// none but the fixed chat number (shared/rules CHAT_NUMBER); phone and e-mail are the demo shop's.
import { CHAT_NUMBER } from '../../../../shared/rules/constants';

export const SITE_PHONE = { display: '02 2576 1986', dial: '+20225761986' } as const;
export const SITE_EMAIL = 'info@zujaj.glass';

/** CHAT_NUMBER (201001986198) written the way people read it: +20 100 198 6198. */
export const CHAT_NUMBER_DISPLAY = `+${CHAT_NUMBER.slice(0, 2)} ${CHAT_NUMBER.slice(2, 5)} ${CHAT_NUMBER.slice(5, 8)} ${CHAT_NUMBER.slice(8)}`;

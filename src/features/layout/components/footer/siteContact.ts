// The footer's contact details come from the one module /contact shows them from too.
export { CHAT_NUMBER_DISPLAY, SITE_EMAIL, SITE_PHONE } from '../../../../shared/lib/siteContact';

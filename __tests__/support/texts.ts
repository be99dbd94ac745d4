// Every storefront text of each language, as a test expects to read it: the shop's locale files
// (the first view's translations chunk) and the account pages' (src/i18n/accountTexts.tsx).
import arAccount from '../../src/i18n/account/ar.json';
import enAccount from '../../src/i18n/account/en.json';
import arShop from '../../src/i18n/locales/ar.json';
import enShop from '../../src/i18n/locales/en.json';

export const ar = { ...arShop, ...arAccount };
export const en = { ...enShop, ...enAccount };

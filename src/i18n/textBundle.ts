// Texts that come in a chunk of their own (the account pages', the card payment texts), added to
// the page's translations by the code that shows them, the first time it renders.
import type { i18n as I18n } from 'i18next';
import type { Translations } from '.';

/** Adds the page language's part of `texts` to `i18n`, unless it is there already. */
export function addTextBundle(i18n: I18n, texts: { ar: Translations; en: Translations }): void {
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const bundle = texts[language];
  // Any key of the bundle tells: present once it has been added (or the page has every text).
  const sentinel = Object.keys(bundle)[0];
  if (sentinel === undefined || i18n.exists(sentinel, { lng: language })) return;
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
}

import { localized } from '../../../../shared/lib/localized';
import type { Language } from '../../../../shared/rules/constants';

/**
 * How buttons and messages name an entry: its `${base}_ar` / `${base}_en` text in the back
 * office's language, by the shop's one rule for bilingual texts (the other one when blank).
 */
export const namedInPageLanguage =
  (base: string, language: string) =>
  (entry: object): string => {
    const texts = entry as Record<string, string | null | undefined>;
    const lang: Language = language === 'en' ? 'en' : 'ar';
    return localized({ ar: texts[`${base}_ar`], en: texts[`${base}_en`] }, lang) ?? '';
  };

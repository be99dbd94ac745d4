import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/language';
import type { Language } from '../rules/constants';

/**
 * The page language: the one i18next was started with at boot from the stored choice. It never
 * changes while the page lives (a switch reloads the page), and the API layer reads the
 * same stored choice for `lang` and Accept-Language.
 */
export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.language);
}

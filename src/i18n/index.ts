// i18next set up per page load: one language, one translation file (switching language
// reloads the page, so the other language is never needed in the same page).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/rules/constants';

export type Translations = Record<string, string>;

/** Fetches only the current language's strings, each in its own chunk (`locale-ar`, `locale-en`). */
export async function loadTranslations(language: Language): Promise<Translations> {
  const module =
    language === 'en'
      ? await import(/* webpackChunkName: "locale-en" */ './locales/en.json')
      : await import(/* webpackChunkName: "locale-ar" */ './locales/ar.json');
  return module.default;
}

/** A fresh instance (never the global singleton), so tests and a server render stay isolated. */
export async function createI18n(language: Language, translations: Translations): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    // Keys are flat snake_case; texts may contain ':' and '.'.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

// The back office's texts: its own locale files (admin_* keys plus the few shared form messages
// it shows), each language its own chunk, so not one of them enters the storefront's locale files.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/rules/constants';

export type AdminTranslations = Record<string, string>;

export async function loadAdminTranslations(language: Language): Promise<AdminTranslations> {
  const module =
    language === 'en'
      ? await import(/* webpackChunkName: "admin-locale-en" */ './en.json')
      : await import(/* webpackChunkName: "admin-locale-ar" */ './ar.json');
  return module.default;
}

export async function createAdminI18n(
  language: Language,
  translations: AdminTranslations,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

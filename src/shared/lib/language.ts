// Language and direction (SPEC §1, §4 Language; CONTRACT: `<html lang dir>`, session key `language`).
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../rules/constants';
import { clearCache } from './sessionCache';
import { getWebStorage, type KeyValueStorage } from './storage';

export type Direction = 'rtl' | 'ltr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A known language, or Arabic (SPEC §9 default). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/** The stored choice, or Arabic (SPEC §9 default) when nothing valid is stored. */
export function readStoredLanguage(
  storage: KeyValueStorage | null = getWebStorage('session'),
): Language {
  try {
    return toLanguage(storage?.getItem(STORAGE_KEYS.language));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function applyDocumentLanguage(doc: Document, language: Language): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}

/**
 * A session cookie mirroring the page language, so a server render can answer in it (the server
 * renders Arabic without it). CONTRACT's session-storage key stays the source of the choice.
 */
export const LANGUAGE_COOKIE = 'lang';

export function mirrorLanguageCookie(doc: Document, language: Language): void {
  try {
    doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; SameSite=Lax`;
  } catch {
    // Cookies refused: the server renders Arabic and an English page renders in the browser.
  }
}

export interface SwitchLanguageDeps {
  storage: KeyValueStorage | null;
  doc: Document;
  reload: () => void;
}

/** SPEC §4 Language: store the choice, clear all cache entries, set `<html lang dir>`, reload. */
export function switchLanguage(next: Language, { storage, doc, reload }: SwitchLanguageDeps): void {
  try {
    storage?.setItem(STORAGE_KEYS.language, next);
  } catch {
    // Storage refused: the reload falls back to Arabic, which is still a working page.
  }
  clearCache(storage);
  applyDocumentLanguage(doc, next);
  mirrorLanguageCookie(doc, next);
  reload();
}

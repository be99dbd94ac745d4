// Language and direction. `<html lang dir>` and the session storage key `language` are relied on
// outside the storefront, so they keep these names.
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../rules/constants';
import { clearCache } from './sessionCache';
import { getWebStorage, type KeyValueStorage } from './storage';

export type Direction = 'rtl' | 'ltr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A known language, or Arabic (the default). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/**
 * The session's choice, or Arabic when nothing valid is stored. In the browser it is the page's
 * language (bootstrap keeps them equal: rememberLanguage); the API layer reads it from here.
 */
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
 * English pages are the Arabic pages' paths under this prefix; an unprefixed path is Arabic (the
 * default, and `x-default` for search engines). The URL alone decides a page's language, so a
 * link, a reload, back/forward and a server redirect all keep it.
 */
export const ENGLISH_PREFIX = '/en';

/** The language a page path is in: English under ENGLISH_PREFIX, else Arabic. */
export function languageOfPath(pathname: string): Language {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : 'ar';
}

/** The page path with its language prefix taken off: `/en/cart` → `/cart`, `/en` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'ar') return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || '/';
}

/**
 * A storefront path (query and hash allowed) in `language`: `/cart` → `/en/cart`, `/` → `/en`,
 * `/?a=1` → `/en?a=1`; Arabic paths are returned as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === 'ar') return path;
  const rest = path.startsWith('/') ? path : `/${path}`;
  return rest === '/' || /^\/[?#]/.test(rest)
    ? `${ENGLISH_PREFIX}${rest.slice(1)}`
    : `${ENGLISH_PREFIX}${rest}`;
}

/**
 * The absolute address of a storefront path in `language` on the site at `origin` (PUBLIC_URL,
 * with or without a trailing slash): `/vases` → `https://shop/en/vases`, `/` → `https://shop/` or
 * `https://shop/en`. Pages link to their versions and the sitemap lists them with this one rule,
 * so both name every page by the same string.
 */
export function absolutePageUrl(origin: string, path: string, language: Language): string {
  const base = origin.replace(/\/+$/, '');
  const localized = localizedPath(path.startsWith('/') ? path : `/${path}`, language);
  return new URL(`${base}${localized}`).href;
}

/** The router's basename for pages in `language` (its links and navigations stay in it). */
export function routerBasename(language: Language): string | undefined {
  return language === 'en' ? ENGLISH_PREFIX : undefined;
}

/**
 * Keeps the session's language choice (session storage `language`) equal to the page's. A change
 * clears every cache entry: they hold answers in the other language.
 */
export function rememberLanguage(
  language: Language,
  storage: KeyValueStorage | null = getWebStorage('session'),
): void {
  try {
    if (!storage || storage.getItem(STORAGE_KEYS.language) === language) return;
    storage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage refused: nothing is cached either.
    return;
  }
  clearCache(storage);
}

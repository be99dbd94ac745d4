import fs from 'node:fs';
import path from 'node:path';

// One translation per message: the server reads the storefront's own flat locale files (the
// shop's, and the account pages' that the storefront loads only with those pages), the card
// payment texts the storefront loads only on its order pages, and the back office's (its
// calls' messages live there, so a shopper's page never carries them).
export type Lang = 'ar' | 'en';
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

export const LOCALES_DIR = path.resolve(__dirname, '../../src/i18n/locales');
export const ADMIN_LOCALES_DIR = path.resolve(__dirname, '../../src/admin/i18n');
export const ACCOUNT_LOCALES_DIR = path.resolve(__dirname, '../../src/i18n/account');
export const PAYMENT_LOCALES_DIR = path.resolve(__dirname, '../../src/i18n/payments');

type Dictionary = Record<string, string>;

function readDictionary(dir: string, lang: Lang): Dictionary {
  const file = path.join(dir, `${lang}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const dictionary: Dictionary = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') dictionary[key] = value;
  }
  return dictionary;
}

const interpolate = (text: string, vars?: TranslateVars): string =>
  vars
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in vars ? String(vars[name]) : whole,
      )
    : text;

export interface Translator {
  translate(lang: Lang, key: string, vars?: TranslateVars): string;
}

/** The locale files of `dirs` merged, the first one's text winning. */
const readAll = (dirs: readonly string[], lang: Lang): Dictionary =>
  Object.assign({}, ...dirs.map((dir) => readDictionary(dir, lang)).reverse()) as Dictionary;

/** Looks a key up in the request's language, then the other one, then answers the key itself. */
export function createTranslator(
  dirs: string | readonly string[] = [
    LOCALES_DIR,
    ACCOUNT_LOCALES_DIR,
    PAYMENT_LOCALES_DIR,
    ADMIN_LOCALES_DIR,
  ],
): Translator {
  const list = typeof dirs === 'string' ? [dirs] : dirs;
  const dictionaries: Record<Lang, Dictionary> = {
    ar: readAll(list, 'ar'),
    en: readAll(list, 'en'),
  };
  return {
    translate(lang, key, vars) {
      const other: Lang = lang === 'ar' ? 'en' : 'ar';
      const text = dictionaries[lang][key] ?? dictionaries[other][key] ?? key;
      return interpolate(text, vars);
    },
  };
}

/**
 * Clients send Accept-Language (default ar). English only when the client prefers English
 * to Arabic; anything else, including no header, is Arabic.
 */
export function pickLanguage(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'ar';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => param.trim())
        .find((param) => param.startsWith('q='))
        ?.slice(2);
      const quality = q === undefined ? 1 : Number(q);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && (entry.primary === 'ar' || entry.primary === 'en'))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.primary === 'en' ? 'en' : 'ar';
}

export const isLang = (value: unknown): value is Lang => value === 'ar' || value === 'en';

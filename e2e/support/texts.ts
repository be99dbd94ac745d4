// The storefront's own texts (its locale files), so one journey body runs in either language and
// finds what a shopper of that language reads: a key that does not exist fails to compile.
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import type { Lang } from './matrix';

export type TextKey = keyof typeof en;
type Vars = Record<string, string | number>;

const LOCALES: Record<Lang, Record<TextKey, string>> = { ar, en };

/** `lang`'s text for `key`, its {{name}} placeholders filled from `vars` as the page fills them. */
export function textsIn(lang: Lang): (key: TextKey, vars?: Vars) => string {
  return (key, vars = {}) =>
    LOCALES[lang][key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
      if (!(name in vars)) throw new Error(`${lang} text ${key} needs {{${name}}}`);
      return String(vars[name]);
    });
}

/** Text that starts with `text`: a longer label that only contains it does not match. */
export const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

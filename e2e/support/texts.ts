// The storefront's own texts (its locale files: the shop's and the account pages'), so one journey body runs in either language and
// finds what a shopper of that language reads: a key that does not exist fails to compile, and a
// {{placeholder}} left without a value throws.
import arAccount from '../../src/i18n/account/ar.json';
import enAccount from '../../src/i18n/account/en.json';
import arShop from '../../src/i18n/locales/ar.json';
import enShop from '../../src/i18n/locales/en.json';
import type { Lang } from './matrix';

export const ar = { ...arShop, ...arAccount };
export const en = { ...enShop, ...enAccount };
export type TextKey = keyof typeof en;
type Vars = Record<string, string | number>;

const LOCALES: Record<Lang, Record<TextKey, string>> = { ar, en };

/** `template` with each {{name}} replaced by vars[name], as the page fills it. */
export function fill(template: string, vars: Vars): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in "${template}"`);
    return String(value);
  });
}

/** `lang`'s text for `key`, its placeholders filled from `vars`. */
export function textsIn(lang: Lang): (key: TextKey, vars?: Vars) => string {
  return (key, vars = {}) => fill(LOCALES[lang][key], vars);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text that starts with `text`: a longer label that only contains it does not match. */
export const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/**
 * The whole text of `template` as a pattern: the literal parts exactly, each {{name}} matching
 * `parts[name]` (a RegExp such as /\d+/, or a value taken literally).
 */
export function textPattern(
  template: string,
  parts: Record<string, string | number | RegExp>,
): RegExp {
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((piece) => {
      const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
      if (name === undefined) return escape(piece);
      const part = parts[name];
      if (part === undefined) throw new Error(`no part for {{${name}}} in "${template}"`);
      return part instanceof RegExp ? part.source : escape(String(part));
    })
    .join('');
  return new RegExp(`^${source}$`);
}

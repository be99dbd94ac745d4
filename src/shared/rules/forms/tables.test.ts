import ar from '../../../i18n/locales/ar.json';
import en from '../../../i18n/locales/en.json';
import { namedFields, type FormTable, type Rule } from '../formTable';
import { FORM_TABLES } from './index';

const locales: Record<string, Record<string, string>> = { ar, en };
const rulesOf = (table: FormTable): Array<[string, Rule]> =>
  Object.entries(table.fields).flatMap(([field, spec]) =>
    spec.rules.map((rule): [string, Rule] => [field, rule]),
  );

describe('form tables', () => {
  it('cover every form of the storefront', () => {
    expect(FORM_TABLES.map((table) => table.name)).toEqual([
      'register',
      'login',
      'forgotPassword',
      'resetPassword',
      'changePassword',
      'profile',
      'address',
      'checkout',
      'contact',
      'representative',
      'bulkOrder',
    ]);
  });

  it.each(FORM_TABLES.map((table) => [table.name, table] as const))(
    '%s: every key exists in ar.json and en.json, with exactly the vars its texts use',
    (_name, table) => {
      // buildYupSchema reports a nested object of the wrong type with field_invalid.
      const keys: Array<[string, Rule['vars']]> = [['field_invalid', undefined]];
      for (const [, rule] of rulesOf(table)) keys.push([rule.key, rule.vars]);
      for (const [key, vars] of keys) {
        for (const [language, texts] of Object.entries(locales)) {
          const text = texts[key];
          expect({ language, key, exists: typeof text === 'string' && text.trim() !== '' }).toEqual(
            { language, key, exists: true },
          );
          const placeholders = [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
          expect({ key, language, vars: placeholders.sort() }).toEqual({
            key,
            language,
            vars: Object.keys(vars ?? {}).sort(),
          });
        }
      }
    },
  );

  it.each(FORM_TABLES.map((table) => [table.name, table] as const))(
    '%s: rules name fields of their own table; names are unique, form names flat',
    (_name, table) => {
      for (const [, rule] of rulesOf(table)) {
        if (rule.rule === 'sameAs') expect(Object.keys(table.fields)).toContain(rule.field);
        if (rule.when) expect(Object.keys(table.fields)).toContain(rule.when.field);
      }
      for (const naming of ['wire', 'form'] as const) {
        const names = namedFields(table, naming).map(({ name }) => name);
        expect(new Set(names).size).toBe(names.length);
        if (naming === 'form') for (const name of names) expect(name).not.toContain('.');
      }
    },
  );
});

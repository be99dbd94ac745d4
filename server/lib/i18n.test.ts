import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_LOCALES_DIR,
  ADMIN_LOCALES_DIR,
  createTranslator,
  LOCALES_DIR,
  pickLanguage,
} from './i18n';

describe('pickLanguage (Accept-Language, ar default)', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['EN-gb', 'en'],
    ['fr-FR,fr;q=0.9', 'ar'],
    ['fr,en;q=0.8,ar;q=0.5', 'en'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['en;q=0.2,ar;q=0.9', 'ar'],
    ['ar;q=0,en;q=0.1', 'en'],
    ['*', 'ar'],
  ])('%p → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('createTranslator', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-locales-'));
    fs.writeFileSync(
      path.join(dir, 'ar.json'),
      JSON.stringify({ hello: 'مرحبا {{name}}', only_ar: 'عربي' }),
    );
    fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify({ hello: 'Hello {{name}}' }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('translates in the asked language with variables', () => {
    const { translate } = createTranslator(dir);
    expect(translate('en', 'hello', { name: 'Mona' })).toBe('Hello Mona');
    expect(translate('ar', 'hello', { name: 'منى' })).toBe('مرحبا منى');
  });

  it('falls back to the other language, then to the key itself', () => {
    const { translate } = createTranslator(dir);
    expect(translate('en', 'only_ar')).toBe('عربي');
    expect(translate('en', 'missing_key')).toBe('missing_key');
  });

  it('answers keys when the locale files are missing', () => {
    expect(createTranslator(path.join(dir, 'nope')).translate('ar', 'hello')).toBe('hello');
  });
});

// The error plugin's keys must exist in both storefront locale files (one translation per message).
describe('server message keys in src/i18n/locales', () => {
  const keys = [
    'server_error',
    'bad_request',
    'validation_failed',
    'field_required',
    'field_invalid',
    'not_found',
    'unauthorized',
    'forbidden_user',
    'conflict',
    'payload_too_large',
    'too_many_attempts',
  ];
  it.each(['ar', 'en'])('%s.json has every key, non-empty', (lang) => {
    const dictionary = JSON.parse(
      fs.readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8'),
    ) as Record<string, unknown>;
    for (const key of keys) {
      expect([key, typeof dictionary[key]]).toEqual([key, 'string']);
      expect(String(dictionary[key]).trim()).not.toBe('');
    }
  });
});

describe('the server’s messages', () => {
  it('come from the storefront’s and the back office’s locale files, one text per key', () => {
    const read = (file: string) =>
      JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const lang of ['ar', 'en'] as const) {
      const store = {
        ...read(path.join(LOCALES_DIR, `${lang}.json`)),
        ...read(path.join(ACCOUNT_LOCALES_DIR, `${lang}.json`)),
      };
      const admin = read(path.join(ADMIN_LOCALES_DIR, `${lang}.json`));
      // A key both apps need (the admin app keeps its own copy) says the same in both.
      const differing = Object.keys(admin).filter(
        (key) => key in store && store[key] !== admin[key],
      );
      expect({ lang, differing }).toEqual({ lang, differing: [] });
    }
    const { translate } = createTranslator();
    expect(translate('en', 'order_status_invalid')).toMatch(/cannot move/);
    expect(translate('en', 'too_many_attempts')).not.toBe('too_many_attempts');
    // The account pages' texts, kept in a file of their own.
    expect(translate('en', 'registered_success')).not.toBe('registered_success');
  });
});

import adminAr from '../../src/admin/i18n/ar.json';
import adminEn from '../../src/admin/i18n/en.json';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';

const locales: Record<string, Record<string, unknown>> = { ar, en };

describe('translations', () => {
  it('ar and en hold the same key set', () => {
    const arKeys = Object.keys(ar).sort();
    const enKeys = Object.keys(en).sort();
    expect(arKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !arKeys.includes(key))).toEqual([]);
  });

  it.each(Object.keys(locales))('%s: flat snake_case keys with non-empty string values', (lang) => {
    for (const [key, value] of Object.entries(locales[lang] ?? {})) {
      expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(typeof value).toBe('string');
      expect(String(value).trim()).not.toBe('');
    }
  });

  it('keeps interpolation placeholders identical across languages', () => {
    const placeholders = (text: unknown) =>
      (String(text).match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
    for (const key of Object.keys(ar)) {
      expect([key, placeholders((ar as Record<string, unknown>)[key])]).toEqual([
        key,
        placeholders((en as Record<string, unknown>)[key]),
      ]);
    }
  });

  it('uses the fixed texts for the maintenance screen', () => {
    expect(en.maintenance_title).toBe('Service Under Maintenance');
    expect(ar.maintenance_title).toBe('الخدمة تحت الصيانة');
    expect(en.exit_confirm_message).toBe('Are you sure you want to exit the website?');
    expect(ar.exit_confirm_message).toBe('هل أنت متأكد أنك تريد الخروج من الموقع؟');
  });
});

describe("the back office's translations", () => {
  it('ar and en hold the same key set, each text non-empty with the same placeholders', () => {
    expect(Object.keys(adminAr).sort()).toEqual(Object.keys(adminEn).sort());
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(adminAr as Record<string, string>)) {
      const english = (adminEn as Record<string, string>)[key] ?? '';
      expect({ key, ar: text.trim() !== '', en: english.trim() !== '' }).toEqual({
        key,
        ar: true,
        en: true,
      });
      expect([key, placeholders(text)]).toEqual([key, placeholders(english)]);
    }
  });
});

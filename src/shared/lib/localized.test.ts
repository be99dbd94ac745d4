import { localized } from './localized';

describe('localized (one fallback for bilingual data)', () => {
  it('gives the text of the requested language', () => {
    expect(localized({ ar: 'كوب', en: 'Cup' }, 'ar')).toBe('كوب');
    expect(localized({ ar: 'كوب', en: 'Cup' }, 'en')).toBe('Cup');
  });

  it('falls back to the other language when the requested one is missing or blank', () => {
    expect(localized({ ar: 'كوب', en: null }, 'en')).toBe('كوب');
    expect(localized({ ar: 'كوب', en: '  ' }, 'en')).toBe('كوب');
    expect(localized({ ar: '', en: 'Cup' }, 'ar')).toBe('Cup');
    expect(localized({ ar: undefined, en: 'Cup' }, 'ar')).toBe('Cup');
  });

  it('is null only when both are missing', () => {
    expect(localized({ ar: null, en: ' ' }, 'ar')).toBeNull();
  });
});

import { toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it('maps Arabic-Indic digits to Latin', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('maps Persian (extended Arabic-Indic) digits to Latin', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('keeps Latin digits, letters and mixed text as they are', () => {
    expect(toLatinDigits('01012345678')).toBe('01012345678');
    expect(toLatinDigits('رقم ٠١٠-abc ۵')).toBe('رقم 010-abc 5');
    expect(toLatinDigits('')).toBe('');
  });

  it('turns a phone typed on an Arabic keyboard into one the phone pattern accepts', () => {
    expect(toLatinDigits('٠١٠١٢٣٤٥٦٧٨')).toMatch(/^01\d{9}$/);
  });
});

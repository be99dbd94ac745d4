import { discountPercent, formatAmount, formatPrice, isPricePresent } from './price';

describe('isPricePresent', () => {
  it.each([
    ['120', true],
    ['0.5', true],
    [99, true],
    ['1250.00', true],
    ['1,250.00', true],
    ['0', false],
    [0, false],
    // Our server's "no price" (src/shared/wire/catalog.ts): numerically zero, so no price.
    ['0.00', false],
    ['0.0', false],
    [' 00 ', false],
    [-0, false],
    ['n/a', false],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (value, expected) => {
    expect(isPricePresent(value)).toBe(expected);
  });
});

describe('discountPercent (product card)', () => {
  it('rounds (before − price) / before × 100', () => {
    expect(discountPercent('80', '100')).toBe(20);
    expect(discountPercent('2', '3')).toBe(33);
    expect(discountPercent('1', '3')).toBe(67);
  });

  it('is null unless both prices exist', () => {
    expect(discountPercent('80', null)).toBeNull();
    expect(discountPercent(null, '100')).toBeNull();
    expect(discountPercent('80', '0')).toBeNull();
    expect(discountPercent('0', '100')).toBeNull();
    expect(discountPercent('0.00', '100.00')).toBeNull();
    expect(discountPercent('80.00', '0.00')).toBeNull();
  });

  it('is null when there is no real discount', () => {
    expect(discountPercent('100', '100')).toBeNull();
    expect(discountPercent('120', '100')).toBeNull();
  });

  it('accepts grouped numbers', () => {
    expect(discountPercent('1,500', '2,000')).toBe(25);
  });
});

describe('formatAmount', () => {
  it('groups thousands with Latin digits', () => {
    expect(formatAmount('1250.5')).toBe('1,250.5');
    expect(formatAmount(0)).toBe('');
    expect(formatAmount('0.00')).toBe('');
    expect(formatAmount('80.00')).toBe('80');
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('999.999')).toBe('1,000');
  });
});

describe('formatPrice', () => {
  it('writes Latin digits in both languages with the currency named per language', () => {
    expect(formatPrice('1250.00', 'EGP', 'en')).toBe('EGP\u00a01,250');
    expect(formatPrice('1250.50', 'EGP', 'ar')).toBe('1,250.5\u00a0ج.م');
    expect(formatPrice('99.95', 'EGP', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('writes the shop currency as Intl would, without loading its number data', () => {
    const intl = (amount: number, language: 'ar' | 'en') =>
      new Intl.NumberFormat(language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG', {
        style: 'currency',
        currency: 'EGP',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      })
        .format(amount)
        .replace(/[\u200e\u200f\u061c]/g, '')
        .trim()
        .replace(/\.$/, '');
    for (const amount of [0.5, 0.004, 12, 80, 99.999, 999.995, 1234.5, 1234567.891, 100000, -5])
      for (const language of ['ar', 'en'] as const)
        expect(formatPrice(amount, 'EGP', language)).toBe(intl(amount, language));
  });

  it('writes another ISO currency through Intl', () => {
    expect(formatPrice('12.5', 'USD', 'en')).toBe('$12.5');
  });

  it('shows nothing without a price and keeps an unknown currency word as it is', () => {
    expect(formatPrice('0', 'EGP', 'ar')).toBe('');
    expect(formatPrice('300', 'جنيه', 'ar')).toBe('300 جنيه');
  });
});

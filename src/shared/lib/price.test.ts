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
  });
});

describe('formatPrice', () => {
  it('writes Latin digits in both languages with the currency named per language', () => {
    expect(formatPrice('1250.00', 'EGP', 'en')).toBe('EGP\u00a01,250');
    expect(formatPrice('1250.50', 'EGP', 'ar')).toBe('1,250.5\u00a0ج.م');
    expect(formatPrice('99.95', 'EGP', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('shows nothing without a price and keeps an unknown currency word as it is', () => {
    expect(formatPrice('0', 'EGP', 'ar')).toBe('');
    expect(formatPrice('300', 'جنيه', 'ar')).toBe('300 جنيه');
  });
});

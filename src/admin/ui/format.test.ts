import { formatAmount, formatMoment } from './format';

describe('back-office formats', () => {
  it('writes amounts with two decimals, Latin digits and the currency of the language', () => {
    expect(formatAmount('1250.5', 'en')).toBe('1,250.50 EGP');
    expect(formatAmount('1250.5', 'ar')).toBe('1,250.50 ج.م');
    expect(formatAmount(null, 'ar')).toBe('—');
  });

  it('writes moments in Cairo time', () => {
    // 12:05 UTC in winter is 14:05 in Cairo (UTC+2).
    expect(formatMoment('2026-01-10T12:05:00.000Z')).toBe('2026-01-10 14:05');
    expect(formatMoment(null)).toBe('—');
  });
});

import ar from '../../src/i18n/payments/ar.json';
import en from '../../src/i18n/payments/en.json';
import { ar as storeAr } from '../support/texts';

// The card payment texts: loaded by the order pages only (src/entities/order/payment), read by the
// server for its payment messages. Same keys in both languages, same placeholders, and none that
// the storefront's main file already has (one text per key).

describe('card payment translations', () => {
  const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

  it('ar and en hold the same keys, each text non-empty with the same placeholders', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ar as Record<string, string>)) {
      const english = (en as Record<string, string>)[key] ?? '';
      expect([key, text.trim() !== '', english.trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(english)]);
      expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    }
  });

  it('adds keys only', () => {
    expect(Object.keys(ar).filter((key) => key in storeAr)).toEqual([]);
  });

  it('names the card without a gateway as card on delivery', () => {
    expect(storeAr.payment_card).toBe('الدفع بالبطاقة عند الاستلام');
  });
});

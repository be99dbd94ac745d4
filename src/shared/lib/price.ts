// Pure price rules (whether a price is present, the product card's discount) and the formatter.
import { CURRENCY, type Language } from '../rules/constants';

export type PriceValue = string | number | null | undefined;

function parseAmount(value: PriceValue): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/,/g, '');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A price is present when truthy and not '0'. Read as an amount: our server's "no price" is
 * "0.00", so any amount that is numerically zero is no price, and so is '', null or text that is
 * not an amount at all (it could not be shown as a price anyway).
 */
export function isPricePresent(value: PriceValue): boolean {
  const amount = parseAmount(value);
  return amount !== null && amount !== 0;
}

function toNumber(value: PriceValue): number | null {
  return isPricePresent(value) ? parseAmount(value) : null;
}

/**
 * The product card's discount % = round((before − price) / before × 100), shown only when both
 * prices exist. Returns null when it should not be shown (missing price, no real discount).
 */
export function discountPercent(price: PriceValue, priceBefore: PriceValue): number | null {
  const after = toNumber(price);
  const before = toNumber(priceBefore);
  if (after === null || before === null || before <= 0) return null;
  const percent = Math.round(((before - after) / before) * 100);
  return percent > 0 ? percent : null;
}

/**
 * Latin digits, thousands grouped with commas, at most two decimals (trailing zeros dropped):
 * "1,250.5". Written by hand rather than with Intl.NumberFormat: a page's first number format
 * loads the browser's ICU number data, 20–40 ms of blocked main thread on a phone, and every
 * price a server-rendered page hydrates would pay it.
 */
function groupDigits(amount: number): string {
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const sign = amount < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Grouped amount with Latin digits in both languages (shown inside `<bdi dir="ltr">`). */
export function formatAmount(value: PriceValue): string {
  const amount = toNumber(value);
  return amount === null ? '' : groupDigits(amount);
}

/**
 * The storefront's one price formatter. Decision (README): Latin digits in both languages, like
 * product codes and phone numbers, with the currency named the page language's way (ar "ج.م"
 * after the amount, en "EGP" before it, as Egyptian shops write them); whole amounts without
 * decimals. Shown inside `<bdi dir="ltr">`. The shop's own currency is written by hand (see
 * groupDigits); another ISO code goes through Intl.
 */
const LOCALES: Record<Language, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-EG' };
const formatters = new Map<string, Intl.NumberFormat>();
const NBSP = '\u00a0';

export function formatPrice(value: PriceValue, currency: string, language: Language): string {
  const amount = toNumber(value);
  if (amount === null) return '';
  if (currency === CURRENCY) {
    const digits = groupDigits(amount);
    if (language === 'ar') return `${digits}${NBSP}ج.م`;
    return digits.startsWith('-') ? `-EGP${NBSP}${digits.slice(1)}` : `EGP${NBSP}${digits}`;
  }
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(LOCALES[language], {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
    } catch {
      // Not an ISO 4217 code (the maker's host may send a word): the amount, then that word.
      return `${formatAmount(amount)} ${currency}`;
    }
    formatters.set(key, formatter);
  }
  // Intl wraps the Arabic form in right-to-left marks, and ends "ج.م." with a period that a
  // left-to-right <bdi> shows on the wrong side of the letters; "ج.م" is the usual writing.
  return formatter
    .format(amount)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim()
    .replace(/\.$/, '');
}

// Pure price rules (SPEC §3, §5 "Price present", §2 "Product card" discount).

export type PriceValue = string | number | null | undefined;

function parseAmount(value: PriceValue): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/,/g, '');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * SPEC §5 "Price present": truthy and not '0'. Read as an amount: our server's "no price" is
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
 * SPEC §2 Product card: discount % = round((before − price) / before × 100), shown only when both
 * prices exist. Returns null when it should not be shown (missing price, no real discount).
 */
export function discountPercent(price: PriceValue, priceBefore: PriceValue): number | null {
  const after = toNumber(price);
  const before = toNumber(priceBefore);
  if (after === null || before === null || before <= 0) return null;
  const percent = Math.round(((before - after) / before) * 100);
  return percent > 0 ? percent : null;
}

/** Grouped amount with Latin digits in both languages (shown inside `<bdi dir="ltr">`). */
export function formatAmount(value: PriceValue): string {
  const amount = toNumber(value);
  if (amount === null) return '';
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);
}

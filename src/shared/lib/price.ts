// Pure price rules (SPEC §3, §5 "Price present", §2 "Product card" discount).

export type PriceValue = string | number | null | undefined;

/** SPEC §5: a price is present when it is truthy and not '0' (so '', 0, '0', null mean "no price"). */
export function isPricePresent(value: PriceValue): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text !== '0' && Boolean(value);
}

function toNumber(value: PriceValue): number | null {
  if (!isPricePresent(value)) return null;
  const parsed = Number(String(value).replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
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

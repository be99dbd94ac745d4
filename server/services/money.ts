// Prices are numeric(12,2) columns that arrive as decimal strings; sums are done in integer
// piastres (BigInt, so quantity × price never loses precision) and answered as "1234.50".

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/;

/** "1250.5" → 125050n; null, blank or malformed → null. */
export function toPiastres(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const piastres = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -piastres : piastres;
}

/** 125050n → "1250.50". */
export function formatPiastres(piastres: bigint): string {
  const negative = piastres < 0n;
  const abs = negative ? -piastres : piastres;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** A price is present when it is set and not '0': a positive amount. */
export function hasPrice(value: string | null | undefined): boolean {
  const piastres = toPiastres(value);
  return piastres !== null && piastres > 0n;
}

import { toPiastres } from '../services/money';

// The gateway counts money in whole piasters (amount_cents). Prices are numeric(12,2) columns that
// arrive as decimal strings; they are turned into piasters by integer arithmetic on their digits
// (services/money.ts), never through a floating-point number, so "1250.50" is exactly 125050.

export class AmountError extends Error {}

/** "1250.50" → 125050. A missing, malformed or negative amount, or one past 2^53, throws. */
export function amountCents(value: string | null | undefined): number {
  const piasters = toPiastres(value);
  if (piasters === null || piasters < 0n || piasters > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new AmountError(`not an amount of money: ${JSON.stringify(value)}`);
  }
  return Number(piasters);
}

/** Σ quantity × unit price in piasters, for lines whose unit prices are decimal strings. */
export function linesCents(
  lines: ReadonlyArray<{ unit: string | null; quantity: number }>,
): number {
  return lines.reduce((sum, line) => sum + amountCents(line.unit) * line.quantity, 0);
}

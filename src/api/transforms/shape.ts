// Small tolerant readers shared by the transforms: servers send numbers as strings, lists bare or
// wrapped, and optional fields as null, '' or missing.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toText(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function toInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

export class InvalidResponseError extends Error {
  constructor(what: string) {
    super(`invalid response format: ${what}`);
    this.name = 'InvalidResponseError';
  }
}

/**
 * A wire shape read tolerantly: the field names of the wire type (a misspelt one does not compile),
 * any value in them, any of them missing. For answers from the maker's own host.
 */
export type Loose<T> = { [K in keyof T]?: unknown };

export function asLoose<T>(value: unknown): Loose<T> | null {
  return isRecord(value) ? (value as Loose<T>) : null;
}

// Arabic-Indic (٠-٩, U+0660) and Extended Arabic-Indic / Persian (۰-۹, U+06F0) digits as Latin
// 0-9: a shopper typing on an Arabic keyboard enters those, while the phone pattern,
// reset codes and quantities are Latin. No React, no DOM: the server may use it too.
// A code-point walk, not a regular expression (patterns.test.ts lists every pattern of rules/).
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

function latinDigit(code: number): string | null {
  if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) {
    return String(code - ARABIC_INDIC_ZERO);
  }
  if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) return String(code - PERSIAN_ZERO);
  return null;
}

/** `'٠١٢۳'` → `'0123'`; every other character is kept as it is. */
export function toLatinDigits(text: string): string {
  let result = '';
  for (const char of text) result += latinDigit(char.charCodeAt(0)) ?? char;
  return result;
}

// Arabic-Indic (٠-٩, U+0660) and Extended Arabic-Indic / Persian (۰-۹, U+06F0) digits as Latin
// 0-9: a shopper typing on an Arabic keyboard enters those, while the phone pattern (SPEC §9),
// reset codes and quantities are Latin. No React, no DOM: the server may use it too.
const EASTERN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** `'٠١٢۳'` → `'0123'`; every other character is kept as it is. */
export function toLatinDigits(text: string): string {
  return text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

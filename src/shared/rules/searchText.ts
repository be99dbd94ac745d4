// Search matches Arabic the way people type it. One folding rule, used by the
// storefront (the query it sends, any local matching) and by the server (the query it receives);
// the database keeps products.search_text folded by the same table (server/db/schema/catalog.ts
// builds its generated column from the constants below), so a product and a query meet in one form.
//
// The fold: lower-case; alef forms أ إ آ ٱ read as ا; ى as ي; ة as ه; Arabic diacritics
// (U+064B–U+065F, U+0670) and tatweel (U+0640) dropped; Arabic-Indic digits (٠-٩ and the extended
// ۰-۹) read as 0-9; every whitespace character read as a space, runs of spaces collapsed, ends
// trimmed. Written without regular expressions: one linear pass over the text.

/** Every character JavaScript's `\s` matches (the test checks the whole BMP against `/\s/`). */
export const SEARCH_WHITESPACE =
  '\u0009\u000A\u000B\u000C\u000D\u0020\u00A0\u1680' +
  '\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A' +
  '\u2028\u2029\u202F\u205F\u3000\uFEFF';

const range = (first: number, last: number): string =>
  String.fromCharCode(...Array.from({ length: last - first + 1 }, (_, i) => first + i));

const ALEF = '\u0627';
const DIGITS = '0123456789';

/**
 * Latin-1 capitals (À–Þ without ×) and their small letters. `toLowerCase` already folds them; the
 * table repeats them for the database, whose lower() leaves non-ASCII letters alone under the C
 * locale (CI's PostgreSQL), so the two sides agree on any database.
 */
const LATIN1_UPPER = range(0xc0, 0xd6) + range(0xd8, 0xde);
const LATIN1_LOWER = range(0xe0, 0xf6) + range(0xf8, 0xfe);

/** Characters read as another: SEARCH_FOLD_FROM[i] becomes SEARCH_FOLD_TO[i] (one to one). */
export const SEARCH_FOLD_FROM =
  '\u0623\u0625\u0622\u0671' + // أ إ آ ٱ
  '\u0649' + // ى
  '\u0629' + // ة
  range(0x0660, 0x0669) + // ٠-٩
  range(0x06f0, 0x06f9) + // ۰-۹
  SEARCH_WHITESPACE +
  LATIN1_UPPER;

export const SEARCH_FOLD_TO =
  ALEF.repeat(4) +
  '\u064A' + // ي
  '\u0647' + // ه
  DIGITS +
  DIGITS +
  ' '.repeat(SEARCH_WHITESPACE.length) +
  LATIN1_LOWER;

/** Characters dropped: the Arabic diacritics (harakat, tanween, shadda, sukun, …) and tatweel. */
export const SEARCH_FOLD_DROP = range(0x064b, 0x065f) + '\u0670' + '\u0640';

const FOLD = new Map<string, string>();
for (let i = 0; i < SEARCH_FOLD_FROM.length; i += 1) {
  FOLD.set(SEARCH_FOLD_FROM.charAt(i), SEARCH_FOLD_TO.charAt(i));
}
for (const ch of SEARCH_FOLD_DROP) FOLD.set(ch, '');

/** The search form of a text: what products.search_text holds and what a query is matched in. */
export function foldSearchText(text: string): string {
  let out = '';
  let pendingSpace = false;
  for (const ch of text.toLowerCase()) {
    const folded = FOLD.get(ch) ?? ch;
    if (folded === '') continue;
    if (folded === ' ') {
      pendingSpace = out !== '';
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += folded;
  }
  return out;
}

/**
 * The search form of a product: its Arabic and English names and descriptions and its code, joined
 * by spaces (missing ones empty) — the same text products.search_text is computed from.
 */
export function productSearchText(fields: {
  name: string;
  nameEn: string;
  description?: string | null;
  descriptionEn?: string | null;
  productCode: string;
}): string {
  return foldSearchText(
    [
      fields.name,
      fields.nameEn,
      fields.description ?? '',
      fields.descriptionEn ?? '',
      fields.productCode,
    ].join(' '),
  );
}

/** Whether `query` finds a text, as the server's search does (a blank query finds everything). */
export function matchesSearch(text: string, query: string): boolean {
  return foldSearchText(text).includes(foldSearchText(query));
}

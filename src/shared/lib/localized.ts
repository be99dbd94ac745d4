// The one rule for showing bilingual data (Arabic first, English second), used by the
// server's serializers and the storefront's transforms alike.
import type { Language } from '../rules/constants';

/** A text kept in both languages; either may be missing on a record from the maker's own host. */
export interface Bilingual {
  ar: string | null | undefined;
  en: string | null | undefined;
}

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The text in `lang`; when that one is missing or blank, the other language's text (a product
 * named only in Arabic still has a name in English); null only when both are missing.
 */
export function localized(
  record: { ar: string; en: string | null | undefined },
  lang: Language,
): string;
export function localized(
  record: { ar: string | null | undefined; en: string },
  lang: Language,
): string;
export function localized(record: Bilingual, lang: Language): string | null;
export function localized(record: Bilingual, lang: Language): string | null {
  const [first, second] = lang === 'en' ? [record.en, record.ar] : [record.ar, record.en];
  if (present(first)) return first;
  if (present(second)) return second;
  return null;
}

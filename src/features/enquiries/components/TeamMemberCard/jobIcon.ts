// /contact: a team card's icon is chosen by a keyword of the member's job title. The title
// comes in the page language (the maker's host may send either), so Arabic and English words count.

export type JobIconKind =
  'chairman' | 'general' | 'sales' | 'accounts' | 'purchasing' | 'marketing' | 'default';

/** The first kind whose keyword the title holds wins ("General Sales Manager" → general). */
const KEYWORDS: ReadonlyArray<readonly [Exclude<JobIconKind, 'default'>, readonly string[]]> = [
  ['chairman', ['chairman', 'chairwoman', 'رئيس مجلس', 'رئيسة مجلس']],
  ['general', ['general', 'المدير العام', 'المديرة العامة', 'مدير عام', 'مديرة عامة']],
  ['sales', ['sales', 'مبيعات']],
  ['accounts', ['account', 'حسابات', 'محاسب']],
  ['purchasing', ['purchas', 'procurement', 'مشتريات']],
  ['marketing', ['marketing', 'تسويق']],
];

/** Case, Arabic diacritics and tatweel do not matter; hamza forms of alef read as bare alef. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا');
}

export function jobIconKind(jobTitle: string | null | undefined): JobIconKind {
  const title = normalize(jobTitle ?? '');
  if (title.trim() === '') return 'default';
  for (const [kind, words] of KEYWORDS) {
    if (words.some((word) => title.includes(normalize(word)))) return kind;
  }
  return 'default';
}

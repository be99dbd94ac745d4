// The slug rule: trim; keep Arabic letters, word characters, spaces and hyphens; collapse
// whitespace into single hyphens; collapse repeated hyphens; strip edge hyphens.
// Script=Arabic covers the letters (and their marks) but not shared punctuation such as the Arabic comma.
// The database builds the same rule in SQL from this pattern's parts (slugKeySql in
// server/db/schema/catalog.ts): keep them in step.
const DISALLOWED = /[^\p{Script=Arabic}\w\s-]/gu;

export function slugify(text: string): string {
  return text
    .trim()
    .replace(DISALLOWED, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// A server-rendered page's head tags besides title and description (the render's PageHead): the
// canonical link, the language versions, the meta tags of robots and link previews, and the
// structured data. Every value is escaped for the place it is written to.
import type { PageHead } from './types';

/** Text safe in an element's content and in a double-quoted attribute. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` as \u escapes, so no text (a
 * product named `</script>`, an HTML comment opener) can end the element or start markup, while
 * JSON.parse reads every string back unchanged. A data block (`type="application/ld+json"`) is
 * never run, so it needs no change to the Content-Security-Policy.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

export function headTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    );
  }
  for (const [name, content] of head.names) {
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  }
  for (const [property, content] of head.properties) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

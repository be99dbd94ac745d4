// The storefront's own texts with their {{placeholders}} filled, so one journey finds the same
// element in either language (the locale files are the source of every visible text).

/** `template` with each {{name}} replaced by vars[name]; a placeholder without a value throws. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in "${template}"`);
    return String(value);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The whole text of `template` as a pattern: the literal parts exactly, each {{name}} matching
 * `parts[name]` (a RegExp such as /\d+/, or a value taken literally).
 */
export function textPattern(
  template: string,
  parts: Record<string, string | number | RegExp>,
): RegExp {
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((piece) => {
      const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
      if (name === undefined) return escape(piece);
      const part = parts[name];
      if (part === undefined) throw new Error(`no part for {{${name}}} in "${template}"`);
      return part instanceof RegExp ? part.source : escape(String(part));
    })
    .join('');
  return new RegExp(`^${source}$`);
}

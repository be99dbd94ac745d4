// No validation pattern may backtrack super-linearly. recheck (a static ReDoS
// checker) judges every pattern the rule tables use; a scan of the rule sources makes sure none
// is left out of VALIDATION_PATTERNS.
import fs from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import { VALIDATION_PATTERNS } from './validation';
import { SERVED_PICTURE_PATTERNS } from './media';
import { SLIDE_LINK_PATTERNS } from './slideLink';
import { VIDEO_LINK_PATTERNS } from './videoId';

const patterns = Object.entries({
  ...VALIDATION_PATTERNS,
  ...VIDEO_LINK_PATTERNS,
  ...SERVED_PICTURE_PATTERNS,
  ...SLIDE_LINK_PATTERNS,
});

/** Rule sources (tests aside): every regular expression literal they hold. */
function regexLiteralsInRuleSources(): Array<{ file: string; source: string }> {
  const dir = __dirname;
  const files = [
    ...fs.readdirSync(dir).map((name) => path.join(dir, name)),
    ...fs.readdirSync(path.join(dir, 'forms')).map((name) => path.join(dir, 'forms', name)),
  ].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: Array<{ file: string; source: string }> = [];
  for (const file of files) {
    // Comments aside (whole-line and block ones), so a comment line cannot hide a literal.
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    expect({ file, constructsRegExp: /\bnew RegExp\b|\bRegExp\(/.test(code) }).toEqual({
      file,
      constructsRegExp: false,
    });
    // A literal starts after `=`, `(`, `:`, `,` or `return`, and is written on one line.
    for (const match of code.matchAll(
      /(?:[=(:,]|return)\s*\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/[dgimsuyv]*/g,
    )) {
      found.push({ file: path.relative(dir, file), source: match[1] ?? '' });
    }
  }
  return found;
}

describe('validation patterns (linear-time validation)', () => {
  it.each(patterns)('%s is safe from super-linear backtracking (recheck)', (_name, pattern) => {
    const diagnostics = checkSync(pattern.source, pattern.flags);
    expect({ source: pattern.source, status: diagnostics.status }).toEqual({
      source: pattern.source,
      status: 'safe',
    });
  });

  it('recheck does find a known super-linear e-mail pattern', () => {
    expect(checkSync('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '').status).toBe('vulnerable');
  });

  it('lists every pattern the rule sources hold', () => {
    const listed = new Set(patterns.map(([, pattern]) => pattern.source));
    const literals = regexLiteralsInRuleSources();
    // The scan sees each listed pattern (so it can see an unlisted one too) …
    const scanned = new Set(literals.map(({ source }) => new RegExp(source).source));
    for (const [name, pattern] of patterns) {
      expect({ name, scanned: scanned.has(pattern.source) }).toEqual({ name, scanned: true });
    }
    // … and every literal it sees is listed.
    for (const literal of literals) {
      expect({ ...literal, listed: listed.has(new RegExp(literal.source).source) }).toEqual({
        ...literal,
        listed: true,
      });
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import { isAdminPage, looksLikeFile } from '../../server/plugins/static';

// The storefront's file lookup is linear in the path. No timing here: the
// lookup's answers are checked, and every pattern static.ts runs on a request path is judged by a
// static ReDoS checker (a long path of dots made the old `/\.[^/]*$/` retry from every dot).

describe('looksLikeFile', () => {
  it.each([
    ['/main.3f2a1b9c.js', true],
    ['/favicon.ico?v=2', true],
    ['/media/products/cup-640.webp', true],
    ['/cart', false],
    ['/productsDetails/12', false],
    ['/search?product_name=a.b', false],
    ['/a.b/cart', false],
    ['/', false],
    ['', false],
    ['.', true],
    [`/${'.'.repeat(100_000)}/`, false],
    [`/${'.'.repeat(100_000)}`, true],
    [`/${'./'.repeat(50_000)}x`, false],
  ])('%s → %s', (url, expected) => {
    expect(looksLikeFile(url)).toBe(expected);
  });
});

describe('isAdminPage', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/orders/12', true],
    ['/admin?x=1', true],
    ['/en/admin', true],
    ['/en/admin/settings', true],
    ['/administrator', false],
    ['/en/administrator', false],
    ['/en', false],
    ['/ar/admin', false],
    ['/products/admin', false],
    ['/search?q=/admin', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isAdminPage(url)).toBe(expected);
  });
});

describe('the patterns of server/plugins/static.ts', () => {
  it('are all free of super-linear backtracking (recheck)', () => {
    const file = path.join(__dirname, '..', '..', 'server', 'plugins', 'static.ts');
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const literals = [
      ...code.matchAll(
        /(?:=>|[=(:,!&|?]|return)\s*\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/([dgimsuyv]*)/g,
      ),
    ].map((match) => ({ source: match[1] ?? '', flags: match[2] ?? '' }));
    expect(literals.length).toBeGreaterThan(0);
    for (const { source, flags } of literals) {
      expect({ source, status: checkSync(source, flags).status }).toEqual({
        source,
        status: 'safe',
      });
    }
  });

  it('recheck does find the pattern the old lookup used', () => {
    expect(checkSync('\\.[^/]*$', '').status).toBe('vulnerable');
  });
});

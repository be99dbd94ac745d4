import { headTags, scriptJson } from './headTags';
import type { PageHead } from './types';

const HOSTILE = 'كوب </script><script>alert(1)</script> <!-- & "x"';

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  canonical: null,
  alternates: [],
  names: [],
  properties: [],
  jsonLd: [],
  ...overrides,
});

/** The text of each ld+json block. */
const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => text ?? '',
  );

describe('scriptJson', () => {
  it('cannot end its element or open markup, and parses back to the same value', () => {
    const value = { name: HOSTILE, nested: ['</SCRIPT >', '<!--', '-->'] };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('headTags', () => {
  it('writes one ld+json block per object, each whole and parseable', () => {
    const product = { '@type': 'Product', name: HOSTILE };
    const html = headTags(head({ jsonLd: [product, { '@type': 'BreadcrumbList' }] }));
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(blocks(html).map((text) => JSON.parse(text) as unknown)).toEqual([
      product,
      { '@type': 'BreadcrumbList' },
    ]);
  });

  it('escapes every attribute value', () => {
    const html = headTags(
      head({
        canonical: 'https://zujaj.example/a"b',
        alternates: [{ hreflang: 'en', href: 'https://zujaj.example/en/<x>' }],
        names: [['twitter:card', 'summary']],
        properties: [['og:title', `"><script>alert(1)</script>`]],
      }),
    );
    expect(html).toBe(
      '<link rel="canonical" href="https://zujaj.example/a&quot;b">' +
        '<link rel="alternate" hreflang="en" href="https://zujaj.example/en/&lt;x&gt;">' +
        '<meta name="twitter:card" content="summary">' +
        '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
  });

  it('writes nothing for an empty head', () => {
    expect(headTags(head())).toBe('');
  });
});

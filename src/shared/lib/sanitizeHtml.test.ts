import { allowlistHtml } from './htmlAllowlist';
import { sanitizeHtml } from './sanitizeHtml';

// Classic vectors (OWASP XSS filter evasion list and DOMPurify's own fixtures): none may leave a
// script element, an event-handler attribute or a script-capable URL in the output.
const VECTORS = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=x onError=alert(1)//',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<div data-x="1" onclick="alert(1)">x</div>',
  '<img srcset="javascript:alert(1) 1x">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

/** What the browser would build from the sanitised markup. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

function scriptCapable(host: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form'].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (['style', 'srcset', 'formaction', 'action'].includes(name)) found.push(`${tag}[${name}]`);
      if (
        /^\s*(javascript|vbscript|data):/i.test(
          [...value].filter((c) => c.charCodeAt(0) > 32).join(''),
        )
      ) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(VECTORS)('leaves nothing that can run script in %s', (vector) => {
    const clean = sanitizeHtml(vector, 'ar');
    expect(scriptCapable(parse(clean))).toEqual([]);
    // Re-parsing the output must not create anything new (mutation XSS).
    expect(sanitizeHtml(clean, 'ar')).toBe(clean);
  });

  it('runs nothing while the sanitised markup is put in the page', () => {
    const win = window as unknown as { __xss?: number };
    for (const vector of VECTORS) parse(sanitizeHtml(vector, 'ar'));
    expect(win.__xss).toBeUndefined();
  });

  it('keeps the content a shop page is made of', () => {
    const html =
      '<h2>عن زجاج</h2><p>منذ <strong>1986</strong> <em>نصنع</em> الزجاج.</p>' +
      '<ul><li>أكواب</li><li>فازات</li></ul><a href="https://example.com/x">link</a>' +
      '<img src="/media/factory-1.webp" alt="المصنع"><table><tr><td>1</td></tr></table>';
    const host = parse(sanitizeHtml(html, 'ar'));
    expect(host.querySelector('h2')?.textContent).toBe('عن زجاج');
    expect(host.querySelector('strong')?.textContent).toBe('1986');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('المصنع');
    expect(host.querySelector('td')?.textContent).toBe('1');
  });

  it('gives links opening a new tab no access to this page, and pictures lazy loading', () => {
    const host = parse(
      sanitizeHtml(
        '<a href="https://example.com" target="_top">x</a><img src="/a.webp" alt="">',
        'en',
      ),
    );
    expect(host.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('writes the same markup without a DOM (a server render) as in the browser', () => {
    // What React compares when it hydrates: the markup each side gives, as the browser reads it.
    const samples = [
      ...VECTORS,
      '<h2>Since 1986</h2>\n<p>We <strong>blow</strong> glass &amp; more &copy; 2&nbsp;×&nbsp;3 a < b.</p>',
      '<h3>Delivery</h3><ul><li>Two to five days<li>Free pickup</ul><ol start="3"><li>x</li></ol>',
      '<p dir="ltr" lang="en" title="a &quot;b&quot; &#38; c" class="x" id="y" data-x="1">p</p>',
      '<a href="/contact" target="x">contact</a> <a href="mailto:a@b.example">mail</a>',
      '<img src="/media/a.webp" alt="A picture" width="640" height="480" loading="eager">',
      '<table><tr><th scope="col">h</th></tr><tr><td colspan="2">1</td></tr></table>',
      '<blockquote><p>quote<p>more</blockquote><details open><summary>s</summary>d</details>',
      '<p>unclosed <b>bold <i>both</p> after',
    ];
    for (const language of ['ar', 'en'] as const) {
      for (const sample of samples) {
        const server = parse(allowlistHtml(sample, language)).innerHTML;
        expect(parse(sanitizeHtml(sample, language)).innerHTML).toBe(server);
      }
    }
  });
});

describe('links to the shop written from its root', () => {
  const hrefs = (html: string, language: 'ar' | 'en') =>
    Array.from(parse(sanitizeHtml(html, language)).querySelectorAll('a')).map((a) =>
      a.getAttribute('href'),
    );
  const LINKS = [
    '/contact',
    '/common-questions?x=1#q',
    '/',
    '/#top',
    '/en/contact',
    '/en',
    '/media/catalogs/a.pdf',
    '/api/v1/videos',
    '/catalog.pdf',
    'https://example.com/contact',
    '//example.com/contact',
    'mailto:shop@example.com',
    'tel:+201000000000',
    '#section',
    'contact',
  ];
  const html = LINKS.map((href) => `<a href="${href}">x</a>`).join('');

  it("lead to the page in the page's language on an English page", () => {
    expect(hrefs(html, 'en')).toEqual([
      '/en/contact',
      '/en/common-questions?x=1#q',
      '/en',
      '/en#top',
      '/en/contact',
      '/en',
      '/media/catalogs/a.pdf',
      '/api/v1/videos',
      '/catalog.pdf',
      'https://example.com/contact',
      '//example.com/contact',
      'mailto:shop@example.com',
      'tel:+201000000000',
      '#section',
      'contact',
    ]);
  });

  it('stay as they are on an Arabic page', () => {
    expect(hrefs(html, 'ar')).toEqual(LINKS);
  });

  it('are rewritten without a DOM too', () => {
    expect(allowlistHtml('<a href="/about">a</a><a href="/media/x.webp">m</a>', 'en')).toBe(
      '<a href="/en/about">a</a><a href="/media/x.webp">m</a>',
    );
  });
});

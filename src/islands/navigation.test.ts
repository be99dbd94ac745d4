import { appPathOf, islandNavigator } from './navigation';

/** A link as the page would hold it, on the current page (jsdom's http://localhost/). */
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('which links the app takes over', () => {
  beforeEach(() => window.history.replaceState(null, '', '/vases?page=2'));

  it('opens the shop’s pages in the same language in the app, query and hash kept', () => {
    expect(appPathOf(link('/vases/ribbed-vase'), 'ar')).toBe('/vases/ribbed-vase');
    expect(appPathOf(link('/search?product_name=%D9%81%D8%A7%D8%B2%D8%A9#top'), 'ar')).toBe(
      '/search?product_name=%D9%81%D8%A7%D8%B2%D8%A9#top',
    );
    expect(appPathOf(link('/en/cart'), 'en')).toBe('/en/cart');
  });

  it('leaves the other language, the back office, the API, media and files to the browser', () => {
    expect(appPathOf(link('/en/vases'), 'ar')).toBeNull();
    expect(appPathOf(link('/vases'), 'en')).toBeNull();
    expect(appPathOf(link('/admin'), 'ar')).toBeNull();
    expect(appPathOf(link('/en/admin/orders'), 'en')).toBeNull();
    expect(appPathOf(link('/api/v1/settings'), 'ar')).toBeNull();
    expect(appPathOf(link('/media/catalog.pdf'), 'ar')).toBeNull();
    expect(appPathOf(link('/sitemap.xml'), 'ar')).toBeNull();
  });

  it('leaves other sites, new windows, downloads and places on this page alone', () => {
    expect(appPathOf(link('https://wa.me/201001986198'), 'ar')).toBeNull();
    expect(appPathOf(link('/vases', { target: '_blank' }), 'ar')).toBeNull();
    expect(appPathOf(link('/vases', { download: '' }), 'ar')).toBeNull();
    expect(appPathOf(link('/vases?page=2#main-content'), 'ar')).toBeNull();
    // The same place on another page of the list is another page.
    expect(appPathOf(link('/vases?page=3#main-content'), 'ar')).toBe('/vases?page=3#main-content');
  });
});

describe("the islands' navigator", () => {
  it('writes links as the app does and hands every navigation to the app', () => {
    const go = jest.fn();
    const navigator = islandNavigator(go);
    expect(navigator.createHref({ pathname: '/en/vases', search: '?page=2', hash: '' })).toBe(
      '/en/vases?page=2',
    );
    navigator.push({ pathname: '/en/login', search: '', hash: '' }, { from: '/en/vases/x' });
    navigator.replace('/en/vases?max_price=500');
    expect(go.mock.calls).toEqual([
      ['/en/login', { state: { from: '/en/vases/x' } }],
      ['/en/vases?max_price=500', { replace: true, state: undefined }],
    ]);
  });
});

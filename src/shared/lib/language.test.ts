import {
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  rememberLanguage,
  routerBasename,
} from './language';

describe('the language of a page is in its path', () => {
  it.each([
    ['/', 'ar'],
    ['/cart', 'ar'],
    ['/english-glass', 'ar'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/cart', 'en'],
    ['/en/vases/blown-vase', 'en'],
  ] as const)('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/cart', '/cart'],
    ['/cart', '/cart'],
    ['/enamel', '/enamel'],
  ])('%s without its prefix is %s', (path, bare) => {
    expect(pathWithoutLanguage(path)).toBe(bare);
  });

  it.each([
    ['/', '/en'],
    ['/?page=2', '/en?page=2'],
    ['/cart', '/en/cart'],
    ['/search?product_name=vase', '/en/search?product_name=vase'],
  ])('%s in English is %s; Arabic keeps it', (path, english) => {
    expect(localizedPath(path, 'en')).toBe(english);
    expect(localizedPath(path, 'ar')).toBe(path);
    expect(pathWithoutLanguage(english.split('?')[0] as string)).toBe(path.split('?')[0]);
  });

  it('gives the router a basename in English only', () => {
    expect(routerBasename('en')).toBe('/en');
    expect(routerBasename('ar')).toBeUndefined();
  });
});

describe('rememberLanguage', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the page language and drops the cache of the other one', () => {
    sessionStorage.setItem('language', 'ar');
    sessionStorage.setItem('cache_ar:/top-products', '{}');
    sessionStorage.setItem('hasVisited', 'true');
    rememberLanguage('en');
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(sessionStorage.getItem('cache_ar:/top-products')).toBeNull();
    expect(sessionStorage.getItem('hasVisited')).toBe('true');
  });

  it('keeps the cache when the language is the stored one', () => {
    sessionStorage.setItem('language', 'en');
    sessionStorage.setItem('cache_en:/top-products', '{}');
    rememberLanguage('en');
    expect(sessionStorage.getItem('cache_en:/top-products')).toBe('{}');
  });
});

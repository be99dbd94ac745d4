import { formatPrice } from '../price';
import { pageHead, type PageHeadInput } from './pageHead';
import type { ProductSubject } from './pageSubject';

const ORIGIN = 'https://zujaj.example';

const product: ProductSubject = {
  kind: 'product',
  name: 'فازة منفوخة',
  description: null,
  code: 'VS-12',
  price: '80.00',
  priceBefore: '100.00',
  currency: 'EGP',
  images: ['/media/products/vase-640.webp'],
  inStock: true,
  path: '/vases/blown-vase',
  breadcrumbs: [
    { name: 'الرئيسية', path: '/' },
    { name: 'فازات', path: '/vases' },
    { name: 'فازة منفوخة', path: '/vases/blown-vase' },
  ],
};

const input = (overrides: Partial<PageHeadInput['meta']> = {}, language: 'ar' | 'en' = 'ar') =>
  pageHead({
    meta: { title: 'فازة منفوخة', description: 'وصف', ...overrides },
    language,
    origin: `${ORIGIN}/`,
    siteName: 'زجاج',
    sameAs: [],
  });

const property = (head: ReturnType<typeof pageHead>, name: string) =>
  head.properties.filter(([key]) => key === name).map(([, value]) => value);

const types = (head: ReturnType<typeof pageHead>) =>
  head.jsonLd.map((data) => (data as { '@type'?: string })['@type']);

it('a product page: its canonical URL, a product preview with picture and price, Product and breadcrumbs', () => {
  const head = input({ canonicalPath: product.path, subject: product });
  expect(head.canonical).toBe(`${ORIGIN}/vases/blown-vase`);
  expect(head.alternates).toEqual([
    { hreflang: 'ar', href: `${ORIGIN}/vases/blown-vase` },
    { hreflang: 'en', href: `${ORIGIN}/en/vases/blown-vase` },
    { hreflang: 'x-default', href: `${ORIGIN}/vases/blown-vase` },
  ]);
  expect(Object.fromEntries(head.properties)).toEqual({
    'og:type': 'product',
    'og:site_name': 'زجاج',
    'og:locale': 'ar_EG',
    'og:locale:alternate': 'en_US',
    'og:title': 'فازة منفوخة',
    // The price first: a chat's link preview shows nothing else of the product.
    'og:description': `${formatPrice('80.00', 'EGP', 'ar')} — وصف`,
    'og:url': `${ORIGIN}/vases/blown-vase`,
    'og:image': `${ORIGIN}/media/products/vase-1280.webp`,
    'og:image:alt': 'فازة منفوخة',
    'product:price:amount': '80.00',
    'product:price:currency': 'EGP',
  });
  expect(head.names).toEqual([['twitter:card', 'summary_large_image']]);
  expect(types(head)).toEqual(['Product', 'BreadcrumbList']);
});

it('a product without a price: no price in the preview, no Offer', () => {
  const head = input({ canonicalPath: product.path, subject: { ...product, price: null } });
  expect(property(head, 'product:price:amount')).toEqual([]);
  expect(property(head, 'og:description')).toEqual(['وصف']);
  expect(head.jsonLd[0]).not.toHaveProperty('offers');
});

it('an English page says so, with Arabic as the other locale, at its own address', () => {
  const head = input({ canonicalPath: '/' }, 'en');
  expect(head.canonical).toBe(`${ORIGIN}/en`);
  expect(property(head, 'og:url')).toEqual([`${ORIGIN}/en`]);
  expect(head.alternates).toEqual([
    { hreflang: 'ar', href: `${ORIGIN}/` },
    { hreflang: 'en', href: `${ORIGIN}/en` },
    { hreflang: 'x-default', href: `${ORIGIN}/` },
  ]);
  expect(property(head, 'og:locale')).toEqual(['en_US']);
  expect(property(head, 'og:locale:alternate')).toEqual(['ar_EG']);
});

it('home carries the shop (Organization) and the site with its search (WebSite)', () => {
  const head = input({ canonicalPath: '/', subject: { kind: 'home', image: null } });
  expect(head.canonical).toBe(`${ORIGIN}/`);
  expect(types(head)).toEqual(['Organization', 'WebSite']);
  expect(property(head, 'og:type')).toEqual(['website']);
  // No picture: the small card.
  expect(head.names).toEqual([['twitter:card', 'summary']]);
});

it('a page not to be indexed: robots noindex, and neither a canonical link nor og:url', () => {
  const head = input({ canonicalPath: '/search', noindex: true });
  expect(head.canonical).toBeNull();
  expect(head.names).toContainEqual(['robots', 'noindex, follow']);
  expect(property(head, 'og:url')).toEqual([]);
});

it('a page without a canonical path (not found) has no canonical link and no structured data', () => {
  const head = input();
  expect(head.canonical).toBeNull();
  expect(head.jsonLd).toEqual([]);
  expect(head.names).not.toContainEqual(['robots', 'noindex, follow']);
});

import type { ProductSubject } from './pageSubject';
import {
  breadcrumbJsonLd,
  currencyCode,
  organizationJsonLd,
  plainText,
  priceAmount,
  productJsonLd,
  webSiteJsonLd,
  type SiteFacts,
} from './structuredData';

const site: SiteFacts = {
  name: 'Zujaj',
  language: 'en',
  origin: 'https://zujaj.example',
  pageUrl: (path) => `https://zujaj.example${path}`,
  sameAs: ['https://facebook.com/zujaj'],
};

const vase: ProductSubject = {
  kind: 'product',
  name: 'Blown vase',
  description: '<p>Hand blown &amp; polished</p>',
  code: 'VS-12',
  price: '1,250.00',
  priceBefore: '1500.00',
  currency: 'EGP',
  images: ['/media/products/vase-640.webp', 'https://maker.example/vase.jpg'],
  inStock: true,
  path: '/vases/blown-vase',
  breadcrumbs: [],
};

describe('productJsonLd', () => {
  it('gives what product results need: name, large pictures, price, currency, stock, code', () => {
    expect(productJsonLd(vase, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Blown vase',
      description: 'Hand blown & polished',
      image: [
        'https://zujaj.example/media/products/vase-1280.webp',
        'https://maker.example/vase.jpg',
      ],
      sku: 'VS-12',
      url: 'https://zujaj.example/vases/blown-vase',
      brand: { '@type': 'Brand', name: 'Zujaj' },
      manufacturer: { '@type': 'Organization', name: 'Zujaj', url: 'https://zujaj.example/' },
      offers: {
        '@type': 'Offer',
        url: 'https://zujaj.example/vases/blown-vase',
        price: 1250,
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: 1500,
          priceCurrency: 'EGP',
        },
      },
    });
  });

  it('has no Offer at all for a product without a price', () => {
    for (const price of [null, '0', '0.00']) {
      const data = productJsonLd({ ...vase, price }, site);
      expect(data).not.toHaveProperty('offers');
      expect(data.name).toBe('Blown vase');
    }
  });

  it('strikes through only a real discount: a higher price before it', () => {
    const offersOf = (priceBefore: string | null) =>
      productJsonLd({ ...vase, price: '100', priceBefore }, site).offers;
    for (const none of [null, '100', '90', '0']) {
      expect(offersOf(none)).not.toHaveProperty('priceSpecification');
    }
    expect(offersOf('120')).toHaveProperty('priceSpecification.price', 120);
  });

  it('says OutOfStock for a product that is not in stock', () => {
    expect(productJsonLd({ ...vase, inStock: false }, site).offers).toHaveProperty(
      'availability',
      'https://schema.org/OutOfStock',
    );
  });

  it('leaves out what the product does not have', () => {
    const bare = productJsonLd({ ...vase, description: ' ', code: null, images: [] }, site);
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('sku');
    expect(bare).not.toHaveProperty('image');
  });
});

it('breadcrumbJsonLd lists the trail in order, with absolute URLs', () => {
  const data = breadcrumbJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: 'Vases', path: '/vases' },
      { name: 'Blown vase', path: '/vases/blown-vase' },
    ],
    site,
  );
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://zujaj.example/' },
    { '@type': 'ListItem', position: 2, name: 'Vases', item: 'https://zujaj.example/vases' },
    {
      '@type': 'ListItem',
      position: 3,
      name: 'Blown vase',
      item: 'https://zujaj.example/vases/blown-vase',
    },
  ]);
});

it('organizationJsonLd names the shop, its logo and social profiles (none: no sameAs)', () => {
  expect(organizationJsonLd(site)).toMatchObject({
    '@type': 'Organization',
    name: 'Zujaj',
    url: 'https://zujaj.example/',
    logo: 'https://zujaj.example/favicon.svg',
    sameAs: ['https://facebook.com/zujaj'],
  });
  expect(organizationJsonLd({ ...site, sameAs: [] })).not.toHaveProperty('sameAs');
});

it("webSiteJsonLd's search action fills the search page's query", () => {
  expect(webSiteJsonLd(site).potentialAction).toEqual({
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: 'https://zujaj.example/search?product_name={search_term_string}',
    },
    'query-input': 'required name=search_term_string',
  });
});

it.each([
  ['80.00', 80],
  ['1,250.5', 1250.5],
  ['12.346', 12.35],
  ['0', null],
  ['', null],
  ['n/a', null],
  [null, null],
])('priceAmount(%p) is %p', (text, amount) => {
  expect(priceAmount(text)).toBe(amount);
});

it('currencyCode keeps ISO codes and reads a word as the pound', () => {
  expect(currencyCode('USD')).toBe('USD');
  expect(currencyCode('جنيه')).toBe('EGP');
});

it('plainText drops markup and reads common entities', () => {
  expect(plainText('<b>Tall</b>&nbsp;vase &lt;30cm&gt;\n\n')).toBe('Tall vase <30cm>');
  expect(plainText('<p> </p>')).toBeNull();
  expect(plainText(null)).toBeNull();
});

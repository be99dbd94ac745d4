// schema.org structured data (JSON-LD) of the public pages, as plain objects typed with
// schema-dts: what search engines read for product results (name, picture, price, stock), the
// breadcrumb trail under a result, and who the shop is. Pure functions of the page's facts;
// pageHead.ts decides which page carries which, the server writes them into <head>.
import type {
  BreadcrumbList,
  Offer,
  Organization,
  Product,
  SearchAction,
  UnitPriceSpecification,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { imageAtWidth } from '../image';
import { paths } from '../paths';
import { CURRENCY, type Language } from '../../rules/constants';
import type { Crumb, ProductSubject } from './pageSubject';

/** What every builder needs to know about the site and the page's language. */
export interface SiteFacts {
  /** The shop's name in the page language. */
  name: string;
  language: Language;
  /** Origin of every absolute URL, without a trailing slash. */
  origin: string;
  /** The absolute URL of a page of the site (a path) in the page language. */
  pageUrl: (path: string) => string;
  /** The shop's profiles on other sites (its social links). */
  sameAs: readonly string[];
}

/** The shop's mark, served from the site root. */
export const LOGO_PATH = '/favicon.svg';

/** The query a search page reads its text from. */
const SEARCH_TEXT_PARAM = 'product_name';

/**
 * A picture's absolute URL at its largest stored width (1280 px): previews and search results
 * show pictures large. A picture of another host or naming is used as it is.
 */
export function largeImageUrl(src: string, origin: string): string {
  return new URL(imageAtWidth(src, 1280), `${origin}/`).href;
}

/** Price text as the API sends it ("1,250.00") → a number; null when it is no price. */
export function priceAmount(value: string | null): number | null {
  if (value === null) return null;
  const amount = Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/** ISO 4217 codes only: a currency written as a word (another host may send one) means the pound. */
export function currencyCode(currency: string): string {
  return /^[A-Z]{3}$/.test(currency) ? currency : CURRENCY;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Text of a description that may hold markup: tags out, common entities read, spaces folded. */
export function plainText(html: string | null): string | null {
  const text = html
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

function offerOf(product: ProductSubject, url: string): Offer | null {
  const price = priceAmount(product.price);
  if (price === null) return null;
  const priceCurrency = currencyCode(product.currency);
  const before = priceAmount(product.priceBefore);
  // The price before the discount, shown struck through: only a real discount (higher than the
  // selling price), else search results would show a "was" price equal to or below the price.
  const struckThrough: UnitPriceSpecification | null =
    before !== null && before > price
      ? {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: before,
          priceCurrency,
        }
      : null;
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency,
    availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    ...(struckThrough ? { priceSpecification: struckThrough } : {}),
  };
}

/**
 * A product page's Product. A product without a price has no Offer at all: an offer without a
 * price is invalid, and a made-up one would be shown as the price.
 */
export function productJsonLd(product: ProductSubject, site: SiteFacts): WithContext<Product> {
  const url = site.pageUrl(product.path);
  const description = plainText(product.description);
  const offer = offerOf(product, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(product.images.length > 0
      ? { image: product.images.map((src) => largeImageUrl(src, site.origin)) }
      : {}),
    ...(product.code ? { sku: product.code } : {}),
    url,
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: { '@type': 'Organization', name: site.name, url: site.pageUrl(paths.home()) },
    ...(offer ? { offers: offer } : {}),
  };
}

/** The trail in page order: position 1 is home. */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  site: SiteFacts,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: site.pageUrl(crumb.path),
    })),
  };
}

const organizationId = (site: SiteFacts) => `${site.origin}/#organization`;

export function organizationJsonLd(site: SiteFacts): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: site.pageUrl(paths.home()),
    logo: `${site.origin}${LOGO_PATH}`,
    ...(site.sameAs.length > 0 ? { sameAs: [...site.sameAs] } : {}),
  };
}

/** The site, and how to search it: the search page reads its text from the query. */
export function webSiteJsonLd(site: SiteFacts): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${site.pageUrl(paths.search())}?${SEARCH_TEXT_PARAM}={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.pageUrl(paths.home()),
    inLanguage: site.language,
    publisher: { '@id': organizationId(site) },
    potentialAction: search,
  };
}

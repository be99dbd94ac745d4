// Everything a public page's <head> says about it besides its title and description: the canonical
// address, robots, the link preview (Open Graph, read by WhatsApp, Facebook and others; the
// Twitter card) and the structured data blocks. One pure function of the route's meta, so every
// page gets the same rules; the server writes the result as tags (server/ssr/headTags.ts).
import type { Thing, WithContext } from 'schema-dts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../rules/constants';
import { absolutePageUrl } from '../language';
import { formatPrice } from '../price';
import type { RouteMeta } from '../routeData';
import type { PageSubject } from './pageSubject';
import {
  breadcrumbJsonLd,
  currencyCode,
  largeImageUrl,
  organizationJsonLd,
  priceAmount,
  productJsonLd,
  webSiteJsonLd,
  type SiteFacts,
} from './structuredData';

/** One language version of the page (`<link rel="alternate" hreflang href>`). */
export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageHead {
  /** The absolute canonical URL; null for a page that must not be indexed or has no address. */
  canonical: string | null;
  /** The page's language versions (hreflang), x-default last; empty without a canonical. */
  alternates: readonly Alternate[];
  /** `<meta name content>`: robots and the Twitter card. */
  names: ReadonlyArray<readonly [name: string, content: string]>;
  /** `<meta property content>`: Open Graph. */
  properties: ReadonlyArray<readonly [property: string, content: string]>;
  /** One `<script type="application/ld+json">` each. */
  jsonLd: ReadonlyArray<WithContext<Thing>>;
}

export interface PageHeadInput {
  meta: RouteMeta;
  language: Language;
  /** Origin of the public site (PUBLIC_URL), without a trailing slash. */
  origin: string;
  /** The shop's name in the page language. */
  siteName: string;
  /** The shop's social links. */
  sameAs: readonly string[];
}

/** Open Graph locales: Egyptian Arabic, and English. */
const OG_LOCALES: Record<Language, string> = { ar: 'ar_EG', en: 'en_US' };

/**
 * Where the pages of the site are, in the page language, and a page's language versions: Arabic
 * (also `x-default`: the unprefixed address) and English under /en, the same path in each.
 */
function siteAddresses(origin: string, language: Language) {
  const base = origin.replace(/\/+$/, '');
  const urlIn = (path: string, inLanguage: Language) => absolutePageUrl(base, path, inLanguage);
  const pageUrl = (path: string) => urlIn(path, language);
  const alternates = (path: string): Alternate[] => [
    ...LANGUAGES.map((other) => ({ hreflang: other, href: urlIn(path, other) })),
    { hreflang: 'x-default', href: urlIn(path, DEFAULT_LANGUAGE) },
  ];
  return { base, pageUrl, alternates };
}

function previewImage(subject: PageSubject | undefined): string | null {
  if (!subject) return null;
  return subject.kind === 'product' ? (subject.images[0] ?? null) : subject.image;
}

/**
 * A preview's text. A product's starts with its price, formatted as the page shows it: previews
 * (a link shared in a chat) show a title, a description and a picture, nothing else.
 */
function previewDescription(meta: RouteMeta, language: Language): string {
  const { subject } = meta;
  if (subject?.kind !== 'product') return meta.description;
  const price = formatPrice(subject.price, subject.currency, language);
  return price ? `${price} — ${meta.description}` : meta.description;
}

function structuredData(subject: PageSubject | undefined, site: SiteFacts) {
  switch (subject?.kind) {
    case 'home':
      return [organizationJsonLd(site), webSiteJsonLd(site)];
    case 'category':
      return [breadcrumbJsonLd(subject.breadcrumbs, site)];
    case 'product':
      return [productJsonLd(subject, site), breadcrumbJsonLd(subject.breadcrumbs, site)];
    default:
      return [];
  }
}

export function pageHead({ meta, language, origin, siteName, sameAs }: PageHeadInput): PageHead {
  const { base, pageUrl, alternates } = siteAddresses(origin, language);
  const site: SiteFacts = { name: siteName, language, origin: base, pageUrl, sameAs };
  const { subject } = meta;
  const path = meta.noindex ? undefined : meta.canonicalPath;
  const canonical = path ? pageUrl(path) : null;

  const properties: Array<readonly [string, string]> = [
    ['og:type', subject?.kind === 'product' ? 'product' : 'website'],
    ['og:site_name', siteName],
    ['og:locale', OG_LOCALES[language]],
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => ['og:locale:alternate', OG_LOCALES[other]] as const,
    ),
    ['og:title', meta.title || siteName],
    ['og:description', previewDescription(meta, language)],
  ];
  if (canonical) properties.push(['og:url', canonical]);
  const image = previewImage(subject);
  if (image) {
    properties.push(['og:image', largeImageUrl(image, base)], ['og:image:alt', meta.title]);
  }
  if (subject?.kind === 'product') {
    const price = priceAmount(subject.price);
    if (price !== null) {
      properties.push(
        ['product:price:amount', price.toFixed(2)],
        ['product:price:currency', currencyCode(subject.currency)],
      );
    }
  }

  const names: Array<readonly [string, string]> = [];
  // Not indexed, but its links (products) are still worth following.
  if (meta.noindex) names.push(['robots', 'noindex, follow']);
  names.push(['twitter:card', image ? 'summary_large_image' : 'summary']);

  return {
    canonical,
    alternates: path ? alternates(path) : [],
    names,
    properties,
    jsonLd: structuredData(subject, site),
  };
}

// Business constants. Pure data: imported by the storefront and the API server alike.
export const DEFAULT_LANGUAGE = 'ar' as const;
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCY = 'EGP';
export const EGYPT_COUNTRY_ID = 1;

export const CACHE_TTL_MS = 30 * 60 * 1000;
/**
 * A cached catalogue or content answer older than this is shown at once but asked for again (a
 * conditional request: 304 when unchanged), so a price the owner changed reaches a shopper's next
 * navigation within seconds, not at the end of CACHE_TTL_MS.
 */
export const CACHE_REVALIDATE_MS = 3_000;

export const PAGE_SIZE = {
  default: 16,
  categoryListing: 12,
  latest: 12,
  bestSellers: 16,
  homeSection: 50,
} as const;
export const PRODUCT_CAP = 50;
export const PAGINATION_WINDOW = 5;

export const SEARCH = { debounceMs: 300, minChars: 2, suggestions: 5 } as const;

export const PASSWORD_MIN = { register: 6, reset: 6, change: 8 } as const;
export const PHONE_PATTERN = /^01\d{9}$/;
export const CONTACT = {
  fullNameMin: 3,
  textMin: 10,
  textMax: 500,
  phonePattern: /^\d{10,11}$/,
} as const;

/**
 * Longest text each kind of field accepts, refused before any pattern looks at it (a long crafted
 * value must cost no more than a short one). The contact message's 500 is the shop's own rule;
 * e-mail is RFC 5321's 254; the rest are sane bounds well above any real value. The wire
 * schemas (src/shared/wire, JSON Schema maxLength) and the rule tables (forms/common.ts) both read
 * these.
 */
export const MAX_LENGTH = {
  email: 254,
  name: 100,
  phone: 20,
  address: 500,
  password: 256,
  code: 20,
  deviceToken: 128,
  note: 1000,
  contactText: CONTACT.textMax,
  /** A web address the shop links to (its social pages). */
  link: 500,
} as const;

export const PRICE_FILTER = { min: 0, max: 100000, step: 1000, default: 100000 } as const;
export const SHIPPING_COST = { storePickup: 0, byRegion: 50, perQuantityUnit: 10 } as const;
export const QUANTITY_MIN = 1;
export const FACTORY_IMAGES = 34;
export const BREAKPOINTS = { small: 640, mobile: 768, desktop: 1024 } as const;

/** Session cache entries live under keys starting with this prefix. */
export const CACHE_KEY_PREFIX = 'cache_';
/** Browser storage keys others rely on; redux-persist prefixes `persist:` to the last two. */
export const STORAGE_KEYS = {
  language: 'language',
  hasVisited: 'hasVisited',
  auth: 'auth',
  categoryProductMap: 'categoryProductMap',
} as const;

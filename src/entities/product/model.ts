// The storefront's product, built from the server's ProductDto by
// api/transforms/product.ts and kept once, in productsSlice.

export type ProductStatus = 'new' | 'available' | 'unavailable';

export interface ProductCategory {
  id: number | null;
  name: string;
  nameEn: string | null;
  slug: string | null;
}

export interface ProductColor {
  id: number;
  name: string | null;
  value: string | null;
}

export interface Product {
  id: number;
  /** Name in the page language (Arabic and English each falling back to the other). */
  title: string;
  slug: string;
  code: string | null;
  /** Price after discount, only when present (a non-zero amount). */
  price: string | null;
  priceBefore: string | null;
  discountPercent: number | null;
  currency: string;
  image: string | null;
  images: string[];
  status: ProductStatus | null;
  /** null = missing, shown as an 'Uncategorized' label: the UI shows t('uncategorized'). */
  category: ProductCategory | null;
  quantity: number | null;
  description: string | null;
  descriptionImage: string | null;
  colors: ProductColor[];
  /** As the server answered; read it through selectIsFavourite, never directly. */
  isFavourite: boolean;
}

/**
 * What only a product's own page shows. A server-rendered page carries these for the product whose
 * details it loaded and leaves them out of every other (a card's) product: a home page's lists would
 * otherwise carry every description and gallery they name.
 */
export const DETAILS_ONLY_FIELDS = ['description', 'descriptionImage', 'images', 'colors'] as const;

type DetailsOnlyField = (typeof DETAILS_ONLY_FIELDS)[number];

/** A product as a card shows it: what a page carries for products it only lists. */
export type CardProduct = Omit<Product, DetailsOnlyField>;

/** A card's product with the details a card never shows, empty until the product's own answer. */
export function withEmptyDetails(product: CardProduct | Product): Product {
  if ('images' in product) return product;
  return {
    ...product,
    description: null,
    descriptionImage: null,
    images: product.image ? [product.image] : [],
    colors: [],
  };
}

/** The product without what only its own page shows. */
export function cardProduct(product: Product): CardProduct {
  const card: Partial<Product> = { ...product };
  for (const field of DETAILS_ONLY_FIELDS) delete card[field];
  return card as CardProduct;
}

/**
 * What a product-list query keeps in the RTK Query cache: the ids in the server's order and the
 * paging. The products themselves live in productsSlice (normalize once, store once).
 */
export interface ProductIdsPage {
  ids: number[];
  total: number;
  currentPage: number;
  lastPage: number;
}

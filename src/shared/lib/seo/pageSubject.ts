// What a public page shows, told by its route's meta in plain facts (paths and texts as the page
// has them) so that one pure builder (pageHead.ts) turns them into link previews and structured
// data. Only the server render reads these; the browser's document meta ignores them.

/** One step of a breadcrumb trail: its name in the page language and its path. */
export interface Crumb {
  name: string;
  path: string;
}

export interface HomeSubject {
  kind: 'home';
  /** The page's preview picture (the first header image), as the API gives it. */
  image: string | null;
}

export interface CategorySubject {
  kind: 'category';
  /** The category's banner, as the API gives it. */
  image: string | null;
  /** Home → the category. */
  breadcrumbs: readonly Crumb[];
}

export interface ProductSubject {
  kind: 'product';
  name: string;
  /** As the API gives it (may hold markup); null when the product has none. */
  description: string | null;
  code: string | null;
  /** The selling price (after discount); null when the product has no price. */
  price: string | null;
  /** The price shown struck through; null when the page shows no discount. */
  priceBefore: string | null;
  currency: string;
  /** Every picture of the product, as the API gives them (the first is the main one). */
  images: readonly string[];
  inStock: boolean;
  /** The canonical path of the product page. */
  path: string;
  /** Home → the category (when the product has one) → the product. */
  breadcrumbs: readonly Crumb[];
}

export type PageSubject = HomeSubject | CategorySubject | ProductSubject;

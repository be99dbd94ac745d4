// Canonical product URLs. Decision: the server's slugs are canonical (category.slug, product.slug).
// They are the same in both languages, so a link shared from an Arabic page opens unchanged (no
// redirect) on an English one, and they do not change when a translated name is edited. Only when
// an answer carries no slug (the maker's host may send a plain category name) is the slug
// rule applied to the name in the page language. The rule itself is the product card's
// (entities/product/productLink.ts), so following a card never redirects.
import type { Product } from '../../entities/product/model';
import { productLink } from '../../entities/product/productLink';
import { slugify } from '../../shared/lib/slugify';
import { foldSearchText } from '../../shared/rules/searchText';

export interface ProductSlugs {
  categorySlug: string;
  productSlug: string;
}

/** The canonical slugs, or null without a category (id) to put in the path: then the id route. */
export function canonicalSlugs(product: Product): ProductSlugs | null {
  const { mapped } = productLink(product);
  return mapped ? { categorySlug: mapped.categorySlug, productSlug: mapped.productSlug } : null;
}

/** The canonical path: slugs when the product has them, else the id fallback route. */
export function canonicalProductPath(product: Product): string {
  return productLink(product).to;
}

/**
 * Slugs compared the way people type them: both sides through the slug rule, then the Arabic
 * search fold (alef forms, ى/ي, ة/ه, diacritics, case), so /فازات/فازة-منفوخة-يدويًا… finds the
 * product whose title slugifies to فازة-منفوخة-يدويا….
 */
export function sameSlug(a: string, b: string): boolean {
  return foldSearchText(slugify(a)) === foldSearchText(slugify(b));
}

/** Does `slug` (decoded, from a URL) name this product? Its server slug or its slugified title. */
export function productMatchesSlug(product: Product, slug: string): boolean {
  return sameSlug(product.slug, slug) || sameSlug(product.title, slug);
}

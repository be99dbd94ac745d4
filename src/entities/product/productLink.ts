// The one rule for where a product links: listings, search,
// details and the favourites screen all build product links here.
import { paths } from '../../shared/lib/paths';
import { slugify } from '../../shared/lib/slugify';
import type { ProductMappedPayload } from '../categoryProductMapSlice';
import type { Product } from './model';

export interface ProductLink {
  /** The path to open: /{categorySlug}/{productSlug}, or /productsDetails/{id} without a category id. */
  to: string;
  /**
   * What to store (productMapped) when the link is followed, so the slug URL resolves back to
   * ids; null for the id route, which needs nothing stored.
   */
  mapped: ProductMappedPayload | null;
}

export function productLink(
  product: Pick<Product, 'id' | 'title' | 'slug' | 'category'>,
): ProductLink {
  const { category } = product;
  const categorySlug = category ? (category.slug ?? slugify(category.name)) : '';
  const productSlug = product.slug || slugify(product.title);
  if (!category || category.id === null || categorySlug === '' || productSlug === '') {
    return { to: paths.productById(product.id), mapped: null };
  }
  return {
    to: paths.product(categorySlug, productSlug),
    mapped: {
      categoryId: category.id,
      productId: product.id,
      categoryName: category.name,
      productName: product.title,
      categorySlug,
      productSlug,
    },
  };
}

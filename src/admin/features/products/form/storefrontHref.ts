import { paths } from '../../../../shared/lib/paths';

/**
 * The product's page in the shop. The storefront keeps the shopper's language in the session, so
 * one address serves both languages.
 */
export const storefrontHref = (categorySlug: string, productSlug: string) =>
  paths.product(categorySlug, productSlug);

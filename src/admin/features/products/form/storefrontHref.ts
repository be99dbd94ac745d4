import { localizedPath } from '../../../../shared/lib/language';
import { paths } from '../../../../shared/lib/paths';
import type { Language } from '../../../../shared/rules/constants';

/** The product's page in the shop, in the back office's language (English pages under /en). */
export const storefrontHref = (categorySlug: string, productSlug: string, language: Language) =>
  localizedPath(paths.product(categorySlug, productSlug), language);

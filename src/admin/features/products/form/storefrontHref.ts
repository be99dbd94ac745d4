import { paths } from '../../../../shared/lib/paths';
import type { Language } from '../../../../shared/rules/constants';

/** The product's page in the shop, in the back office's language (English under /en). */
export const storefrontHref = (language: Language, categorySlug: string, productSlug: string) =>
  `${language === 'en' ? '/en' : ''}${paths.product(categorySlug, productSlug)}`;

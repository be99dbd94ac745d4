import type { Language } from '../../../shared/rules/constants';
import type { AdminCategory } from '../../api/categoriesApi';

/** A category's name in the page's language, for messages and button names. */
export const categoryName = (
  category: Pick<AdminCategory, 'name_ar' | 'name_en'>,
  language: string,
) => ((language as Language) === 'en' ? category.name_en : category.name_ar);

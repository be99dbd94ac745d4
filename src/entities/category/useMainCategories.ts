import { catalogFreshness, useGetMainCategoriesQuery } from '../../api/catalogApi';

/** The main categories query (GET /main-categories), for any screen that lists them. */
export function useMainCategories(options: { skip?: boolean } = {}) {
  return useGetMainCategoriesQuery(undefined, { ...catalogFreshness, ...options });
}

// Main categories are read straight from the main-categories query's cache entry: they are few,
// come from one call and nothing patches them, so they need no slice of their own.
import { catalogApi } from '../../api/catalogApi';
import type { MainCategory } from './model';

const selectMainCategoriesResult = catalogApi.endpoints.getMainCategories.select();

type ApiRootState = Parameters<typeof selectMainCategoriesResult>[0];

const NO_CATEGORIES: MainCategory[] = [];

/** The loaded main categories in the server's order (empty before they load). */
export const selectMainCategories = (state: ApiRootState): MainCategory[] =>
  selectMainCategoriesResult(state).data ?? NO_CATEGORIES;

import { useLocation } from 'react-router';
import type { MainCategory } from '../../../entities/category/model';
import { useMainCategories } from '../../../entities/category/useMainCategories';
import { LISTING_PARAMS, listingCategoryId } from '../catalogRoutes';
import { useCategoryListing } from './useCategoryListing';
import { useListingParams } from './useListingParams';

const NO_CATEGORIES: readonly MainCategory[] = [];

/**
 * A /{categorySlug} page's choice, read from its address and the store: the listing state of the
 * URL, the categories and the one the slug names. What the heading and the filters need; no
 * products.
 */
export function useCategoryChoice(categorySlug: string) {
  const params = useListingParams();
  const categoriesQuery = useMainCategories();
  const categories = categoriesQuery.data ?? NO_CATEGORIES;
  const category = categories.find(({ slug }) => slug === categorySlug);
  return { ...params, categoriesQuery, categories, category };
}

/**
 * The choice and the products it names. Each part of the page reads what it needs itself, so each
 * can run on its own.
 */
export function useCategoryPage(categorySlug: string) {
  const { search } = useLocation();
  const choice = useCategoryChoice(categorySlug);
  const { categories, page, productName, maxPrice } = choice;
  // The address moves elsewhere once the categories are known: nothing to load for this one.
  const moving = new URLSearchParams(search).has(LISTING_PARAMS.category);
  const categoryId = moving ? undefined : listingCategoryId(categories, categorySlug, productName);
  const listing = useCategoryListing(categoryId, { page, productName, maxPrice });
  return { ...choice, categoryId, listing };
}

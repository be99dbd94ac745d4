import { useMainCategories } from '../../../entities/category/useMainCategories';
import type { MainCategory } from '../../../entities/category/model';
import { LISTING_PARAMS, listingCategoryId } from '../catalogRoutes';
import { useCategoryListing } from './useCategoryListing';
import { useListingParams } from './useListingParams';
import { useLocation } from 'react-router';

const NO_CATEGORIES: readonly MainCategory[] = [];

/**
 * What a /{categorySlug} page shows, read from its address and the store: the categories, the
 * one the slug names, the listing state of the URL and the products of that state. Each part of
 * the page (the filters, the results) reads it itself, so each can run on its own.
 */
export function useCategoryPage(categorySlug: string | undefined) {
  const { search } = useLocation();
  const params = useListingParams();
  const { page, productName, maxPrice } = params;
  const categoriesQuery = useMainCategories();
  const categories = categoriesQuery.data ?? NO_CATEGORIES;
  const category = categories.find(({ slug }) => slug === categorySlug);
  // The address moves elsewhere once the categories are known: nothing to load for this one.
  const moving = new URLSearchParams(search).has(LISTING_PARAMS.category);
  const categoryId = moving ? undefined : listingCategoryId(categories, categorySlug, productName);
  const listing = useCategoryListing(categoryId, { page, productName, maxPrice });
  return { ...params, categoriesQuery, categories, category, categoryId, listing };
}

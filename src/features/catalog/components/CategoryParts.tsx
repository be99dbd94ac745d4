// The two parts of a /{categorySlug} page that run in the browser, each an island of its own
// (shared/ui/island): the filters and the results. A server-rendered category page runs only
// these; its heading stays the server's HTML.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MainCategory } from '../../../entities/category/model';
import { paths } from '../../../shared/lib/paths';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { island } from '../../../shared/ui/island/IslandFrame';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { listingSearch } from '../catalogRoutes';
import { useCategoryChoice, useCategoryPage } from '../hooks/useCategoryPage';
import { CategoryFilters } from './CategoryFilters';
import { ProductListing } from './ProductListing';

interface CategoryPartProps {
  /** The slug of the page's address. */
  categorySlug: string;
}

/** The sidebar: a category choice, a search or a price moves the listing's address. */
export function CategoryFiltersPart({ categorySlug }: CategoryPartProps) {
  const navigate = useNavigate();
  const { categories, category, productName, maxPrice, setFilters } =
    useCategoryChoice(categorySlug);
  const selectCategory = useCallback(
    // The search text is dropped: with it every category is searched, so a choice would not show.
    (next: MainCategory) =>
      navigate(`${paths.category(next.slug)}${listingSearch({ page: 1, maxPrice })}`),
    [navigate, maxPrice],
  );
  const searchFor = useCallback(
    (text: string | undefined) => setFilters({ productName: text }),
    [setFilters],
  );
  // The slider settles often: each setting replaces the history entry instead of adding one.
  const filterPrice = useCallback(
    (value: number) => setFilters({ maxPrice: value }, { replace: true }),
    [setFilters],
  );
  return (
    <CategoryFilters
      listingPath={paths.category(categorySlug)}
      categories={categories}
      selectedSlug={category?.slug}
      onSelectCategory={selectCategory}
      productName={productName}
      onSearch={searchFor}
      maxPrice={maxPrice}
      onMaxPriceChange={filterPrice}
    />
  );
}

/** The products of the address's page, its pages, or why there are none. */
export function CategoryResultsPart({ categorySlug }: CategoryPartProps) {
  const { categoriesQuery, categories, categoryId, listing, page, hrefFor } =
    useCategoryPage(categorySlug);
  if (categoriesQuery.isError && categoryId === undefined) {
    return <LoadFailed onRetry={() => void categoriesQuery.refetch()} />;
  }
  return (
    <ProductListing
      status={categoriesQuery.isSuccess && categories.length === 0 ? 'ready' : listing.status}
      ids={listing.ids}
      page={page}
      lastPage={listing.lastPage}
      hrefFor={hrefFor}
      onRetry={listing.retry}
      pageSize={PAGE_SIZE.categoryListing}
    />
  );
}

export const CategoryFiltersIsland = island('category-filters', CategoryFiltersPart);
export const CategoryResultsIsland = island('category-results', CategoryResultsPart);

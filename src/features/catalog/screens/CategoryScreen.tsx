import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { MainCategory } from '../../../entities/category/model';
import { useMainCategories } from '../../../entities/category/useMainCategories';
import { paths } from '../../../shared/lib/paths';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { categoryMove, LISTING_PARAMS, listingCategoryId, listingSearch } from '../catalogRoutes';
import { CategoryFilters } from '../components/CategoryFilters';
import { Title } from '../components/ListingPage.styles';
import { ProductListing } from '../components/ProductListing';
import { useCategoryListing } from '../hooks/useCategoryListing';
import { useListingParams } from '../hooks/useListingParams';
import { Layout, Results } from './CategoryScreen.styles';

const NO_CATEGORIES: readonly MainCategory[] = [];

/**
 * /{categorySlug}: sidebar filters, 12 products a page from two server pages, pages in
 * the URL. An unknown slug goes (history replaced) to the first category, a `category` parameter
 * (the filters submitted before the app ran) to that category, as the server does (categoryMove);
 * a product_name searches every category.
 */
export function CategoryScreen() {
  const { t } = useTranslation();
  const { categorySlug } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { page, productName, maxPrice, hrefFor, setFilters } = useListingParams();
  const categoriesQuery = useMainCategories();
  const categories = categoriesQuery.data ?? NO_CATEGORIES;
  const category = categories.find(({ slug }) => slug === categorySlug);
  // The address moves elsewhere once the categories are known: nothing to load for this one.
  const moving = new URLSearchParams(search).has(LISTING_PARAMS.category);
  const categoryId = moving ? undefined : listingCategoryId(categories, categorySlug, productName);
  const listing = useCategoryListing(categoryId, { page, productName, maxPrice });

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

  const moveTo = categoriesQuery.isSuccess
    ? categoryMove(categories, categorySlug, search)
    : undefined;
  if (moveTo !== undefined) return <Navigate replace to={moveTo} />;

  const categoriesFailed = categoriesQuery.isError && categoryId === undefined;
  const heading = productName
    ? t('search_results_for', { query: productName })
    : (category?.name ?? t('catalog_categories'));

  return (
    <>
      <Title>{heading}</Title>
      <Layout>
        <CategoryFilters
          listingPath={paths.category(categorySlug ?? '')}
          categories={categories}
          selectedSlug={category?.slug}
          onSelectCategory={selectCategory}
          productName={productName}
          onSearch={searchFor}
          maxPrice={maxPrice}
          onMaxPriceChange={filterPrice}
        />
        <Results>
          {categoriesFailed ? (
            <LoadFailed onRetry={() => void categoriesQuery.refetch()} />
          ) : (
            <ProductListing
              status={
                categoriesQuery.isSuccess && categories.length === 0 ? 'ready' : listing.status
              }
              ids={listing.ids}
              page={page}
              lastPage={listing.lastPage}
              hrefFor={hrefFor}
              onRetry={listing.retry}
              pageSize={PAGE_SIZE.categoryListing}
            />
          )}
        </Results>
      </Layout>
    </>
  );
}

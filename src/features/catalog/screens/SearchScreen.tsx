import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { ALL_CATEGORIES } from '../catalogRoutes';
import { Title } from '../components/ListingPage.styles';
import { ProductListing } from '../components/ProductListing';
import { SearchForm } from '../components/SearchForm';
import { useCategoryListing } from '../hooks/useCategoryListing';
import { useListingParams } from '../hooks/useListingParams';
import { Prompt, SearchBar } from './SearchScreen.styles';

/**
 * /search?product_name=…: results across all categories (GET /products/0), paged like a
 * category listing (12 a page from two server pages) so the two screens share their cache and
 * code. Without a search text it asks for one instead of listing the whole catalogue.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const { page, productName, hrefFor, setFilters } = useListingParams();
  // A GET form to this page: a search sent before the app runs is the same URL.
  const action = useHref(paths.search());
  const listing = useCategoryListing(productName ? ALL_CATEGORIES : undefined, {
    page,
    productName,
  });
  const searchFor = useCallback(
    (text: string | undefined) => setFilters({ productName: text, maxPrice: undefined }),
    [setFilters],
  );

  return (
    <>
      <Title>
        {productName ? t('search_results_for', { query: productName }) : t('search_title')}
      </Title>
      <SearchBar>
        <SearchForm value={productName} action={action} onSearch={searchFor} />
      </SearchBar>
      {productName ? (
        <ProductListing
          status={listing.status}
          ids={listing.ids}
          page={page}
          lastPage={listing.lastPage}
          hrefFor={hrefFor}
          onRetry={listing.retry}
          pageSize={PAGE_SIZE.categoryListing}
        />
      ) : (
        <Prompt>{t('search_prompt')}</Prompt>
      )}
    </>
  );
}

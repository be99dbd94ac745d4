import { useTranslation } from 'react-i18next';
import { useGetLatestProductsQuery } from '../../../api/catalogApi';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { catalogQueryArgs } from '../catalogRoutes';
import { Title } from '../components/ListingPage.styles';
import { ProductListing } from '../components/ProductListing';
import { useListingParams } from '../hooks/useListingParams';
import { queryStatus } from '../hooks/queryStatus';

const NO_IDS: readonly number[] = [];

/** /latest-products: newest first, 12 a page (server paging). */
export function LatestProductsScreen() {
  const { t } = useTranslation();
  const { page, hrefFor } = useListingParams();
  const query = useGetLatestProductsQuery(catalogQueryArgs.latest(page));
  return (
    <>
      <Title>{t('latest_products')}</Title>
      <ProductListing
        status={queryStatus(query)}
        ids={query.currentData?.ids ?? NO_IDS}
        page={page}
        lastPage={query.currentData?.lastPage ?? 0}
        hrefFor={hrefFor}
        onRetry={query.refetch}
        pageSize={PAGE_SIZE.latest}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { Title } from '../components/ListingPage.styles';
import { ProductListing } from '../components/ProductListing';
import { useBestSellers } from '../hooks/useBestSellers';
import { useListingParams } from '../hooks/useListingParams';

/** /best-sellers: most sold first, 16 a page. */
export function BestSellersScreen() {
  const { t } = useTranslation();
  const { page, hrefFor } = useListingParams();
  const { status, ids, lastPage, retry } = useBestSellers(page);
  return (
    <>
      <Title>{t('best_sellers')}</Title>
      <ProductListing
        status={status}
        ids={ids}
        page={page}
        lastPage={lastPage}
        hrefFor={hrefFor}
        onRetry={retry}
        pageSize={PAGE_SIZE.bestSellers}
      />
    </>
  );
}

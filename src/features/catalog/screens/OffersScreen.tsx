import { useTranslation } from 'react-i18next';
import { useGetHeaderImagesQuery, useGetShopDetailsQuery } from '../../../api/siteApi';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { Title } from '../components/ListingPage.styles';
import { OfferBanner } from '../components/OfferBanner';
import { ProductListing } from '../components/ProductListing';
import { useBestSellers } from '../hooks/useBestSellers';
import { useListingParams } from '../hooks/useListingParams';

/**
 * /offers: the best sellers plus two copies of a promotional banner, above and below the
 * list. The banner is the one the owner set for this page (the shop details' offers_banner); when
 * none, the first header image: the header slides are the site's promotional artwork and carry no
 * one category's name (a category banner would advertise that one category). Neither: no
 * banner.
 */
export function OffersScreen() {
  const { t } = useTranslation();
  const { page, hrefFor } = useListingParams();
  const { status, ids, lastPage, retry } = useBestSellers(page);
  const details = useGetShopDetailsQuery();
  const headerImages = useGetHeaderImagesQuery();
  const banner = details.data?.offers_banner || headerImages.data?.[0]?.image;
  // Keep the box while either answer loads (no shift), drop it when there is nothing to show.
  const showBanner = details.isLoading || headerImages.isLoading || banner !== undefined;
  return (
    <>
      <Title>{t('offers_title')}</Title>
      {showBanner ? <OfferBanner image={banner} position="top" /> : null}
      <ProductListing
        status={status}
        ids={ids}
        page={page}
        lastPage={lastPage}
        hrefFor={hrefFor}
        onRetry={retry}
        pageSize={PAGE_SIZE.bestSellers}
      />
      {showBanner && status === 'ready' ? <OfferBanner image={banner} position="bottom" /> : null}
    </>
  );
}

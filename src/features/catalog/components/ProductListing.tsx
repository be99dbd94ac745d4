import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ProductGrid } from '../../../entities/product/ui/ProductGrid';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import type { ListingStatus } from '../hooks/useCategoryListing';
import { ListingSkeleton } from './ListingSkeleton';
import { Empty } from './ProductListing.styles';

export interface ProductListingProps {
  status: ListingStatus;
  ids: readonly number[];
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  onRetry: () => void;
  /** Placeholders while loading: a full page, so the cards take their place without a shift. */
  pageSize: number;
}

/**
 * A listing page: placeholders, the retry panel, 'No products found' or the grid and its pages.
 * The cards are titled h2: the grid sits right under the screen's h1.
 */
export function ProductListing({
  status,
  ids,
  page,
  lastPage,
  hrefFor,
  onRetry,
  pageSize,
}: ProductListingProps) {
  const { t } = useTranslation();
  useScrollToTopOnPageChange(page);

  if (status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <ListingSkeleton count={pageSize} />
      </div>
    );
  }
  if (status === 'failed') return <LoadFailed onRetry={onRetry} />;
  // A page past the end (an old link, a filter that shrank the list): the last page instead.
  if (page > 1 && page > lastPage) return <Navigate replace to={hrefFor(Math.max(1, lastPage))} />;
  return (
    <>
      {ids.length === 0 ? (
        <Empty role="status">{t('no_products_found')}</Empty>
      ) : (
        // The first row (two cards on a phone) is what the page paints largest first.
        <ProductGrid productIds={ids} headingLevel={2} priorityCount={2} />
      )}
      <Pagination currentPage={page} lastPage={lastPage} hrefFor={hrefFor} />
    </>
  );
}

/** A new page of the same listing starts at the top (a new path already does, app/DocumentMeta). */
function useScrollToTopOnPageChange(page: number) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    window.scrollTo(0, 0);
  }, [page]);
}

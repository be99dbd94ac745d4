import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { listingSearch, readListingState, type ListingState } from '../catalogRoutes';

export interface ListingUpdateOptions {
  /** Replace the history entry instead of adding one (fine-grained changes such as the slider). */
  replace?: boolean;
}

/**
 * The listing state read from the URL (page, product_name, max_price) and the ways to
 * change it. Any filter change goes back to page 1 (its `page` is dropped from the URL).
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readListingState(searchParams), [searchParams]);

  const hrefFor = useCallback(
    (page: number) => `${pathname}${listingSearch({ ...state, page })}`,
    [pathname, state],
  );

  const setFilters = useCallback(
    (
      changes: Partial<Omit<ListingState, 'page'>>,
      { replace = false }: ListingUpdateOptions = {},
    ) => {
      setSearchParams(listingSearch({ ...state, ...changes, page: 1 }), {
        replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams, state],
  );

  return { ...state, hrefFor, setFilters };
}

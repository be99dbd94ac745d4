import { useCallback, useMemo } from 'react';
import { catalogFreshness, useGetCategoryProductsQuery } from '../../../api/catalogApi';
import { catalogQueryArgs, categoryLastPage, type ListingState } from '../catalogRoutes';

export type ListingStatus = 'loading' | 'failed' | 'ready';

export interface ListingResult {
  status: ListingStatus;
  ids: readonly number[];
  /** UI pages (0 when nothing matched). */
  lastPage: number;
  retry: () => void;
}

const NO_IDS: readonly number[] = [];

/**
 * One UI page of 12 from two server pages of 6 (args in catalogQueryArgs.categoryPages).
 * A failed server page is skipped and the page shows what the other brought. Only when
 * both fail does the screen show the retry panel: an empty list would tell the shopper the
 * category has no products, which is not what happened. `categoryId` undefined = not known yet.
 */
export function useCategoryListing(
  categoryId: number | undefined,
  state: ListingState,
): ListingResult {
  const skip = categoryId === undefined;
  const [firstArg, secondArg] = catalogQueryArgs.categoryPages(categoryId ?? 0, state);
  const first = useGetCategoryProductsQuery(firstArg!, { ...catalogFreshness, skip });
  const second = useGetCategoryProductsQuery(secondArg!, { ...catalogFreshness, skip });

  const { refetch: refetchFirst } = first;
  const { refetch: refetchSecond } = second;
  const retry = useCallback(() => {
    refetchFirst();
    refetchSecond();
  }, [refetchFirst, refetchSecond]);

  const firstData = first.currentData;
  const secondData = second.currentData;
  const settled =
    !skip &&
    (firstData !== undefined || first.isError) &&
    (secondData !== undefined || second.isError);

  return useMemo(() => {
    if (!settled) return { status: 'loading', ids: NO_IDS, lastPage: 0, retry };
    const loaded = [firstData, secondData].filter((page) => page !== undefined);
    if (loaded.length === 0) return { status: 'failed', ids: NO_IDS, lastPage: 0, retry };
    // A product that moved between the two reads must not show twice.
    const ids = [...new Set(loaded.flatMap((page) => page.ids))];
    return { status: 'ready', ids, lastPage: categoryLastPage(loaded) ?? 0, retry };
  }, [settled, firstData, secondData, retry]);
}

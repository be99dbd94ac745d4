import { useMemo } from 'react';
import { catalogFreshness, useGetTopProductsQuery } from '../../../api/catalogApi';
import { bestSellersPage, catalogQueryArgs } from '../catalogRoutes';
import { queryStatus } from './queryStatus';

/** One page of 16 best sellers cut from the capped list (see catalogQueryArgs.top). */
export function useBestSellers(page: number) {
  const query = useGetTopProductsQuery(catalogQueryArgs.top(), catalogFreshness);
  const allIds = query.currentData?.ids;
  const { ids, lastPage } = useMemo(() => bestSellersPage(allIds, page), [allIds, page]);
  return { status: queryStatus(query), ids, lastPage, retry: query.refetch };
}

import type { ListingStatus } from './useCategoryListing';

/** A list query's state for ProductListing: its own data (not a previous page's), else failed/loading. */
export function queryStatus(query: { currentData?: unknown; isError: boolean }): ListingStatus {
  if (query.currentData !== undefined) return 'ready';
  return query.isError ? 'failed' : 'loading';
}

// What the server answers for a listing address before any screen runs: the address itself, or a
// move elsewhere. A page past the end (an old link, a list that shrank) moves to the last page, as
// the screen does once it runs; temporary (302): the list may grow back. Nothing is decided while
// the list has not loaded: the page is then rendered as asked.
import { catalogApi } from '../../api/catalogApi';
import { paths } from '../../shared/lib/paths';
import type { RouteStatus, RouteStatusFn } from '../../shared/lib/routeData';
import {
  ALL_CATEGORIES,
  bestSellersPage,
  catalogQueryArgs,
  categoryLastPage,
  categoryMove,
  listingCategoryId,
  listingSearch,
  readListingState,
  type CatalogMetaState,
  type ListingState,
} from './catalogRoutes';

/** The listing at `path` moves to its last page when `listing.page` is past it. */
function pastTheEnd(
  path: string,
  listing: ListingState,
  lastPage: number | null | undefined,
): RouteStatus {
  if (lastPage === null || lastPage === undefined || listing.page <= Math.max(1, lastPage)) {
    return { kind: 'ok' };
  }
  const target = `${path}${listingSearch({ ...listing, page: Math.max(1, lastPage) })}`;
  return { kind: 'redirect', path: target, permanent: false };
}

export const latestProductsStatus: RouteStatusFn<CatalogMetaState> = ({ state, search }) => {
  const listing = readListingState(new URLSearchParams(search));
  if (listing.page <= 1) return { kind: 'ok' };
  const loaded = catalogApi.endpoints.getLatestProducts.select(
    catalogQueryArgs.latest(listing.page),
  )(state).data;
  return pastTheEnd(paths.latestProducts(), listing, loaded?.lastPage);
};

/** Best sellers and offers page the same capped list. */
const topListStatus =
  (path: string): RouteStatusFn<CatalogMetaState> =>
  ({ state, search }) => {
    const listing = readListingState(new URLSearchParams(search));
    if (listing.page <= 1) return { kind: 'ok' };
    const loaded = catalogApi.endpoints.getTopProducts.select(catalogQueryArgs.top())(state).data;
    return pastTheEnd(path, listing, loaded && bestSellersPage(loaded.ids, 1).lastPage);
  };

export const bestSellersStatus = topListStatus(paths.bestSellers());
export const offersStatus = topListStatus(paths.offers());

/** Search ignores the price filter: it asks every category with the text alone. */
export const searchStatus: RouteStatusFn<CatalogMetaState> = ({ state, search }) => {
  const listing = readListingState(new URLSearchParams(search));
  if (!listing.productName || listing.page <= 1) return { kind: 'ok' };
  const pages = catalogQueryArgs
    .categoryPages(ALL_CATEGORIES, { ...listing, maxPrice: undefined })
    .map((arg) => catalogApi.endpoints.getCategoryProducts.select(arg)(state).data);
  return pastTheEnd(paths.search(), listing, categoryLastPage(pages));
};

/**
 * The server's answer for a category URL that moves (categoryMove): temporary (302), not
 * permanent: the first category changes when the categories are reordered, and a category created
 * later under an unknown slug must be reachable — a cached permanent redirect would hide it from
 * browsers and search engines for good.
 */
export const categoryStatus: RouteStatusFn<CatalogMetaState> = ({ state, params, search }) => {
  const categories = catalogApi.endpoints.getMainCategories.select()(state);
  if (!categories.isSuccess) return { kind: 'unknown' };
  const path = categoryMove(categories.data, params.categorySlug, search);
  if (path !== undefined) return { kind: 'redirect', path, permanent: false };
  const listing = readListingState(new URLSearchParams(search));
  const categoryId = listingCategoryId(categories.data, params.categorySlug, listing.productName);
  if (categoryId === undefined || listing.page <= 1) return { kind: 'ok' };
  const pages = catalogQueryArgs
    .categoryPages(categoryId, listing)
    .map((arg) => catalogApi.endpoints.getCategoryProducts.select(arg)(state).data);
  return pastTheEnd(paths.category(params.categorySlug ?? ''), listing, categoryLastPage(pages));
};

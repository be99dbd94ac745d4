// The product listings (latest, best sellers, offers, search, a category): address, screen and
// data of each, declared once (shared/lib/screenRoute.ts).
import { paths, pathPatterns } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';
import type { CatalogMetaState } from './catalogRoutes';

const data = () =>
  Promise.all([
    import(/* webpackChunkName: "data-catalog" */ './catalogRoutes'),
    import(/* webpackChunkName: "data-catalog" */ './listingStatus'),
  ]).then(([routes, status]) => ({ ...routes, ...status }));

export const catalogPages: ScreenRoute<CatalogMetaState>[] = [
  {
    id: 'latest-products',
    path: paths.latestProducts(),
    lazy: () =>
      import(/* webpackChunkName: "route-latest-products" */ './screens/LatestProductsScreen').then(
        (m) => ({ Component: m.LatestProductsScreen }),
      ),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchLatestProducts,
        meta: m.latestProductsMeta,
        status: m.latestProductsStatus,
      })),
  },
  {
    id: 'best-sellers',
    path: paths.bestSellers(),
    lazy: () =>
      import(/* webpackChunkName: "route-best-sellers" */ './screens/BestSellersScreen').then(
        (m) => ({ Component: m.BestSellersScreen }),
      ),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchBestSellers,
        meta: m.bestSellersMeta,
        status: m.bestSellersStatus,
      })),
  },
  {
    id: 'offers',
    path: paths.offers(),
    lazy: () =>
      import(/* webpackChunkName: "route-offers" */ './screens/OffersScreen').then((m) => ({
        Component: m.OffersScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchOffers,
        meta: m.offersMeta,
        status: m.offersStatus,
      })),
    manualScrollRestoration: true,
  },
  {
    id: 'search',
    // paths.search() builds the URL with its query; the route matches the path alone.
    path: paths.search(),
    lazy: () =>
      import(/* webpackChunkName: "route-search" */ './screens/SearchScreen').then((m) => ({
        Component: m.SearchScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchSearch,
        meta: m.searchMeta,
        status: m.searchStatus,
      })),
  },
  {
    id: 'category',
    path: pathPatterns.category,
    lazy: () =>
      import(/* webpackChunkName: "route-category" */ './screens/CategoryScreen').then((m) => ({
        Component: m.CategoryScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchCategory,
        meta: m.categoryMeta,
        status: m.categoryStatus,
      })),
  },
];

// The product listings (latest, best sellers, offers, search, a category): address, screen and
// data of each, declared once (shared/lib/screenRoute.ts).
import { paths, pathPatterns } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';
import type { CatalogMetaState } from './catalogRoutes';

const data = () => import(/* webpackChunkName: "data-catalog" */ './catalogRoutes');

export const catalogPages: ScreenRoute<CatalogMetaState>[] = [
  {
    id: 'latest-products',
    path: paths.latestProducts(),
    lazy: () =>
      import(/* webpackChunkName: "route-latest-products" */ './screens/LatestProductsScreen').then(
        (m) => ({ Component: m.LatestProductsScreen }),
      ),
    data: () =>
      data().then((m) => ({ prefetch: m.prefetchLatestProducts, meta: m.latestProductsMeta })),
  },
  {
    id: 'best-sellers',
    path: paths.bestSellers(),
    lazy: () =>
      import(/* webpackChunkName: "route-best-sellers" */ './screens/BestSellersScreen').then(
        (m) => ({ Component: m.BestSellersScreen }),
      ),
    data: () => data().then((m) => ({ prefetch: m.prefetchBestSellers, meta: m.bestSellersMeta })),
  },
  {
    id: 'offers',
    path: paths.offers(),
    lazy: () =>
      import(/* webpackChunkName: "route-offers" */ './screens/OffersScreen').then((m) => ({
        Component: m.OffersScreen,
      })),
    data: () => data().then((m) => ({ prefetch: m.prefetchOffers, meta: m.offersMeta })),
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
    data: () => data().then((m) => ({ prefetch: m.prefetchSearch, meta: m.searchMeta })),
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

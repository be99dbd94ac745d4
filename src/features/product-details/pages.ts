// The product page, at its slugs and at its id: address, screen and data (shared/lib/screenRoute.ts).
import { pathPatterns } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';
import type { ProductRouteState } from './productRoutes';

const screen = () =>
  import(/* webpackChunkName: "route-product" */ './screens/ProductDetailsScreen').then((m) => ({
    Component: m.ProductDetailsScreen,
  }));

const data = () =>
  import(/* webpackChunkName: "data-product" */ './productRoutes').then((m) => ({
    prefetch: m.prefetchProduct,
    meta: m.productMeta,
    status: m.productStatus,
  }));

export const productPages: ScreenRoute<ProductRouteState>[] = [
  { id: 'product-by-id', path: pathPatterns.productById, lazy: screen, data },
  { id: 'product', path: pathPatterns.product, lazy: screen, data },
];

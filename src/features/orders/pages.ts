// The shopper's orders page: address, screen and data (shared/lib/screenRoute.ts).
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';

export const orderPages: ScreenRoute[] = [
  {
    id: 'orders',
    path: paths.orders(),
    lazy: () =>
      import(/* webpackChunkName: "route-orders" */ './screens/OrdersScreen').then((m) => ({
        Component: m.OrdersScreen,
      })),
    data: () =>
      import(/* webpackChunkName: "data-orders" */ './orderRoutes').then((m) => ({
        meta: m.ordersMeta,
      })),
  },
];

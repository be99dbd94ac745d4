// The cart and checkout pages: address, screen and data of each (shared/lib/screenRoute.ts).
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';

const data = () => import(/* webpackChunkName: "data-cart" */ './cartRoutes');

export const cartPages: ScreenRoute[] = [
  {
    id: 'cart',
    path: paths.cart(),
    lazy: () =>
      import(/* webpackChunkName: "route-cart" */ './screens/CartScreen').then((m) => ({
        Component: m.CartScreen,
      })),
    data: () => data().then((m) => ({ meta: m.cartMeta })),
  },
  {
    id: 'checkout',
    path: paths.checkout(),
    lazy: () =>
      import(/* webpackChunkName: "route-checkout" */ './screens/CheckoutScreen').then((m) => ({
        Component: m.CheckoutScreen,
      })),
    data: () => data().then((m) => ({ meta: m.checkoutMeta })),
  },
];

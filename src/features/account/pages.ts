// The shopper's account pages: address, screen and data of each (shared/lib/screenRoute.ts).
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';

const data = () => import(/* webpackChunkName: "data-account" */ './accountRoutes');

export const accountPages: ScreenRoute[] = [
  {
    id: 'change-password',
    path: paths.changePassword(),
    lazy: () =>
      import(/* webpackChunkName: "route-change-password" */ './screens/ChangePasswordScreen').then(
        (m) => ({ Component: m.ChangePasswordScreen }),
      ),
    data: () => data().then((m) => ({ meta: m.changePasswordMeta })),
  },
  {
    id: 'profile',
    path: paths.profile(),
    lazy: () =>
      import(/* webpackChunkName: "route-profile" */ './screens/ProfileScreen').then((m) => ({
        Component: m.ProfileScreen,
      })),
    data: () => data().then((m) => ({ meta: m.profileMeta })),
  },
  {
    id: 'favourites',
    path: paths.favourites(),
    lazy: () =>
      import(/* webpackChunkName: "route-favourites" */ './screens/FavouritesScreen').then((m) => ({
        Component: m.FavouritesScreen,
      })),
    data: () => data().then((m) => ({ meta: m.favouritesMeta })),
  },
];

// Home: address, screen and data. Its data functions are in the first view (the page most visits
// start on); its chunk is named `route-home` because the size budget measures index.html's files
// plus that chunk.
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';
import { homeMeta, prefetchHome } from './homeData';

export const homePages: ScreenRoute[] = [
  {
    id: 'home',
    path: paths.home(),
    lazy: () =>
      import(/* webpackChunkName: "route-home" */ './screens/HomeScreen').then((m) => ({
        Component: m.HomeScreen,
      })),
    data: async () => ({ prefetch: prefetchHome, meta: homeMeta }),
  },
];

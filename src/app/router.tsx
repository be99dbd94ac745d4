// The SPEC §2 route table. Screens are lazy (one chunk each); the home chunk is named
// `route-home` because the size budget measures index.html's files plus that chunk.
//
// Data needs: each route may declare `prefetch(dispatch)`, a plain function that starts the RTK
// Query loads its screen will read, with the same arguments (the API layer adds the language). It
// is imported statically (no screen code, only API calls), so it can run before the screen's chunk
// arrives: at boot in the browser (see bootstrap.tsx) and, later, on a server before rendering. No
// route `loader`s: screens keep reading through RTK Query hooks.
import { matchPath, type RouteObject } from 'react-router';
import { MaintenanceGate } from '../features/layout/components/MaintenanceGate';
import { RouteErrorScreen } from '../features/layout/components/RouteErrorScreen';
import { SiteShell } from '../features/layout/components/SiteShell';
import { prefetchHome, type DataDispatch } from '../features/home/homeData';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import { paths } from './paths';

export type RoutePrefetch = (dispatch: DataDispatch) => Promise<void>;

interface ScreenRoute {
  path: string;
  lazy: NonNullable<RouteObject['lazy']>;
  prefetch?: RoutePrefetch;
}

export const screenRoutes: ScreenRoute[] = [
  {
    path: paths.home(),
    lazy: async () => {
      const { HomeScreen } = await import(
        /* webpackChunkName: "route-home" */ '../features/home/screens/HomeScreen'
      );
      return { Component: HomeScreen };
    },
    prefetch: prefetchHome,
  },
];

/** A path no route matches: a 404 page inside the shell (its own small chunk). */
const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => {
    const { NotFoundScreen } = await import(
      /* webpackChunkName: "route-not-found" */ '../features/layout/components/NotFoundScreen'
    );
    return { Component: NotFoundScreen };
  },
};

/**
 * Root: the settings/maintenance gate (SPEC §4 Home load: settings first), then the page shell
 * (header), then the screens. Anything a route throws ends in the root's error screen (imported
 * statically: it must work when a chunk download is what failed).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: MaintenanceGate,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: LoadingOverlay,
      children: [
        {
          Component: SiteShell,
          children: [...screenRoutes.map(({ path, lazy }) => ({ path, lazy })), notFoundRoute],
        },
      ],
    },
  ];
}

/** Starts the data loads of the screen at `pathname`, if it declares any. */
export async function prefetchRoute(pathname: string, dispatch: DataDispatch): Promise<void> {
  const route = screenRoutes.find(({ path }) => matchPath({ path, end: true }, pathname));
  await route?.prefetch?.(dispatch);
}

// The storefront's route table: each feature declares its pages once (address, screen, data:
// features/*/pages.ts, shared/lib/screenRoute.ts) and the app composes them here, under the
// settings gate and the page shell. Links are built with the same paths (shared/lib/paths.ts); on
// English pages the router's basename (/en) puts every link and navigation in that language.
//
// Data needs: each page declares `data()`, giving `prefetch(dispatch, location)`, a plain function
// that starts the RTK Query loads its screen will read with the same arguments (the API layer adds
// the language), and `meta(context)`, its document title, description and canonical path. They sit
// in React-free modules (no screen code), so prefetch runs before the screen's chunk arrives: at
// boot in the browser (see bootstrap.tsx) and on the server before rendering. No route `loader`s:
// screens keep reading through RTK Query hooks.
import { matchRoutes, type RouteObject } from 'react-router';
import { siteApi } from '../api/siteApi';
import { accountPages } from '../features/account/pages';
import { authPages } from '../features/auth/pages';
import { cartPages } from '../features/cart/pages';
import { catalogPages } from '../features/catalog/pages';
import { contentPages } from '../features/content/pages';
import { enquiryPages } from '../features/enquiries/pages';
import { homePages } from '../features/home/pages';
import { MaintenanceGate } from '../features/layout/components/MaintenanceGate';
import { RouteErrorScreen } from '../features/layout/components/RouteErrorScreen';
import { SiteShell } from '../features/layout/components/SiteShell';
import { orderPages } from '../features/orders/pages';
import { productPages } from '../features/product-details/pages';
import type { DataDispatch, RouteLocation } from '../shared/lib/routeData';
import type { RouteData as PageData, ScreenRoute as PageRoute } from '../shared/lib/screenRoute';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import { DocumentMeta } from './DocumentMeta';
import type { RootState } from './store';

/** A page's data functions, reading the whole store. */
export type RouteData = PageData<RootState>;
export type ScreenRoute = PageRoute<RootState>;

/**
 * The sign-in, account, cart, checkout and orders pages: no first view of a shop visit shows them,
 * so their texts are not in the translations chunk every page loads but in one of their own,
 * fetched with the page's screen (i18n/accountTexts.tsx).
 */
function withAccountTexts(route: ScreenRoute): ScreenRoute {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded, texts] = await Promise.all([
        lazy(),
        import(/* webpackChunkName: "texts-account" */ '../i18n/accountTexts'),
      ]);
      const { Component } = loaded;
      return Component ? { ...loaded, Component: texts.withAccountTexts(Component) } : loaded;
    },
  };
}

/**
 * Every page of the storefront. Order does not decide a match: react-router ranks the patterns
 * (a fixed path beats `/:categorySlug`, `/productsDetails/:id` beats `/:categorySlug/:productSlug`).
 */
export const screenRoutes: readonly ScreenRoute[] = [
  ...homePages,
  ...catalogPages,
  ...productPages,
  ...[...authPages, ...accountPages, ...cartPages, ...orderPages].map(withAccountTexts),
  ...contentPages,
  ...enquiryPages,
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

/** Document meta of the matched screen, then the settings gate and everything inside it. */
function RootLayout() {
  return (
    <>
      <DocumentMeta routes={screenRoutes} />
      <MaintenanceGate />
    </>
  );
}

/**
 * Root: the settings/maintenance gate (the settings load first), then the page shell
 * (header), then the screens. Anything a route throws ends in the root's error screen (imported
 * statically: it must work when a chunk download is what failed).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: LoadingOverlay,
      children: [
        {
          Component: SiteShell,
          children: [
            ...screenRoutes.map(({ id, path, lazy }) => ({ id, path, lazy })),
            notFoundRoute,
          ],
        },
      ],
    },
  ];
}

/** The pages as react-router matches them (id and pattern), for matching outside the router. */
const matchable: RouteObject[] = screenRoutes.map(({ id, path }) => ({ id, path }));
const byId = new Map(screenRoutes.map((route) => [route.id, route]));

/**
 * The page matching `pathname` (a path without the language prefix) and its parameters, decoded
 * as the router's own matches give them (Arabic slugs); null when no page matches.
 */
export function matchScreenRoute(pathname: string) {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const route = match?.route.id ? byId.get(match.route.id) : undefined;
  return match && route ? { route, params: match.params } : null;
}

/** Starts the data loads of the screen at this location, if it declares any. */
export async function prefetchRoute(
  { pathname, search }: { pathname: string; search: string },
  dispatch: DataDispatch,
  getState: () => unknown,
): Promise<void> {
  // What every page shows comes with every route: the root gate's settings (they load first),
  // the header's social links and the shop's details (footer, chat links), so
  // the server's first paint has them all.
  const once = { subscribe: false } as const;
  const settings = Promise.all([
    dispatch(siteApi.endpoints.getSettings.initiate(undefined, once)),
    dispatch(siteApi.endpoints.getSocialPlatforms.initiate(undefined, once)),
    dispatch(siteApi.endpoints.getShopDetails.initiate(undefined, once)),
  ]);
  const found = matchScreenRoute(pathname);
  if (!found) {
    await settings;
    return;
  }
  const location: RouteLocation = {
    params: found.params,
    searchParams: new URLSearchParams(search),
  };
  const routeLoads = found.route
    .data()
    .then(({ prefetch }) => prefetch?.(dispatch, { ...location, getState }));
  await Promise.all([settings, routeLoads]);
}

// The SPEC §2 route table. Screens are lazy (one chunk each); the home chunk is named
// `route-home` because the size budget measures index.html's files plus that chunk.
//
// Data needs: each route declares `data()`, giving `prefetch(dispatch, location)`, a plain function
// that starts the RTK Query loads its screen will read with the same arguments (the API layer adds
// the language), and `meta(context)`, its document title, description and canonical path. They sit
// in React-free modules (no screen code), so prefetch runs before the screen's chunk arrives: at
// boot in the browser (see bootstrap.tsx) and, later, on a server before rendering. No route
// `loader`s: screens keep reading through RTK Query hooks.
import { matchPath, type RouteObject } from 'react-router';
import { siteApi } from '../api/siteApi';
import { MaintenanceGate } from '../features/layout/components/MaintenanceGate';
import { RouteErrorScreen } from '../features/layout/components/RouteErrorScreen';
import { SiteShell } from '../features/layout/components/SiteShell';
import { homeMeta, prefetchHome } from '../features/home/homeData';
import type { PolicyPageSlug } from '../shared/wire/content';
import type {
  DataDispatch,
  RouteLocation,
  RouteMetaFn,
  RoutePrefetch,
  RouteStatusFn,
} from '../shared/lib/routeData';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import { DocumentMeta } from './DocumentMeta';
import { paths } from './paths';
import type { RootState } from './store';

/** What a route declares besides its screen (see the file header). */
export interface RouteData {
  prefetch?: RoutePrefetch;
  /** Title, description and canonical path from the data in the store and the language. */
  meta: RouteMetaFn<RootState>;
  /** What a server answers for the page (routeData.ts RouteStatus); without it: the page, 200. */
  status?: RouteStatusFn<RootState>;
}

export interface ScreenRoute {
  /** Route id (react-router) and the key DocumentMeta finds the meta by. */
  id: string;
  path: string;
  lazy: NonNullable<RouteObject['lazy']>;
  /**
   * The route's data functions. Home's are in the first view; every other route's come in a small
   * chunk of their own, fetched together with (and long before) the screen's chunk, so the
   * first view does not carry the data code of every route.
   */
  data: () => Promise<RouteData>;
  /** SPEC §2 Navigation behaviour: pages whose scroll position the browser must not restore. */
  manualScrollRestoration?: boolean;
}

const catalogData = () =>
  import(/* webpackChunkName: "data-catalog" */ '../features/catalog/catalogRoutes');
const productData = () =>
  import(/* webpackChunkName: "data-product" */ '../features/product-details/productRoutes');

const productRouteData = (m: Awaited<ReturnType<typeof productData>>): RouteData => ({
  prefetch: m.prefetchProduct,
  meta: m.productMeta,
  status: m.productStatus,
});

const authData = () => import(/* webpackChunkName: "data-auth" */ '../features/auth/authRoutes');
const accountData = () =>
  import(/* webpackChunkName: "data-account" */ '../features/account/accountRoutes');
const cartData = () => import(/* webpackChunkName: "data-cart" */ '../features/cart/cartRoutes');
const orderData = () =>
  import(/* webpackChunkName: "data-orders" */ '../features/orders/orderRoutes');
const contentData = () =>
  import(/* webpackChunkName: "data-content" */ '../features/content/contentRoutes');
const enquiryData = () =>
  import(/* webpackChunkName: "data-enquiries" */ '../features/enquiries/enquiryRoutes');

/**
 * SPEC §2's four policy pages (the wire's POLICY_PAGE_SLUGS, not imported: the route table is in
 * the first view and the wire module is not), one screen (one chunk) given the page's slug.
 */
const POLICY_PAGES = [
  'shipping-policy',
  'terms-conditions',
  'exchanges-and-returns',
  'privacy-policy',
] as const satisfies readonly PolicyPageSlug[];

function policyRoute(slug: PolicyPageSlug): ScreenRoute {
  return {
    id: slug,
    path: `/${slug}`,
    lazy: async () => {
      const { PolicyPageScreen } = await import(
        /* webpackChunkName: "route-policy" */ '../features/content/screens/PolicyPageScreen'
      );
      const PolicyPage = () => <PolicyPageScreen slug={slug} />;
      return { Component: PolicyPage };
    },
    data: () =>
      contentData().then((m) => ({
        prefetch: m.prefetchPolicyPage(slug),
        meta: m.policyPageMeta(slug),
      })),
  };
}

export const screenRoutes: ScreenRoute[] = [
  {
    id: 'home',
    path: paths.home(),
    lazy: async () => {
      const { HomeScreen } = await import(
        /* webpackChunkName: "route-home" */ '../features/home/screens/HomeScreen'
      );
      return { Component: HomeScreen };
    },
    data: async () => ({ prefetch: prefetchHome, meta: homeMeta }),
  },
  {
    id: 'latest-products',
    path: paths.latestProducts(),
    lazy: async () => {
      const { LatestProductsScreen } = await import(
        /* webpackChunkName: "route-latest-products" */ '../features/catalog/screens/LatestProductsScreen'
      );
      return { Component: LatestProductsScreen };
    },
    data: () =>
      catalogData().then((m) => ({
        prefetch: m.prefetchLatestProducts,
        meta: m.latestProductsMeta,
      })),
  },
  {
    id: 'best-sellers',
    path: paths.bestSellers(),
    lazy: async () => {
      const { BestSellersScreen } = await import(
        /* webpackChunkName: "route-best-sellers" */ '../features/catalog/screens/BestSellersScreen'
      );
      return { Component: BestSellersScreen };
    },
    data: () =>
      catalogData().then((m) => ({ prefetch: m.prefetchBestSellers, meta: m.bestSellersMeta })),
  },
  {
    id: 'offers',
    path: paths.offers(),
    lazy: async () => {
      const { OffersScreen } = await import(
        /* webpackChunkName: "route-offers" */ '../features/catalog/screens/OffersScreen'
      );
      return { Component: OffersScreen };
    },
    data: () => catalogData().then((m) => ({ prefetch: m.prefetchOffers, meta: m.offersMeta })),
    manualScrollRestoration: true,
  },
  {
    id: 'search',
    // paths.search() builds the URL with its query; the route matches the path alone.
    path: paths.search(),
    lazy: async () => {
      const { SearchScreen } = await import(
        /* webpackChunkName: "route-search" */ '../features/catalog/screens/SearchScreen'
      );
      return { Component: SearchScreen };
    },
    data: () => catalogData().then((m) => ({ prefetch: m.prefetchSearch, meta: m.searchMeta })),
  },
  {
    id: 'login',
    path: paths.login(),
    lazy: async () => {
      const { LoginScreen } = await import(
        /* webpackChunkName: "route-login" */ '../features/auth/screens/LoginScreen'
      );
      return { Component: LoginScreen };
    },
    data: () => authData().then((m) => ({ meta: m.loginMeta })),
  },
  {
    id: 'register',
    path: paths.register(),
    lazy: async () => {
      const { RegisterScreen } = await import(
        /* webpackChunkName: "route-register" */ '../features/auth/screens/RegisterScreen'
      );
      return { Component: RegisterScreen };
    },
    data: () => authData().then((m) => ({ prefetch: m.prefetchRegister, meta: m.registerMeta })),
  },
  {
    id: 'forgot-password',
    path: paths.forgotPassword(),
    lazy: async () => {
      const { ForgotPasswordScreen } = await import(
        /* webpackChunkName: "route-forgot-password" */ '../features/auth/screens/ForgotPasswordScreen'
      );
      return { Component: ForgotPasswordScreen };
    },
    data: () => authData().then((m) => ({ meta: m.forgotPasswordMeta })),
  },
  {
    id: 'reset-password',
    path: paths.resetPassword(),
    lazy: async () => {
      const { ResetPasswordScreen } = await import(
        /* webpackChunkName: "route-reset-password" */ '../features/auth/screens/ResetPasswordScreen'
      );
      return { Component: ResetPasswordScreen };
    },
    data: () => authData().then((m) => ({ meta: m.resetPasswordMeta })),
  },
  {
    id: 'restore-account',
    path: paths.restoreAccount(),
    lazy: async () => {
      const { RestoreAccountScreen } = await import(
        /* webpackChunkName: "route-restore-account" */ '../features/auth/screens/RestoreAccountScreen'
      );
      return { Component: RestoreAccountScreen };
    },
    data: () => authData().then((m) => ({ meta: m.restoreAccountMeta })),
  },
  {
    id: 'change-password',
    path: paths.changePassword(),
    lazy: async () => {
      const { ChangePasswordScreen } = await import(
        /* webpackChunkName: "route-change-password" */ '../features/account/screens/ChangePasswordScreen'
      );
      return { Component: ChangePasswordScreen };
    },
    data: () => accountData().then((m) => ({ meta: m.changePasswordMeta })),
  },
  {
    id: 'profile',
    path: paths.profile(),
    lazy: async () => {
      const { ProfileScreen } = await import(
        /* webpackChunkName: "route-profile" */ '../features/account/screens/ProfileScreen'
      );
      return { Component: ProfileScreen };
    },
    data: () => accountData().then((m) => ({ meta: m.profileMeta })),
  },
  {
    id: 'favourites',
    path: paths.favourites(),
    lazy: async () => {
      const { FavouritesScreen } = await import(
        /* webpackChunkName: "route-favourites" */ '../features/account/screens/FavouritesScreen'
      );
      return { Component: FavouritesScreen };
    },
    data: () => accountData().then((m) => ({ meta: m.favouritesMeta })),
  },
  {
    id: 'cart',
    path: paths.cart(),
    lazy: async () => {
      const { CartScreen } = await import(
        /* webpackChunkName: "route-cart" */ '../features/cart/screens/CartScreen'
      );
      return { Component: CartScreen };
    },
    data: () => cartData().then((m) => ({ meta: m.cartMeta })),
  },
  {
    id: 'checkout',
    path: paths.checkout(),
    lazy: async () => {
      const { CheckoutScreen } = await import(
        /* webpackChunkName: "route-checkout" */ '../features/cart/screens/CheckoutScreen'
      );
      return { Component: CheckoutScreen };
    },
    data: () => cartData().then((m) => ({ meta: m.checkoutMeta })),
  },
  {
    id: 'orders',
    path: paths.orders(),
    lazy: async () => {
      const { OrdersScreen } = await import(
        /* webpackChunkName: "route-orders" */ '../features/orders/screens/OrdersScreen'
      );
      return { Component: OrdersScreen };
    },
    data: () => orderData().then((m) => ({ meta: m.ordersMeta })),
  },
  {
    id: 'catalog',
    path: paths.catalog(),
    lazy: async () => {
      const { CatalogsScreen } = await import(
        /* webpackChunkName: "route-catalog" */ '../features/content/screens/CatalogsScreen'
      );
      return { Component: CatalogsScreen };
    },
    data: () => contentData().then((m) => ({ prefetch: m.prefetchCatalogs, meta: m.catalogsMeta })),
    manualScrollRestoration: true,
  },
  {
    id: 'videos',
    path: paths.videos(),
    lazy: async () => {
      const { VideosScreen } = await import(
        /* webpackChunkName: "route-videos" */ '../features/content/screens/VideosScreen'
      );
      return { Component: VideosScreen };
    },
    data: () => contentData().then((m) => ({ prefetch: m.prefetchVideos, meta: m.videosMeta })),
    manualScrollRestoration: true,
  },
  {
    id: 'about',
    path: paths.about(),
    lazy: async () => {
      const { AboutScreen } = await import(
        /* webpackChunkName: "route-about" */ '../features/content/screens/AboutScreen'
      );
      return { Component: AboutScreen };
    },
    data: () => contentData().then((m) => ({ prefetch: m.prefetchAboutUs, meta: m.aboutMeta })),
    manualScrollRestoration: true,
  },
  {
    id: 'contact',
    path: paths.contact(),
    lazy: async () => {
      const { ContactScreen } = await import(
        /* webpackChunkName: "route-contact" */ '../features/enquiries/screens/ContactScreen'
      );
      return { Component: ContactScreen };
    },
    data: () => enquiryData().then((m) => ({ prefetch: m.prefetchContact, meta: m.contactMeta })),
  },
  {
    id: 'representative',
    path: paths.representative(),
    lazy: async () => {
      const { RepresentativeScreen } = await import(
        /* webpackChunkName: "route-representative" */ '../features/enquiries/screens/RepresentativeScreen'
      );
      return { Component: RepresentativeScreen };
    },
    data: () => enquiryData().then((m) => ({ meta: m.representativeMeta })),
  },
  {
    id: 'bulk-order',
    path: paths.bulkOrder(),
    lazy: async () => {
      const { BulkOrderScreen } = await import(
        /* webpackChunkName: "route-bulk-order" */ '../features/enquiries/screens/BulkOrderScreen'
      );
      return { Component: BulkOrderScreen };
    },
    data: () => enquiryData().then((m) => ({ meta: m.bulkOrderMeta })),
    manualScrollRestoration: true,
  },
  ...POLICY_PAGES.map(policyRoute),
  {
    id: 'common-questions',
    path: paths.commonQuestions(),
    lazy: async () => {
      const { CommonQuestionsScreen } = await import(
        /* webpackChunkName: "route-common-questions" */ '../features/content/screens/CommonQuestionsScreen'
      );
      return { Component: CommonQuestionsScreen };
    },
    data: () =>
      contentData().then((m) => ({
        prefetch: m.prefetchCommonQuestions,
        meta: m.commonQuestionsMeta,
      })),
  },
  // Dynamic first segments stay LAST (matchScreenRoute takes the first match in table order);
  // /productsDetails/:id before /:categorySlug/:productSlug, which would match it too.
  {
    id: 'category',
    path: '/:categorySlug',
    lazy: async () => {
      const { CategoryScreen } = await import(
        /* webpackChunkName: "route-category" */ '../features/catalog/screens/CategoryScreen'
      );
      return { Component: CategoryScreen };
    },
    data: () =>
      catalogData().then((m) => ({
        prefetch: m.prefetchCategory,
        meta: m.categoryMeta,
        status: m.categoryStatus,
      })),
  },
  {
    id: 'product-by-id',
    path: '/productsDetails/:id',
    lazy: async () => {
      const { ProductDetailsScreen } = await import(
        /* webpackChunkName: "route-product" */ '../features/product-details/screens/ProductDetailsScreen'
      );
      return { Component: ProductDetailsScreen };
    },
    data: () => productData().then(productRouteData),
  },
  {
    id: 'product',
    path: '/:categorySlug/:productSlug',
    lazy: async () => {
      const { ProductDetailsScreen } = await import(
        /* webpackChunkName: "route-product" */ '../features/product-details/screens/ProductDetailsScreen'
      );
      return { Component: ProductDetailsScreen };
    },
    data: () => productData().then(productRouteData),
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
 * Root: the settings/maintenance gate (SPEC §4 Home load: settings first), then the page shell
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

/**
 * Segment by segment, as react-router decodes a location before matching (matchPath alone does
 * not), so params hold the Arabic slugs the router's own matches give; an encoded '/' stays encoded.
 */
function decodePathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The screen route matching `pathname` (first match in table order) and its parameters. */
export function matchScreenRoute(pathname: string) {
  const decoded = decodePathname(pathname);
  for (const route of screenRoutes) {
    const match = matchPath({ path: route.path, end: true }, decoded);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Starts the data loads of the screen at this location, if it declares any. */
export async function prefetchRoute(
  { pathname, search }: { pathname: string; search: string },
  dispatch: DataDispatch,
  getState: () => unknown,
): Promise<void> {
  // What every page shows comes with every route: the root gate's settings (SPEC §4 Home load:
  // settings first) and the header's social links.
  const once = { subscribe: false } as const;
  const settings = Promise.all([
    dispatch(siteApi.endpoints.getSettings.initiate(undefined, once)),
    dispatch(siteApi.endpoints.getSocialPlatforms.initiate(undefined, once)),
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

// The back office's routes, under the language's base (/admin or /en/admin): each page its own
// lazy chunk; the signed-out view at every address is the sign-in form.
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import type { Language } from '../../shared/rules/constants';
import { SignInScreen } from '../features/auth/SignInScreen';
import { AdminLayout, RequireOwner } from '../features/layout/AdminLayout';
import { useAdminSelector } from '../api/hooks';
import { selectStaffMember } from '../api/session';
import { adminBase, otherLanguageHref } from '../ui/paths';

function Root({ language }: { language: Language }) {
  const user = useAdminSelector(selectStaffMember);
  const location = useLocation();
  const other: Language = language === 'en' ? 'ar' : 'en';
  // The router's location is below the base; the language link names the whole address.
  const full = `${adminBase(language)}${location.pathname === '/' ? '' : location.pathname}`;
  const languageHref = otherLanguageHref(full, location.search);
  return user ? (
    <AdminLayout languageHref={languageHref} otherLanguage={other} />
  ) : (
    <SignInScreen languageHref={languageHref} otherLanguage={other} />
  );
}

export function createAdminRoutes(language: Language): RouteObject[] {
  return [
    // The invite link's page: open without a session (the link's token is the proof).
    {
      path: '/set-password',
      lazy: () =>
        import(/* webpackChunkName: "admin-set-password" */ '../features/auth/SetPasswordScreen'),
    },
    // An existing account's invitation to join the staff: the page signs its holder in itself, as
    // the back office's own sign-in refuses a customer account (which it is until it accepts).
    {
      path: '/accept-invite',
      lazy: () =>
        import(/* webpackChunkName: "admin-accept-invite" */ '../features/auth/AcceptInviteScreen'),
    },
    {
      path: '/',
      element: <Root language={language} />,
      children: [
        {
          index: true,
          lazy: () =>
            import(
              /* webpackChunkName: "admin-dashboard" */ '../features/dashboard/DashboardScreen'
            ),
        },
        {
          path: 'orders',
          lazy: () =>
            import(/* webpackChunkName: "admin-orders" */ '../features/orders/OrdersScreen'),
        },
        {
          path: 'orders/:id',
          lazy: () =>
            import(/* webpackChunkName: "admin-order" */ '../features/orders/OrderScreen'),
        },
        {
          path: 'products',
          lazy: () =>
            import(/* webpackChunkName: "admin-products" */ '../features/products/ProductsScreen'),
        },
        {
          path: 'products/new',
          lazy: () =>
            import(/* webpackChunkName: "admin-product" */ '../features/products/ProductScreen'),
        },
        {
          path: 'products/:id',
          lazy: () =>
            import(/* webpackChunkName: "admin-product" */ '../features/products/ProductScreen'),
        },
        {
          path: 'categories',
          lazy: () =>
            import(
              /* webpackChunkName: "admin-categories" */ '../features/categories/CategoriesScreen'
            ),
        },
        {
          path: 'import-export',
          lazy: () =>
            import(/* webpackChunkName: "admin-transfer" */ '../features/transfer/TransferScreen'),
        },
        {
          element: <RequireOwner />,
          children: [
            {
              path: 'settings',
              lazy: () =>
                import(
                  /* webpackChunkName: "admin-settings" */ '../features/settings/SettingsScreen'
                ),
            },
            {
              path: 'pictures',
              lazy: () =>
                import(
                  /* webpackChunkName: "admin-pictures" */ '../features/pictures/PicturesScreen'
                ),
            },
            {
              path: 'pages',
              lazy: () =>
                import(/* webpackChunkName: "admin-pages" */ '../features/pages/PagesScreen'),
            },
            {
              path: 'pages/about',
              lazy: () =>
                import(/* webpackChunkName: "admin-page-editor" */ '../features/pages/AboutScreen'),
            },
            {
              path: 'pages/policies/:slug',
              lazy: () =>
                import(
                  /* webpackChunkName: "admin-page-editor" */ '../features/pages/PolicyScreen'
                ),
            },
            {
              path: 'pages/faq',
              lazy: () => import(/* webpackChunkName: "admin-faq" */ '../features/pages/FaqScreen'),
            },
            {
              path: 'pages/team',
              lazy: () =>
                import(/* webpackChunkName: "admin-team" */ '../features/pages/TeamScreen'),
            },
            {
              path: 'pages/catalogs',
              lazy: () =>
                import(/* webpackChunkName: "admin-catalogs" */ '../features/pages/CatalogsScreen'),
            },
            {
              path: 'pages/videos',
              lazy: () =>
                import(/* webpackChunkName: "admin-videos" */ '../features/pages/VideosScreen'),
            },
            {
              path: 'staff',
              lazy: () =>
                import(/* webpackChunkName: "admin-staff" */ '../features/staff/StaffScreen'),
            },
            {
              path: 'audit',
              lazy: () =>
                import(/* webpackChunkName: "admin-audit" */ '../features/audit/AuditScreen'),
            },
          ],
        },
        {
          path: '*',
          lazy: () => import(/* webpackChunkName: "admin-not-found" */ '../ui/NotFound'),
        },
      ],
    },
  ];
}

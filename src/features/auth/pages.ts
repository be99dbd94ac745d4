// The sign-in pages: address, screen and data of each, declared once (shared/lib/screenRoute.ts).
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';

const data = () => import(/* webpackChunkName: "data-auth" */ './authRoutes');

export const authPages: ScreenRoute[] = [
  {
    id: 'login',
    path: paths.login(),
    lazy: () =>
      import(/* webpackChunkName: "route-login" */ './screens/LoginScreen').then((m) => ({
        Component: m.LoginScreen,
      })),
    data: () => data().then((m) => ({ meta: m.loginMeta })),
  },
  {
    id: 'register',
    path: paths.register(),
    lazy: () =>
      import(/* webpackChunkName: "route-register" */ './screens/RegisterScreen').then((m) => ({
        Component: m.RegisterScreen,
      })),
    data: () => data().then((m) => ({ prefetch: m.prefetchRegister, meta: m.registerMeta })),
  },
  {
    id: 'forgot-password',
    path: paths.forgotPassword(),
    lazy: () =>
      import(/* webpackChunkName: "route-forgot-password" */ './screens/ForgotPasswordScreen').then(
        (m) => ({ Component: m.ForgotPasswordScreen }),
      ),
    data: () => data().then((m) => ({ meta: m.forgotPasswordMeta })),
  },
  {
    id: 'reset-password',
    path: paths.resetPassword(),
    lazy: () =>
      import(/* webpackChunkName: "route-reset-password" */ './screens/ResetPasswordScreen').then(
        (m) => ({ Component: m.ResetPasswordScreen }),
      ),
    data: () => data().then((m) => ({ meta: m.resetPasswordMeta })),
  },
  {
    // The undo link mailed after an e-mail or phone change.
    id: 'restore-account',
    path: paths.restoreAccount(),
    lazy: () =>
      import(/* webpackChunkName: "route-restore-account" */ './screens/RestoreAccountScreen').then(
        (m) => ({ Component: m.RestoreAccountScreen }),
      ),
    data: () => data().then((m) => ({ meta: m.restoreAccountMeta })),
  },
];

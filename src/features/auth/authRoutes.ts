// Sign-in routes (/login, /register, /forgot-password, /reset-password): data needs and document
// meta, without React, so the route table (and a server render) can run them before a screen's
// chunk arrives.
import { authApi } from '../../api/authApi';
import type { DataDispatch, RouteMetaFn } from '../../shared/lib/routeData';

/** /register: the city select's list (GET /get-cities) loads with the route, not after it. */
export async function prefetchRegister(dispatch: DataDispatch) {
  await dispatch(authApi.endpoints.getCities.initiate(undefined, { subscribe: false }));
}

export const loginMeta: RouteMetaFn = ({ t }) => ({
  title: t('login_title'),
  description: t('login_description'),
});

export const registerMeta: RouteMetaFn = ({ t }) => ({
  title: t('register_title'),
  description: t('register_description'),
});

export const forgotPasswordMeta: RouteMetaFn = ({ t }) => ({
  title: t('forgot_password_title'),
  description: t('forgot_password_description'),
});

export const resetPasswordMeta: RouteMetaFn = ({ t }) => ({
  title: t('reset_password_title'),
  description: t('reset_password_description'),
});

export const restoreAccountMeta: RouteMetaFn = ({ t }) => ({
  title: t('restore_account_title'),
  description: t('restore_account_description'),
});

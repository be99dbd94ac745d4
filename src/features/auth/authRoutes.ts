// Sign-in routes (SPEC §2 /login, /register, /forgot-password, /reset-password): data needs and document meta, without React,
// so the route table (and a server render) can run them before a screen's chunk arrives.
import type { RouteMetaFn } from '../../shared/lib/routeData';

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

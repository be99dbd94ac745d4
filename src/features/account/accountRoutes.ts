// Account routes (/profile, /fav, /change-password): data needs and document meta, without React,
// so the route table (and a server render) can run them before a screen's chunk arrives.
import type { RouteMetaFn } from '../../shared/lib/routeData';

export const profileMeta: RouteMetaFn = ({ t }) => ({
  title: t('account_title'),
  description: t('account_description'),
});

export const favouritesMeta: RouteMetaFn = ({ t }) => ({
  title: t('favourites_title'),
  description: t('favourites_description'),
});

export const changePasswordMeta: RouteMetaFn = ({ t }) => ({
  title: t('change_password_title'),
  description: t('change_password_description'),
});

// Shopping routes (/cart, /checkout): data needs and document meta, without React,
// so the route table (and a server render) can run them before a screen's chunk arrives.
import type { RouteMetaFn } from '../../shared/lib/routeData';

export const cartMeta: RouteMetaFn = ({ t }) => ({
  title: t('cart_title'),
  description: t('cart_description'),
});

export const checkoutMeta: RouteMetaFn = ({ t }) => ({
  title: t('checkout_title'),
  description: t('checkout_description'),
});

// Orders route (/orders-checkout): data needs and document meta, without React,
// so the route table (and a server render) can run them before a screen's chunk arrives.
import type { RouteMetaFn } from '../../shared/lib/routeData';

export const ordersMeta: RouteMetaFn = ({ t }) => ({
  title: t('orders_title'),
  description: t('orders_description'),
});

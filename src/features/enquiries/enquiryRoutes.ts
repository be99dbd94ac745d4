// Enquiry routes (SPEC §2 /contact, /representative, /order): data needs and document meta,
// without React, so the route table (and a server render) can run them before a screen's chunk
// arrives.
import { contentApi } from '../../api/contentApi';
import { paths } from '../../shared/lib/paths';
import type { DataDispatch, RouteMetaFn } from '../../shared/lib/routeData';

/** SPEC §2 /contact: the team cards load with the route. */
export async function prefetchContact(dispatch: DataDispatch) {
  await dispatch(contentApi.endpoints.getTeamMembers.initiate(undefined, { subscribe: false }));
}

export const contactMeta: RouteMetaFn = ({ t }) => ({
  title: t('contact_title'),
  description: t('contact_description'),
  canonicalPath: paths.contact(),
});

export const representativeMeta: RouteMetaFn = ({ t }) => ({
  title: t('representative_title'),
  description: t('representative_description'),
  canonicalPath: paths.representative(),
});

export const bulkOrderMeta: RouteMetaFn = ({ t }) => ({
  title: t('bulk_order_title'),
  description: t('bulk_order_description'),
  canonicalPath: paths.bulkOrder(),
});

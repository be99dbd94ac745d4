// Enquiry routes (/contact, /representative, /order): data needs, document meta and the
// server's status, without React, so the route table (and a server render) can run them before a
// screen's chunk arrives.
import { contentApi } from '../../api/contentApi';
import { paths } from '../../shared/lib/paths';
import type { DataDispatch, RouteMetaFn, RouteStatusFn } from '../../shared/lib/routeData';

/** /contact: the team cards load with the route. */
export async function prefetchContact(dispatch: DataDispatch) {
  await dispatch(contentApi.endpoints.getTeamMembers.initiate(undefined, { subscribe: false }));
}

/** The part of the store the contact route reads: the API cache. */
export type ContactState = Parameters<
  ReturnType<typeof contentApi.endpoints.getTeamMembers.select>
>[0];

/**
 * The page (200) once the team's cards are in; when their API call failed the server cannot tell
 * what the page says (routeData.ts `unknown`): the plain page, and the browser asks again.
 */
export const contactStatus: RouteStatusFn<ContactState> = ({ state }) =>
  contentApi.endpoints.getTeamMembers.select(undefined)(state).isSuccess
    ? { kind: 'ok' }
    : { kind: 'unknown' };

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

// Content routes (/catalog, /videos, /about, the four policy pages, /common-questions):
// data needs, document meta and the server's status, without React, so the route table (and a
// server render) can run them before a screen's chunk arrives. Screens read with exactly these
// arguments.
import { contentApi } from '../../api/contentApi';
import { pageSearch, readPage } from '../../shared/lib/pageParam';
import { paths } from '../../shared/lib/paths';
import type {
  DataDispatch,
  RouteLocation,
  RouteMetaFn,
  RouteStatus,
  RouteStatusFn,
} from '../../shared/lib/routeData';
import type { PolicyPageSlug } from '../../shared/wire/content';

const once = { subscribe: false } as const;

export async function prefetchCatalogs(dispatch: DataDispatch) {
  await dispatch(contentApi.endpoints.getCatalogs.initiate(undefined, once));
}

/** /videos?page=N (page omitted when 1), as the listings. */
export async function prefetchVideos(dispatch: DataDispatch, { searchParams }: RouteLocation) {
  await dispatch(contentApi.endpoints.getVideos.initiate({ page: readPage(searchParams) }, once));
}

export async function prefetchAboutUs(dispatch: DataDispatch) {
  await dispatch(contentApi.endpoints.getAboutUs.initiate(undefined, once));
}

export async function prefetchCommonQuestions(dispatch: DataDispatch) {
  await dispatch(contentApi.endpoints.getCommonQuestions.initiate(undefined, once));
}

export const prefetchPolicyPage = (slug: PolicyPageSlug) => async (dispatch: DataDispatch) => {
  await dispatch(contentApi.endpoints.getPolicyPage.initiate(slug, once));
};

export const catalogsMeta: RouteMetaFn = ({ t }) => ({
  title: t('catalogs_title'),
  description: t('catalogs_description'),
  canonicalPath: paths.catalog(),
});

/** The page number is part of the address (each page lists other videos); nothing else is. */
export const videosMeta: RouteMetaFn = ({ t, searchParams }) => ({
  title: t('videos_title'),
  description: t('videos_description'),
  canonicalPath: `${paths.videos()}${pageSearch(readPage(searchParams))}`,
});

export const aboutMeta: RouteMetaFn = ({ t }) => ({
  title: t('about_title'),
  description: t('about_description'),
  canonicalPath: paths.about(),
});

export const commonQuestionsMeta: RouteMetaFn = ({ t }) => ({
  title: t('common_questions_title'),
  description: t('common_questions_description'),
  canonicalPath: paths.commonQuestions(),
});

/** The locale keys of each policy page's title and description (before the server's title is in). */
export const POLICY_PAGE_KEYS = {
  'shipping-policy': { title: 'shipping_policy_title', description: 'shipping_policy_description' },
  'terms-conditions': {
    title: 'terms_conditions_title',
    description: 'terms_conditions_description',
  },
  'exchanges-and-returns': {
    title: 'exchanges_returns_title',
    description: 'exchanges_returns_description',
  },
  'privacy-policy': { title: 'privacy_policy_title', description: 'privacy_policy_description' },
} as const satisfies Record<PolicyPageSlug, { title: string; description: string }>;

export type PolicyState = Parameters<
  ReturnType<typeof contentApi.endpoints.getPolicyPage.select>
>[0];
/** The part of the store the content routes read: the API cache (the same for every endpoint). */
export type ContentState = PolicyState;

/** The server's title once loaded (it is the page's h1), else the shop's own. */
export const policyPageMeta =
  (slug: PolicyPageSlug): RouteMetaFn<PolicyState> =>
  ({ t, state }) => {
    const page = contentApi.endpoints.getPolicyPage.select(slug)(state).data;
    return {
      title: page?.title || t(POLICY_PAGE_KEYS[slug].title),
      description: t(POLICY_PAGE_KEYS[slug].description),
      canonicalPath: `/${slug}`,
    };
  };

/**
 * A content page is the page (200) once its data is in; when its API call failed the server cannot
 * tell what the page says (routeData.ts `unknown`): it sends the plain page and the browser asks
 * again, as the screen's retry would.
 */
const pageOnceRead = (result: { isSuccess: boolean }): RouteStatus =>
  result.isSuccess ? { kind: 'ok' } : { kind: 'unknown' };

export const catalogsStatus: RouteStatusFn<ContentState> = ({ state }) =>
  pageOnceRead(contentApi.endpoints.getCatalogs.select(undefined)(state));

export const aboutStatus: RouteStatusFn<ContentState> = ({ state }) =>
  pageOnceRead(contentApi.endpoints.getAboutUs.select(undefined)(state));

export const commonQuestionsStatus: RouteStatusFn<ContentState> = ({ state }) =>
  pageOnceRead(contentApi.endpoints.getCommonQuestions.select(undefined)(state));

export const policyPageStatus =
  (slug: PolicyPageSlug): RouteStatusFn<ContentState> =>
  ({ state }) =>
    pageOnceRead(contentApi.endpoints.getPolicyPage.select(slug)(state));

/**
 * Where a /videos page past the last one (an old link, or fewer videos since) goes: the last page,
 * query and all else dropped; undefined for a page that exists. The screen replaces the address
 * with it in the browser; the server answers a temporary redirect (302: the number of pages
 * changes as videos come and go, so no cache may keep it).
 */
export function videosPageMove(page: number, lastPage: number): string | undefined {
  return page > lastPage ? `${paths.videos()}${pageSearch(lastPage)}` : undefined;
}

export const videosStatus: RouteStatusFn<ContentState> = ({ state, searchParams }) => {
  const page = readPage(searchParams);
  const videos = contentApi.endpoints.getVideos.select({ page })(state);
  if (!videos.isSuccess) return { kind: 'unknown' };
  const path = videosPageMove(page, videos.data.lastPage);
  return path === undefined ? { kind: 'ok' } : { kind: 'redirect', path, permanent: false };
};

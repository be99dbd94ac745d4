// The shop's content pages (catalogues, videos, about, the policies, common questions): address,
// screen and data of each, declared once (shared/lib/screenRoute.ts).
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';
import type { PolicyPageSlug } from '../../shared/wire/content';
import type { PolicyState } from './contentRoutes';

const data = () => import(/* webpackChunkName: "data-content" */ './contentRoutes');

/**
 * The four policy pages (the wire's POLICY_PAGE_SLUGS, not imported: this table is in the first
 * view and the wire module is not), one screen (one chunk) given the page's slug.
 */
const POLICY_PAGES = [
  'shipping-policy',
  'terms-conditions',
  'exchanges-and-returns',
  'privacy-policy',
] as const satisfies readonly PolicyPageSlug[];

function policyPage(slug: PolicyPageSlug): ScreenRoute<PolicyState> {
  return {
    id: slug,
    path: `/${slug}`,
    lazy: async () => {
      const { PolicyPageScreen } = await import(
        /* webpackChunkName: "route-policy" */ './screens/PolicyPageScreen'
      );
      const PolicyPage = () => <PolicyPageScreen slug={slug} />;
      return { Component: PolicyPage };
    },
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchPolicyPage(slug),
        meta: m.policyPageMeta(slug),
        status: m.policyPageStatus(slug),
      })),
  };
}

export const contentPages: ScreenRoute<PolicyState>[] = [
  {
    id: 'catalog',
    path: paths.catalog(),
    lazy: () =>
      import(/* webpackChunkName: "route-catalog" */ './screens/CatalogsScreen').then((m) => ({
        Component: m.CatalogsScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchCatalogs,
        meta: m.catalogsMeta,
        status: m.catalogsStatus,
      })),
    manualScrollRestoration: true,
  },
  {
    id: 'videos',
    path: paths.videos(),
    lazy: () =>
      import(/* webpackChunkName: "route-videos" */ './screens/VideosScreen').then((m) => ({
        Component: m.VideosScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchVideos,
        meta: m.videosMeta,
        status: m.videosStatus,
      })),
    manualScrollRestoration: true,
  },
  {
    id: 'about',
    path: paths.about(),
    lazy: () =>
      import(/* webpackChunkName: "route-about" */ './screens/AboutScreen').then((m) => ({
        Component: m.AboutScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchAboutUs,
        meta: m.aboutMeta,
        status: m.aboutStatus,
      })),
    manualScrollRestoration: true,
  },
  ...POLICY_PAGES.map(policyPage),
  {
    id: 'common-questions',
    path: paths.commonQuestions(),
    lazy: () =>
      import(
        /* webpackChunkName: "route-common-questions" */ './screens/CommonQuestionsScreen'
      ).then((m) => ({ Component: m.CommonQuestionsScreen })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchCommonQuestions,
        meta: m.commonQuestionsMeta,
        status: m.commonQuestionsStatus,
      })),
  },
];

// Content pages: catalogs, videos, about us, the four policy pages, common questions,
// team members and the contact form, session-cached. Only content pages import
// this module, so its code stays out of the first view; the site-wide reads (settings, header
// images, social links) are in siteApi.ts.
import type { Language } from '../shared/rules/constants';
import type { ContactBody, PolicyPageSlug } from '../shared/wire/content';
import { baseApi } from './baseApi';
import { languageRead, type LanguageReadRequest } from './languageRead';
import {
  toAboutUs,
  toCatalogs,
  toCommonQuestions,
  toPolicyPage,
  toTeamMembers,
  toVideoPage,
  type AboutUs,
  type Catalog,
  type CommonQuestion,
  type PolicyPage,
  type TeamMember,
  type VideoPage,
} from './transforms/contentPages';

const cached = { sessionCache: true } as const;

/** A GET in the page language whose answer `read` turns into what the cache keeps. */
function contentRead<Arg, Result>(
  request: (arg: Arg) => LanguageReadRequest,
  read: (raw: unknown, lang: Language) => Result,
) {
  return languageRead(request, read, (parsed) => parsed);
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogs: build.query<Catalog[], void>({
      queryFn: contentRead(() => ({ url: '/catalogs' }), toCatalogs),
      extraOptions: cached,
    }),
    /** `page` is 1-based; the server's page size (9) fills three rows of the widest grid. */
    getVideos: build.query<VideoPage, { page: number }>({
      queryFn: contentRead(
        ({ page }: { page: number }) => ({ url: '/videos', params: { page } }),
        toVideoPage,
      ),
      extraOptions: cached,
    }),
    getAboutUs: build.query<AboutUs, void>({
      queryFn: contentRead(() => ({ url: '/about-us' }), toAboutUs),
      extraOptions: cached,
    }),
    getPolicyPage: build.query<PolicyPage, PolicyPageSlug>({
      queryFn: contentRead((slug: PolicyPageSlug) => ({ url: `/${slug}` }), toPolicyPage),
      extraOptions: cached,
    }),
    getCommonQuestions: build.query<CommonQuestion[], void>({
      queryFn: contentRead(() => ({ url: '/common-questions' }), toCommonQuestions),
      extraOptions: cached,
    }),
    getTeamMembers: build.query<TeamMember[], void>({
      queryFn: contentRead(() => ({ url: '/team-members' }), toTeamMembers),
      extraOptions: cached,
    }),
    /** POST /contact-us; resolves to the server's (translated) confirmation message. */
    sendContactMessage: build.mutation<
      string | null,
      Required<{ [K in keyof ContactBody]: string }>
    >({
      query: (body) => ({ url: '/contact-us', method: 'POST', body }),
      transformResponse: (raw: unknown) =>
        typeof raw === 'object' &&
        raw !== null &&
        typeof (raw as { message?: unknown }).message === 'string'
          ? (raw as { message: string }).message
          : null,
    }),
  }),
});

export const {
  useGetCatalogsQuery,
  useGetVideosQuery,
  useGetAboutUsQuery,
  useGetPolicyPageQuery,
  useGetCommonQuestionsQuery,
  useGetTeamMembersQuery,
  useSendContactMessageMutation,
} = contentApi;

// The owner's page editor: GET|PUT /admin/about, GET /admin/policies and
// PUT /admin/policies/{slug}. A save answers the page as stored (the allow-list's HTML), which
// replaces the cached one at once.
import type {
  AdminAboutAnswer,
  AdminAboutBody,
  AdminAboutDto,
  AdminPoliciesAnswer,
  AdminPolicyAnswer,
  AdminPolicyBody,
  AdminPolicyDto,
} from '../../shared/wire/adminPages';
import type { PolicyPageSlug } from '../../shared/wire/content';
import { adminApi } from './adminApi';

export type AdminAbout = AdminAboutDto;
export type AdminPolicy = AdminPolicyDto;

export const pagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminAbout: build.query<AdminAbout, void>({
      query: () => ({ url: '/admin/about' }),
      transformResponse: (answer: AdminAboutAnswer) => answer.data,
      providesTags: ['AboutPage'],
    }),
    saveAbout: build.mutation<AdminAbout, AdminAboutBody>({
      query: (body) => ({ url: '/admin/about', method: 'PUT', body }),
      transformResponse: (answer: AdminAboutAnswer) => answer.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(pagesApi.util.upsertQueryData('adminAbout', undefined, data));
      },
      invalidatesTags: ['Audit'],
    }),
    adminPolicies: build.query<AdminPolicy[], void>({
      query: () => ({ url: '/admin/policies' }),
      transformResponse: (answer: AdminPoliciesAnswer) => answer.data,
      providesTags: ['Policies'],
    }),
    savePolicy: build.mutation<AdminPolicy, { slug: PolicyPageSlug; body: AdminPolicyBody }>({
      query: ({ slug, body }) => ({ url: `/admin/policies/${slug}`, method: 'PUT', body }),
      transformResponse: (answer: AdminPolicyAnswer) => answer.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          pagesApi.util.updateQueryData('adminPolicies', undefined, (list) =>
            list.map((page) => (page.slug === data.slug ? data : page)),
          ),
        );
      },
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useAdminAboutQuery,
  useSaveAboutMutation,
  useAdminPoliciesQuery,
  useSavePolicyMutation,
} = pagesApi;

// The owner's store settings: GET|PATCH /admin/settings (the home page's flags and maintenance),
// GET|PATCH /admin/shop-details, GET /admin/social-platforms and PATCH /admin/social-platforms/{id}.
// Each save's answer is the record as stored: it replaces the cached one, so the form shows what
// the server kept without asking again.
import type {
  AdminSettingsAnswer,
  AdminSocialPlatformAnswer,
  AdminSocialPlatformDto,
  AdminSocialPlatformsAnswer,
  SettingsPatch,
  SocialLinkPatch,
} from '../../shared/wire/adminSettings';
import type { SettingsDto } from '../../shared/wire/content';
import type {
  ShopDetailsAnswer,
  ShopDetailsDto,
  ShopDetailsPatch,
} from '../../shared/wire/shopDetails';
import { adminApi } from './adminApi';

export type AdminSocialPlatform = AdminSocialPlatformDto;

export const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminSettings: build.query<SettingsDto, void>({
      query: () => ({ url: '/admin/settings' }),
      transformResponse: (answer: AdminSettingsAnswer) => answer.data,
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<SettingsDto, SettingsPatch>({
      query: (body) => ({ url: '/admin/settings', method: 'PATCH', body }),
      transformResponse: (answer: AdminSettingsAnswer) => answer.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsApi.util.upsertQueryData('adminSettings', undefined, data));
      },
      invalidatesTags: ['Audit'],
    }),
    shopDetails: build.query<ShopDetailsDto, void>({
      query: () => ({ url: '/admin/shop-details' }),
      transformResponse: (answer: ShopDetailsAnswer) => answer.data,
      providesTags: ['ShopDetails'],
    }),
    updateShopDetails: build.mutation<ShopDetailsDto, ShopDetailsPatch>({
      query: (body) => ({ url: '/admin/shop-details', method: 'PATCH', body }),
      transformResponse: (answer: ShopDetailsAnswer) => answer.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsApi.util.upsertQueryData('shopDetails', undefined, data));
      },
      invalidatesTags: ['Audit'],
    }),
    socialPlatforms: build.query<AdminSocialPlatform[], void>({
      query: () => ({ url: '/admin/social-platforms' }),
      transformResponse: (answer: AdminSocialPlatformsAnswer) => answer.data,
      providesTags: ['SocialLinks'],
    }),
    updateSocialLink: build.mutation<AdminSocialPlatform, { id: number; body: SocialLinkPatch }>({
      query: ({ id, body }) => ({ url: `/admin/social-platforms/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: AdminSocialPlatformAnswer) => answer.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          settingsApi.util.updateQueryData('socialPlatforms', undefined, (list) =>
            list.map((platform) => (platform.id === data.id ? data : platform)),
          ),
        );
      },
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useAdminSettingsQuery,
  useUpdateSettingsMutation,
  useShopDetailsQuery,
  useUpdateShopDetailsMutation,
  useSocialPlatformsQuery,
  useUpdateSocialLinkMutation,
} = settingsApi;

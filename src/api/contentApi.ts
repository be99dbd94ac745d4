// Content area: settings, header images, social platforms, and later pages, FAQ, videos, catalogs
// (SPEC §7).
import { baseApi } from './baseApi';
import {
  toHeaderImages,
  toSocialPlatforms,
  type HeaderImage,
  type SocialPlatform,
} from './transforms/content';
import { toSettings, type SiteSettings } from './transforms/settings';

const cached = { sessionCache: true } as const;

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Not session-cached: switching maintenance on must reach shoppers at once.
    getSettings: build.query<SiteSettings, void>({
      query: () => '/settings',
      transformResponse: toSettings,
      providesTags: ['Settings'],
    }),
    getHeaderImages: build.query<HeaderImage[], void>({
      query: () => '/header',
      transformResponse: toHeaderImages,
      extraOptions: cached,
    }),
    getSocialPlatforms: build.query<SocialPlatform[], void>({
      query: () => '/social-platforms',
      transformResponse: toSocialPlatforms,
      extraOptions: cached,
    }),
  }),
});

export const { useGetSettingsQuery, useGetHeaderImagesQuery, useGetSocialPlatformsQuery } =
  contentApi;

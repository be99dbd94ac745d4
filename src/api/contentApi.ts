// Content area: settings, and later header images, pages, FAQ, videos, catalogs (SPEC §7).
import { baseApi } from './baseApi';
import { toSettings, type SiteSettings } from './transforms/settings';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Not session-cached: switching maintenance on must reach shoppers at once.
    getSettings: build.query<SiteSettings, void>({
      query: () => '/settings',
      transformResponse: toSettings,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = contentApi;

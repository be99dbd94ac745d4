// Site-wide reads every page needs: the settings switches, the header images, the
// social links and the shop's contact details. Kept apart from the content pages' endpoints (contentApi.ts) so the first view
// carries only these: RTK Query injects the others when a content page's code loads.
import { baseApi } from './baseApi';
import {
  toHeaderImages,
  toSocialPlatforms,
  type HeaderImage,
  type SocialPlatform,
} from './transforms/content';
import { toSettings, type SiteSettings } from './transforms/settings';
import { toShopDetails, type ShopDetails } from './transforms/shopDetails';

const cached = { sessionCache: true } as const;

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Not session-cached: switching maintenance on must reach shoppers at once.
    getSettings: build.query<SiteSettings, void>({
      query: () => '/settings',
      transformResponse: toSettings,
      providesTags: ['Settings'],
    }),
    // The footer, /contact and every chat link; not session-cached so an edit shows on the next page.
    getShopDetails: build.query<ShopDetails, void>({
      query: () => '/shop-details',
      transformResponse: toShopDetails,
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

export const {
  useGetSettingsQuery,
  useGetShopDetailsQuery,
  useGetHeaderImagesQuery,
  useGetSocialPlatformsQuery,
} = siteApi;

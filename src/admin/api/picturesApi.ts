// The storefront's pictures (owner only): GET|POST /admin/header-images, PATCH|DELETE
// /admin/header-images/{id} (the link; taking a picture out), PUT /admin/header-images/order, and
// GET|PUT /admin/offers-banner. Pictures are uploaded first through mediaApi (banners).
import type {
  AdminHeaderImageAnswer,
  AdminHeaderImageCreateBody,
  AdminHeaderImageDto,
  AdminHeaderImagesAnswer,
  AdminOffersBannerAnswer,
} from '../../shared/wire/adminPictures';
import { adminApi } from './adminApi';

export type AdminHeaderImage = AdminHeaderImageDto;

const LIST = { type: 'HeaderImages', id: 'LIST' } as const;
const OFFERS = { type: 'HeaderImages', id: 'OFFERS' } as const;

export const picturesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    headerImages: build.query<AdminHeaderImage[], void>({
      query: () => ({ url: '/admin/header-images' }),
      transformResponse: (answer: AdminHeaderImagesAnswer) => answer.data,
      providesTags: [LIST],
    }),
    addHeaderImage: build.mutation<AdminHeaderImage, AdminHeaderImageCreateBody>({
      query: (body) => ({ url: '/admin/header-images', method: 'POST', body }),
      transformResponse: (answer: AdminHeaderImageAnswer) => answer.data,
      invalidatesTags: [LIST, 'Audit'],
    }),
    setHeaderImageLink: build.mutation<AdminHeaderImage, { id: number; link: string | null }>({
      query: ({ id, link }) => ({
        url: `/admin/header-images/${id}`,
        method: 'PATCH',
        body: { link },
      }),
      transformResponse: (answer: AdminHeaderImageAnswer) => answer.data,
      invalidatesTags: [LIST, 'Audit'],
    }),
    deleteHeaderImage: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/header-images/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST, 'Audit'],
    }),
    reorderHeaderImages: build.mutation<AdminHeaderImage[], { ids: number[] }>({
      query: (body) => ({ url: '/admin/header-images/order', method: 'PUT', body }),
      transformResponse: (answer: AdminHeaderImagesAnswer) => answer.data,
      // The new order shows at once; a refused move puts the list back as it was.
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          picturesApi.util.updateQueryData('headerImages', undefined, (list) => {
            const byId = new Map(list.map((image) => [image.id, image]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [LIST, 'Audit'],
    }),
    offersBanner: build.query<string, void>({
      query: () => ({ url: '/admin/offers-banner' }),
      transformResponse: (answer: AdminOffersBannerAnswer) => answer.data.image,
      providesTags: [OFFERS],
    }),
    setOffersBanner: build.mutation<string, string>({
      query: (image) => ({ url: '/admin/offers-banner', method: 'PUT', body: { image } }),
      transformResponse: (answer: AdminOffersBannerAnswer) => answer.data.image,
      // The answer is the banner now set: the screen shows it without asking again.
      async onQueryStarted(_image, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) {
          dispatch(picturesApi.util.upsertQueryData('offersBanner', undefined, data));
        }
      },
      invalidatesTags: ['Audit', 'ShopDetails'],
    }),
  }),
});

export const {
  useHeaderImagesQuery,
  useAddHeaderImageMutation,
  useSetHeaderImageLinkMutation,
  useDeleteHeaderImageMutation,
  useReorderHeaderImagesMutation,
  useOffersBannerQuery,
  useSetOffersBannerMutation,
} = picturesApi;

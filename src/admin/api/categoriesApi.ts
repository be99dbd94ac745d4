// The back office's categories: GET /admin/categories (hidden ones too, in shop order), POST to
// create, PATCH /admin/categories/{id} to rename, re-slug or hide, POST /admin/categories/reorder.
import type {
  AdminCategoriesAnswer,
  AdminCategoryAnswer,
  AdminCategoryBody,
  AdminCategoryDto,
  AdminCategoryReorderBody,
} from '../../shared/wire/adminProducts';
import { adminApi } from './adminApi';

export type AdminCategory = AdminCategoryDto;

const LIST = { type: 'Categories', id: 'LIST' } as const;

export const categoriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<AdminCategory[], void>({
      query: () => ({ url: '/admin/categories' }),
      transformResponse: (answer: AdminCategoriesAnswer) => answer.data,
      providesTags: [LIST],
    }),
    createCategory: build.mutation<AdminCategory, AdminCategoryBody>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      transformResponse: (answer: AdminCategoryAnswer) => answer.data,
      invalidatesTags: [LIST, 'Audit'],
    }),
    updateCategory: build.mutation<AdminCategory, { id: number; body: AdminCategoryBody }>({
      query: ({ id, body }) => ({ url: `/admin/categories/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: AdminCategoryAnswer) => answer.data,
      invalidatesTags: [LIST, 'Audit'],
    }),
    reorderCategories: build.mutation<AdminCategory[], AdminCategoryReorderBody>({
      query: (body) => ({ url: '/admin/categories/reorder', method: 'POST', body }),
      transformResponse: (answer: AdminCategoriesAnswer) => answer.data,
      // The new order shows at once; a refused move puts the list back as it was.
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          categoriesApi.util.updateQueryData('adminCategories', undefined, (list) => {
            const byId = new Map(list.map((category) => [category.id, category]));
            const listed = new Set(ids);
            return [
              ...ids.flatMap((id) => byId.get(id) ?? []),
              ...list.filter((category) => !listed.has(category.id)),
            ];
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
  }),
});

export const {
  useAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useReorderCategoriesMutation,
} = categoriesApi;

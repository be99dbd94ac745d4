// The back office's products: the paged list, one product, create / change / delete, bulk
// changes, and the categories the product form offers (GET /admin/categories).
import type {
  AdminBulkAnswer,
  AdminBulkBody,
  AdminCategoriesAnswer,
  AdminCategoryDto,
  AdminProductAnswer,
  AdminProductBody,
  AdminProductDeleteAnswer,
  AdminProductDto,
  AdminProductsAnswer,
  AdminProductsQuery,
} from '../../shared/wire/adminProducts';
import { adminApi } from './adminApi';

/** The list call's query: every parameter optional (the server fills in its defaults). */
export type ProductsListQuery = Partial<AdminProductsQuery>;

export type ProductDeleteResult = AdminProductDeleteAnswer['data']['result'];

const LIST = { type: 'Products', id: 'LIST' } as const;

export const productsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<AdminProductsAnswer, ProductsListQuery>({
      query: (params) => ({ url: '/admin/products', params }),
      providesTags: (answer) => [
        LIST,
        ...(answer?.data ?? []).map(({ id }) => ({ type: 'Product' as const, id })),
      ],
    }),
    adminProduct: build.query<AdminProductDto, number>({
      query: (id) => ({ url: `/admin/products/${id}` }),
      transformResponse: (answer: AdminProductAnswer) => answer.data,
      providesTags: (_answer, _error, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation<AdminProductDto, AdminProductBody>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      transformResponse: (answer: AdminProductAnswer) => answer.data,
      invalidatesTags: [LIST],
    }),
    updateProduct: build.mutation<AdminProductDto, { id: number; body: AdminProductBody }>({
      query: ({ id, body }) => ({ url: `/admin/products/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: AdminProductAnswer) => answer.data,
      // The answer is the product as saved: the form's copy changes at once, lists refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(productsApi.util.upsertQueryData('adminProduct', id, data));
        } catch {
          // The form shows the refusal; the cached product stays as it was.
        }
      },
      invalidatesTags: [LIST],
    }),
    deleteProduct: build.mutation<ProductDeleteResult, number>({
      query: (id) => ({ url: `/admin/products/${id}`, method: 'DELETE' }),
      transformResponse: (answer: AdminProductDeleteAnswer) => answer.data.result,
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Product', id }],
    }),
    bulkProducts: build.mutation<number, AdminBulkBody>({
      query: (body) => ({ url: '/admin/products/bulk', method: 'POST', body }),
      transformResponse: (answer: AdminBulkAnswer) => answer.data.updated,
      invalidatesTags: (_updated, _error, { ids }) => [
        LIST,
        ...ids.map((id) => ({ type: 'Product' as const, id })),
      ],
    }),
    productCategories: build.query<AdminCategoryDto[], void>({
      query: () => ({ url: '/admin/categories' }),
      transformResponse: (answer: AdminCategoriesAnswer) => answer.data,
      providesTags: ['Categories'],
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useBulkProductsMutation,
  useProductCategoriesQuery,
} = productsApi;

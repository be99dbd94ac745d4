// Catalog area: product lists and categories (SPEC §7). List answers are session-cached (SPEC §4).
import type { Language } from '../shared/rules/constants';
import { baseApi } from './baseApi';
import { toMainCategories, type MainCategoryWithProducts } from './transforms/category';
import { toProductPage, type ProductPage } from './transforms/product';

export interface LanguageArg {
  lang: Language;
}

export interface PagedArg extends LanguageArg {
  page?: number;
}

export interface CategoryProductsArg extends PagedArg {
  categoryId: number;
}

const cached = { sessionCache: true } as const;

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestProducts: build.query<ProductPage, PagedArg>({
      query: ({ lang, page = 1 }) => ({ url: '/all-latest-products', params: { lang, page } }),
      extraOptions: cached,
      transformResponse: (raw: unknown, _meta, { lang }) => toProductPage(raw, lang),
      providesTags: [{ type: 'Product', id: 'LATEST' }],
    }),
    getTopProducts: build.query<ProductPage, LanguageArg>({
      query: ({ lang }) => ({ url: '/top-products', params: { lang } }),
      extraOptions: cached,
      transformResponse: (raw: unknown, _meta, { lang }) => toProductPage(raw, lang),
      providesTags: [{ type: 'Product', id: 'TOP' }],
    }),
    getMainCategories: build.query<MainCategoryWithProducts[], LanguageArg>({
      query: ({ lang }) => ({ url: '/main-categories', params: { lang } }),
      extraOptions: cached,
      transformResponse: (raw: unknown, _meta, { lang }) => toMainCategories(raw, lang),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCategoryProducts: build.query<ProductPage, CategoryProductsArg>({
      query: ({ categoryId, lang, page = 1 }) => ({
        url: `/products/${encodeURIComponent(categoryId)}`,
        params: { lang, page },
      }),
      extraOptions: cached,
      transformResponse: (raw: unknown, _meta, { lang }) => toProductPage(raw, lang),
      providesTags: (_result, _error, { categoryId }) => [{ type: 'Category', id: categoryId }],
    }),
  }),
});

export const {
  useGetLatestProductsQuery,
  useGetTopProductsQuery,
  useGetMainCategoriesQuery,
  useGetCategoryProductsQuery,
} = catalogApi;

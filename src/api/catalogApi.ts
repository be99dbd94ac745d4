// Catalog area: product lists and categories. List answers are session-cached.
//
// Products are stored once: each read hands the products it found to the products slice
// (productsReceived) and keeps only their ids and the paging in its own cache entry.
//
// Language: data calls take `lang` besides Accept-Language; both come from the stored
// language here, never from the caller. A language change reloads the page, so the
// language is fixed for the store's whole life and need not be part of the query arguments.
import type { MainCategory } from '../entities/category/model';
import type { Product, ProductIdsPage } from '../entities/product/model';
import { productsReceived } from '../entities/product/productsSlice';
import { CACHE_REVALIDATE_MS, type Language } from '../shared/rules/constants';
import { baseApi } from './baseApi';
import { languageRead } from './languageRead';
import { toMainCategories } from './transforms/category';
import { toProduct, toProductPage } from './transforms/product';
import { InvalidResponseError, isRecord } from './transforms/shape';

export interface LatestProductsArg {
  page?: number;
  /** `per_page` (server default 12). */
  perPage?: number;
}

export interface TopProductsArg {
  /** `limit` (server default 16). */
  limit?: number;
}

export interface CategoryProductsArg {
  /** A category id, or ALL_CATEGORIES (0) to search the whole catalogue (/search). */
  categoryId: number;
  page?: number;
  /** `per_page` (server default 16). */
  perPage?: number;
  /** `product_name`: the search text (the server folds Arabic spellings). */
  productName?: string;
  /** `max_price`: the price filter. */
  maxPrice?: number;
}

/** The two segments of a product URL `/{categorySlug}/{productSlug}`, decoded. */
export interface ProductSlugsArg {
  categorySlug: string;
  productSlug: string;
}

type QueryParams = Record<string, string | number | undefined>;

interface Read<Result> {
  products: Product[];
  result: Result;
}

/**
 * A GET in the page language whose answer `read` splits into products (for the products slice)
 * and what the cache keeps.
 */
function catalogRead<Arg, Result>(
  request: (arg: Arg) => { url: string; params?: QueryParams },
  read: (raw: unknown, lang: Language) => Read<Result>,
) {
  return languageRead(request, read, ({ products, result }, api) => {
    if (products.length > 0) api.dispatch(productsReceived(products));
    return result;
  });
}

function readProductPage(raw: unknown, lang: Language): Read<ProductIdsPage> {
  const { products, ...paging } = toProductPage(raw, lang);
  return { products, result: { ids: products.map((product) => product.id), ...paging } };
}

function readProductDetails(raw: unknown, lang: Language): Read<number> {
  const wrapped = isRecord(raw) && isRecord(raw.data) ? raw.data : raw;
  const product = toProduct(wrapped, lang);
  if (!product) throw new InvalidResponseError('product');
  return { products: [product], result: product.id };
}

function readProductIds(raw: unknown, lang: Language): Read<number[]> {
  const { products } = toProductPage(raw, lang);
  return { products, result: products.map((product) => product.id) };
}

function readMainCategories(raw: unknown, lang: Language): Read<MainCategory[]> {
  const { categories, products } = toMainCategories(raw, lang);
  return { products, result: categories };
}

/** GET /product-lookup, read as a product's details; the endpoint hands the product on itself. */
const lookupRead = languageRead(
  ({ categorySlug, productSlug }: ProductSlugsArg) => ({
    url: '/product-lookup',
    params: { product_slug: productSlug, category_slug: categorySlug },
  }),
  readProductDetails,
  (read) => read,
);

const cached = { sessionCache: true } as const;

/**
 * Hook options of the catalogue's reads: a list or product shown again more than a few seconds
 * after its last answer is asked for again in the background (the cached one stays on screen; a
 * 304 when unchanged), so a price the owner changed shows on the shopper's next navigation.
 */
export const catalogFreshness = {
  refetchOnMountOrArgChange: CACHE_REVALIDATE_MS / 1000,
} as const;

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestProducts: build.query<ProductIdsPage, LatestProductsArg>({
      queryFn: catalogRead(
        ({ page = 1, perPage }: LatestProductsArg) => ({
          url: '/all-latest-products',
          params: { page, per_page: perPage },
        }),
        readProductPage,
      ),
      extraOptions: cached,
      providesTags: [{ type: 'Product', id: 'LATEST' }],
    }),
    getTopProducts: build.query<ProductIdsPage, TopProductsArg>({
      queryFn: catalogRead(
        ({ limit }: TopProductsArg) => ({
          url: '/top-products',
          params: { limit },
        }),
        readProductPage,
      ),
      extraOptions: cached,
      providesTags: [{ type: 'Product', id: 'TOP' }],
    }),
    getMainCategories: build.query<MainCategory[], void>({
      queryFn: catalogRead(() => ({ url: '/main-categories' }), readMainCategories),
      extraOptions: cached,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCategoryProducts: build.query<ProductIdsPage, CategoryProductsArg>({
      queryFn: catalogRead(
        ({ categoryId, page = 1, perPage, productName, maxPrice }: CategoryProductsArg) => ({
          url: `/products/${encodeURIComponent(categoryId)}`,
          params: { page, per_page: perPage, product_name: productName, max_price: maxPrice },
        }),
        readProductPage,
      ),
      extraOptions: cached,
      providesTags: (_result, _error, { categoryId }) => [{ type: 'Category', id: categoryId }],
    }),
    /** GET /productsDetails/{id}: the product goes to the slice; the cache keeps its id. */
    getProductDetails: build.query<number, number>({
      queryFn: catalogRead((id: number) => ({ url: `/productsDetails/${id}` }), readProductDetails),
      extraOptions: cached,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /**
     * GET /product-lookup: the product a URL's slugs name, in one call whatever their spelling
     * (the server matches the slug and both titles in slug form, the URL's category first). The
     * answer is /productsDetails/{id}'s, so it also fills getProductDetails for that id: the page
     * does not ask for the product a second time.
     */
    getProductBySlugs: build.query<number, ProductSlugsArg>({
      async queryFn(arg, api, extraOptions, fetch) {
        const answer = await lookupRead(arg, api, extraOptions, fetch);
        if (answer.error) return { error: answer.error };
        const { products, result: id } = answer.data;
        // The details entry first: whoever sees the product arrive finds its details loaded.
        await api.dispatch(catalogApi.util.upsertQueryData('getProductDetails', id, id));
        api.dispatch(productsReceived(products));
        return { data: id };
      },
      extraOptions: cached,
      providesTags: (id) => (id === undefined ? [] : [{ type: 'Product', id }]),
    }),
    /** GET /products/{id}/related (similar products). */
    getRelatedProducts: build.query<number[], number>({
      queryFn: catalogRead((id: number) => ({ url: `/products/${id}/related` }), readProductIds),
      extraOptions: cached,
      providesTags: (_result, _error, id) => [{ type: 'Product', id: `RELATED-${id}` }],
    }),
  }),
});

export const {
  useGetLatestProductsQuery,
  useGetTopProductsQuery,
  useGetMainCategoriesQuery,
  useGetCategoryProductsQuery,
  useGetProductDetailsQuery,
  useGetProductBySlugsQuery,
  useGetRelatedProductsQuery,
} = catalogApi;

// The listing routes' data needs and meta (/latest-products, /best-sellers, /offers,
// /search, /{categorySlug}), without React so the route table (and later a server render) can run
// them before a screen's chunk arrives. The screens read with exactly the arguments built here
// (catalogQueryArgs), so a prefetch fills the very cache entries the screen subscribes to.
//
// The URL is the listing state: `page` (omitted when 1), `product_name` (omitted when blank) and
// `max_price` (omitted at the default 100000: no filter). The listing's filters are a
// GET form that works before the app runs: its native submission also sends `category` (the
// chosen category's slug), which the category page turns into a move to that category's address.
import { catalogApi, type CategoryProductsArg } from '../../api/catalogApi';
import { siteApi } from '../../api/siteApi';
import { selectMainCategories } from '../../entities/category/selectors';
import type { MainCategory } from '../../entities/category/model';
import { pageSearch, readPage } from '../../shared/lib/pageParam';
import { paths } from '../../shared/lib/paths';
import type { DataDispatch, RouteLocation, RouteMetaFn } from '../../shared/lib/routeData';
import { PAGE_SIZE, PRICE_FILTER, PRODUCT_CAP } from '../../shared/rules/constants';
import type { ALL_CATEGORIES as WIRE_ALL_CATEGORIES } from '../../shared/wire/catalog';

/** GET /products/0 lists every category (the wire's ALL_CATEGORIES; the type keeps them equal). */
export const ALL_CATEGORIES: typeof WIRE_ALL_CATEGORIES = 0;

export const LISTING_PARAMS = {
  page: 'page',
  productName: 'product_name',
  maxPrice: 'max_price',
  /** Only in a filter form's native submission: the chosen category, moved to its address. */
  category: 'category',
} as const;

/** The wire schema's `product_name` maxLength: a longer text would be a 400, so it is cut. */
const PRODUCT_NAME_MAX = 100;

export interface ListingState {
  /** 1-based UI page. */
  page: number;
  /** Trimmed search text, undefined when blank. */
  productName?: string;
  /** The price filter, undefined at the default (no filter). */
  maxPrice?: number;
}

export { readPage };

export function readProductName(searchParams: URLSearchParams): string | undefined {
  const text = searchParams.get(LISTING_PARAMS.productName)?.trim().slice(0, PRODUCT_NAME_MAX);
  return text || undefined;
}

/** A value on the slider's scale (0–100000, whole steps of 1000); the default means "no filter". */
export function readMaxPrice(searchParams: URLSearchParams): number | undefined {
  const raw = searchParams.get(LISTING_PARAMS.maxPrice);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  const onScale = Math.round(value / PRICE_FILTER.step) * PRICE_FILTER.step;
  const clamped = Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, onScale));
  return clamped === PRICE_FILTER.default ? undefined : clamped;
}

export function readListingState(searchParams: URLSearchParams): ListingState {
  return {
    page: readPage(searchParams),
    productName: readProductName(searchParams),
    maxPrice: readMaxPrice(searchParams),
  };
}

/** `?product_name=…&max_price=…&page=…` with defaults left out, or '' when all are default. */
export function listingSearch({ page, productName, maxPrice }: ListingState): string {
  const params = new URLSearchParams();
  const text = productName?.trim();
  if (text) params.set(LISTING_PARAMS.productName, text);
  if (maxPrice !== undefined && maxPrice !== PRICE_FILTER.default) {
    params.set(LISTING_PARAMS.maxPrice, String(maxPrice));
  }
  if (page > 1) params.set(LISTING_PARAMS.page, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A category listing builds each UI page of 12 from two server pages: UI page p
 * is server pages 2p-1 and 2p of 6 products each.
 */
export const SERVER_PAGES_PER_UI_PAGE = 2;
export const CATEGORY_SERVER_PER_PAGE = PAGE_SIZE.categoryListing / SERVER_PAGES_PER_UI_PAGE;

export const catalogQueryArgs = {
  latest: (page: number) => ({ page, perPage: PAGE_SIZE.latest }),
  /**
   * GET /top-products has no page, only `limit` (at most 50 on our server, the product
   * cap). Best sellers and offers ask the whole capped list once — the same argument the home
   * page's best-sellers section uses, so the three share one cache entry — and page it here, 16
   * at a time (bestSellersPage). Asking 16 × page would refetch a longer list on every page.
   */
  top: () => ({ limit: PRODUCT_CAP }),
  /** The two server pages of UI page `page`; categoryId 0 (ALL_CATEGORIES) searches everything. */
  categoryPages: (
    categoryId: number,
    { page, productName, maxPrice }: ListingState,
  ): CategoryProductsArg[] =>
    Array.from({ length: SERVER_PAGES_PER_UI_PAGE }, (_, index) => ({
      categoryId,
      page: (page - 1) * SERVER_PAGES_PER_UI_PAGE + index + 1,
      perPage: CATEGORY_SERVER_PER_PAGE,
      productName,
      maxPrice,
    })),
};

const NO_IDS: readonly number[] = [];

/** Best sellers 16 a page, cut from the one capped list. */
export function bestSellersPage(ids: readonly number[] | undefined, page: number) {
  const all = ids ?? NO_IDS;
  const size = PAGE_SIZE.bestSellers;
  return {
    ids: all.slice((page - 1) * size, page * size),
    lastPage: Math.ceil(all.length / size),
  };
}

/**
 * The category a listing URL shows: with a search text (product_name) the whole catalogue, else
 * the category with this slug.
 */
export function listingCategoryId(
  categories: readonly MainCategory[],
  slug: string | undefined,
  productName: string | undefined,
): number | undefined {
  if (productName) return ALL_CATEGORIES;
  return categories.find((category) => category.slug === slug)?.id;
}

const once = { subscribe: false } as const;

async function prefetchCategoryPages(
  dispatch: DataDispatch,
  categoryId: number,
  state: ListingState,
) {
  await Promise.allSettled(
    catalogQueryArgs
      .categoryPages(categoryId, state)
      .map((arg) => dispatch(catalogApi.endpoints.getCategoryProducts.initiate(arg, once))),
  );
}

export async function prefetchLatestProducts(
  dispatch: DataDispatch,
  { searchParams }: RouteLocation,
) {
  await dispatch(
    catalogApi.endpoints.getLatestProducts.initiate(
      catalogQueryArgs.latest(readPage(searchParams)),
      once,
    ),
  );
}

export async function prefetchBestSellers(dispatch: DataDispatch) {
  await dispatch(catalogApi.endpoints.getTopProducts.initiate(catalogQueryArgs.top(), once));
}

export async function prefetchOffers(dispatch: DataDispatch) {
  await Promise.allSettled([
    prefetchBestSellers(dispatch),
    dispatch(siteApi.endpoints.getHeaderImages.initiate(undefined, once)),
  ]);
}

/** /search: nothing to load for an empty query (the screen shows a prompt, not every product). */
export async function prefetchSearch(dispatch: DataDispatch, { searchParams }: RouteLocation) {
  const state = readListingState(searchParams);
  if (!state.productName) return;
  await prefetchCategoryPages(dispatch, ALL_CATEGORIES, { ...state, maxPrice: undefined });
}

/** /{categorySlug}: the categories (sidebar, slug → id), then the two server pages. */
export async function prefetchCategory(
  dispatch: DataDispatch,
  { params, searchParams }: RouteLocation,
) {
  const state = readListingState(searchParams);
  const categoriesLoad = dispatch(catalogApi.endpoints.getMainCategories.initiate(undefined, once));
  // A category chosen in the filter form moves to that category's address (categoryMove): the
  // categories decide where, and this address shows no products.
  if (searchParams.has(LISTING_PARAMS.category)) {
    await categoriesLoad;
    return;
  }
  if (state.productName) {
    await Promise.allSettled([
      categoriesLoad,
      prefetchCategoryPages(dispatch, ALL_CATEGORIES, state),
    ]);
    return;
  }
  const { data } = await categoriesLoad;
  const categoryId = listingCategoryId(data ?? [], params.categorySlug, undefined);
  // An unknown slug loads nothing here: the screen redirects to the first category.
  if (categoryId !== undefined) await prefetchCategoryPages(dispatch, categoryId, state);
}

export type CatalogMetaState = Parameters<typeof selectMainCategories>[0];

/**
 * A listing's canonical address: its path and its page number, nothing else (tracking, empty or
 * unknown parameters name the same page).
 */
const pagedPath = (path: string, searchParams: URLSearchParams) =>
  `${path}${pageSearch(readPage(searchParams))}`;

export const latestProductsMeta: RouteMetaFn<CatalogMetaState> = ({ t, searchParams }) => ({
  title: t('latest_products'),
  description: t('latest_products_description'),
  canonicalPath: pagedPath(paths.latestProducts(), searchParams),
});

export const bestSellersMeta: RouteMetaFn<CatalogMetaState> = ({ t, searchParams }) => ({
  title: t('best_sellers'),
  description: t('best_sellers_description'),
  canonicalPath: pagedPath(paths.bestSellers(), searchParams),
});

export const offersMeta: RouteMetaFn<CatalogMetaState> = ({ t, searchParams }) => ({
  title: t('offers_title'),
  description: t('offers_description'),
  canonicalPath: pagedPath(paths.offers(), searchParams),
});

/**
 * Search results are not indexed: any text makes a page ("results for <anything>" under the
 * shop's name), so indexing them would let others fill search engines with pages of ours. Their
 * links are followed, and the products they list are indexed on their own pages.
 */
export const searchMeta: RouteMetaFn<CatalogMetaState> = ({ t, searchParams }) => {
  const query = readProductName(searchParams);
  return {
    title: query ? t('search_results_for', { query }) : t('search_title'),
    description: t('search_description'),
    noindex: true,
  };
};

export const categoryMeta: RouteMetaFn<CatalogMetaState> = ({ t, state, params, searchParams }) => {
  const query = readProductName(searchParams);
  const category = selectMainCategories(state).find(({ slug }) => slug === params.categorySlug);
  const name = category?.name ?? t('catalog_categories');
  const title = query ? t('search_results_for', { query }) : name;
  const description = t('category_description', { name });
  // With a search text the page searches every category: a search page (see searchMeta).
  if (query) return { title, description, noindex: true };
  if (!category) return { title, description };
  const path = paths.category(category.slug);
  return {
    title,
    description,
    // A price-filtered listing is the category narrowed down: its canonical is the whole
    // listing (its pages do not match the whole listing's pages, so the first one).
    canonicalPath: readMaxPrice(searchParams) === undefined ? pagedPath(path, searchParams) : path,
    subject: {
      kind: 'category',
      image: category.bannerImage,
      breadcrumbs: [
        { name: t('breadcrumb_home'), path: paths.home() },
        { name, path },
      ],
    },
  };
};

/**
 * Where a category URL moves to, or undefined when it is the page's own address (or there is no
 * category to go to). Both the server (categoryStatus) and the screen (history replaced) follow it:
 * - an unknown slug goes to the first category, query kept as it is;
 * - a `category` parameter (the filter form submitted before the app ran: its radios send the
 *   chosen slug, on the page's own path) goes to that category, or to the first one when it names
 *   none (the unknown-slug rule), or stays on this one when blank. The query goes along without
 *   `category` and without the form's fields left at "no filter" (an empty search text, the
 *   default price), so the shopper lands on the clean address.
 */
export function categoryMove(
  categories: readonly MainCategory[],
  slug: string | undefined,
  search: string,
): string | undefined {
  const first = categories[0];
  if (!first) return undefined;
  const known = (value: string | undefined) =>
    categories.find((category) => category.slug === value);
  const params = new URLSearchParams(search);
  const chosen = params.get(LISTING_PARAMS.category);
  if (chosen === null) return known(slug) ? undefined : `${paths.category(first.slug)}${search}`;
  const target = known(chosen.trim() || slug) ?? first;
  params.delete(LISTING_PARAMS.category);
  if (readProductName(params) === undefined) params.delete(LISTING_PARAMS.productName);
  if (readMaxPrice(params) === undefined) params.delete(LISTING_PARAMS.maxPrice);
  const rest = params.toString();
  return `${paths.category(target.slug)}${rest ? `?${rest}` : ''}`;
}

/**
 * A category listing's last UI page from its loaded server pages (undefined: not loaded or
 * failed); null when none loaded. Both server pages count, as one may fail alone.
 */
export function categoryLastPage(
  pages: ReadonlyArray<{ total: number } | undefined>,
): number | null {
  const loaded = pages.filter((page) => page !== undefined);
  if (loaded.length === 0) return null;
  return Math.ceil(Math.max(...loaded.map((page) => page.total)) / PAGE_SIZE.categoryListing);
}

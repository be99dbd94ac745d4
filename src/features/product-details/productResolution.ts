// From a product URL to a product id (SPEC §2 /{categorySlug}/{productSlug}, /productsDetails/{id};
// §3 Browser storage categoryProductMap). React-free: the route's prefetch and the screen run the
// same code with the same query arguments, so whichever starts second finds the answers cached.
import { catalogApi } from '../../api/catalogApi';
import type { MainCategory } from '../../entities/category/model';
import {
  selectMappedProduct,
  type CategoryProductMapState,
} from '../../entities/categoryProductMapSlice';
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../entities/product/model';
import {
  selectProductById,
  selectProductEntities,
  type ProductsRootState,
} from '../../entities/product/selectors';
import type { DataDispatch } from '../../shared/lib/routeData';
import { productMatchesSlug, sameSlug } from './productSlugs';

/** The largest page the server gives (wire CATALOG_PAGE_SIZES.max): fewest calls for fetchAll. */
export const FETCH_ALL_PAGE_SIZE = 50;
/** GET /products/0 searches every category (wire ALL_CATEGORIES; wire values are type-only here). */
const ALL_CATEGORIES = 0;

const once = { subscribe: false } as const;

export interface ProductRouteParams {
  categorySlug?: string;
  productSlug?: string;
  /** /productsDetails/{id} */
  id?: string;
}

/** A positive whole id from a URL segment, else null (a not-found product). */
export function parseProductId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export function categoryMatchesSlug(category: MainCategory, slug: string): boolean {
  return sameSlug(category.slug, slug) || sameSlug(category.name, slug);
}

function inCategory(product: Product, categorySlug: string): boolean {
  const { category } = product;
  if (!category) return false;
  return (
    (category.slug !== null && sameSlug(category.slug, categorySlug)) ||
    sameSlug(category.name, categorySlug)
  );
}

/**
 * A product the store already holds that the slugs name (a listing or a prefetch brought it), so
 * neither a search nor a server render has to wait for one. Memoized on the products and slugs.
 */
export const selectProductIdBySlugs = createSelector(
  [
    selectProductEntities,
    (_state: ProductsRootState, categorySlug: string) => categorySlug,
    (_state: ProductsRootState, _categorySlug: string, productSlug: string) => productSlug,
  ],
  (entities, categorySlug, productSlug): number | null =>
    Object.values(entities).find(
      (product) => productMatchesSlug(product, productSlug) && inCategory(product, categorySlug),
    )?.id ?? null,
);

type ListArgs = { categoryId: number; productName?: string };

/**
 * SPEC §7 "The product page fetches a category's products with fetchAll true and no limit": pages
 * of 50 looped to the last one, stopping early at the product (the rest cannot change the answer).
 */
async function findInList(
  dispatch: DataDispatch,
  getState: () => unknown,
  args: ListArgs,
  productSlug: string,
): Promise<number | null> {
  for (let page = 1; ; page += 1) {
    const { data } = await dispatch(
      catalogApi.endpoints.getCategoryProducts.initiate(
        { ...args, page, perPage: FETCH_ALL_PAGE_SIZE },
        once,
      ),
    );
    if (!data) return null;
    const state = getState() as ProductsRootState;
    const found = data.ids.find((id) => {
      const product = selectProductById(state, id);
      return product ? productMatchesSlug(product, productSlug) : false;
    });
    if (found !== undefined) return found;
    if (page >= data.lastPage || data.ids.length === 0) return null;
  }
}

/**
 * A fresh visit from a shared link (no map entry): the category by its slug, then its products;
 * when the category slug names none (or the product is not in it) a catalogue search by the
 * slug's words, matched by slug again. null = not found.
 */
export async function findProductBySlugs(
  dispatch: DataDispatch,
  getState: () => unknown,
  categorySlug: string,
  productSlug: string,
): Promise<number | null> {
  const { data: categories = [] } = await dispatch(
    catalogApi.endpoints.getMainCategories.initiate(undefined, once),
  );
  const category = categories.find((candidate) => categoryMatchesSlug(candidate, categorySlug));
  if (category) {
    const found = await findInList(dispatch, getState, { categoryId: category.id }, productSlug);
    if (found !== null) return found;
  }
  const words = productSlug.replace(/-+/g, ' ').trim();
  if (words.length < 2) return null;
  return findInList(
    dispatch,
    getState,
    { categoryId: ALL_CATEGORIES, productName: words },
    productSlug,
  );
}

interface PersistFlags {
  categoryProductMap?: CategoryProductMapState & { _persist?: { rehydrated: boolean } };
}

const REHYDRATE_WAIT_MS = 200;
const REHYDRATE_POLL_MS = 10;

/**
 * At boot the prefetch runs while redux-persist is still reading local storage; waiting for it (a
 * few milliseconds) saves a whole category fetch when the map already knows the product. Without
 * redux-persist (a server render) there is nothing to wait for.
 */
async function mapRehydrated(getState: () => unknown): Promise<void> {
  for (let waited = 0; waited < REHYDRATE_WAIT_MS; waited += REHYDRATE_POLL_MS) {
    const persist = (getState() as PersistFlags).categoryProductMap?._persist;
    if (!persist || persist.rehydrated) return;
    await new Promise((resolve) => setTimeout(resolve, REHYDRATE_POLL_MS));
  }
}

/** The product id a product route names: the URL id, the map entry, else a slug search. */
export async function resolveProductId(
  dispatch: DataDispatch,
  getState: () => unknown,
  params: ProductRouteParams,
): Promise<number | null> {
  if (params.id !== undefined) return parseProductId(params.id);
  const { categorySlug, productSlug } = params;
  if (!categorySlug || !productSlug) return null;
  await mapRehydrated(getState);
  const state = getState() as PersistFlags;
  const mapped = state.categoryProductMap
    ? selectMappedProduct(
        { categoryProductMap: state.categoryProductMap },
        categorySlug,
        productSlug,
      )
    : undefined;
  if (mapped) return mapped.productId;
  return findProductBySlugs(dispatch, getState, categorySlug, productSlug);
}

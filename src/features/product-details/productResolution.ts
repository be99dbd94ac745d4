// From a product URL (/{categorySlug}/{productSlug}, /productsDetails/{id}) to a product id, with
// the categoryProductMap kept in browser storage. React-free: the route's prefetch and the screen
// run the same code with the same query arguments, so whichever starts second finds the answers
// cached.
import { catalogApi } from '../../api/catalogApi';
import {
  selectMappedProduct,
  type CategoryProductMapState,
} from '../../entities/categoryProductMapSlice';
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../entities/product/model';
import { selectProductEntities, type ProductsRootState } from '../../entities/product/selectors';
import type { DataDispatch } from '../../shared/lib/routeData';
import { productMatchesSlug, sameSlug } from './productSlugs';

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

/**
 * A fresh visit from a shared link (no map entry, not in the store): the server's lookup, one call
 * whatever the slugs' spelling or the number of products (GET /product-lookup). null = not found
 * (and a lookup that failed: the page then says so, as for a link that names nothing).
 */
export async function lookupProductBySlugs(
  dispatch: DataDispatch,
  categorySlug: string,
  productSlug: string,
): Promise<number | null> {
  const { data } = await dispatch(
    catalogApi.endpoints.getProductBySlugs.initiate({ categorySlug, productSlug }, once),
  );
  return data ?? null;
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

/**
 * The product id a product route names: the URL id, the map entry, a product the store already
 * holds under these slugs, else the server's lookup.
 */
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
  const known = selectProductIdBySlugs(getState() as ProductsRootState, categorySlug, productSlug);
  if (known !== null) return known;
  return lookupProductBySlugs(dispatch, categorySlug, productSlug);
}

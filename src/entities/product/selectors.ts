// Reading products by id. Typed on the slice alone, so features (which may not import
// src/app) can use them with plain useSelector.
import { createSelector } from '@reduxjs/toolkit';
import { selectFavouriteIds } from '../../api/favouritesApi';
import type { Product } from './model';
import { productsAdapter, type ProductsState } from './productsSlice';

export interface ProductsRootState {
  products: ProductsState;
  /** The session (optional so a products-only state still reads; the app always has it). */
  auth?: { isAuthenticated: boolean };
}

export const { selectById: selectProductById, selectEntities: selectProductEntities } =
  productsAdapter.getSelectors((state: ProductsRootState) => state.products);

/**
 * The one answer to "is this product a favourite?" (synced from the favourites list, loaded only
 * when authenticated). Logged out: never. Logged in: membership in
 * the loaded favourites list (optimistic toggles patch it, api/favouritesApi.ts); before the list
 * has loaded, or when it failed, the server's flag on the product.
 */
export const selectIsFavourite = (state: ProductsRootState, id: number): boolean => {
  if (state.auth && !state.auth.isAuthenticated) return false;
  const favourites = selectFavouriteIds(state);
  if (favourites) return favourites.has(id);
  return selectProductById(state, id)?.isFavourite ?? false;
};

/** A product with the per-shopper state a card shows beside it (favourite now; cart later). */
export interface ProductView {
  product: Product;
  isFavourite: boolean;
}

// createSelector memoizes per (state, id) by default (weakMapMemoize), so many cards can share it.
export const selectProductView = createSelector(
  [selectProductById, selectIsFavourite],
  (product, isFavourite): ProductView | undefined =>
    product ? { product, isFavourite } : undefined,
);

// Reading products by id (STYLE §3). Typed on the slice alone, so features (which may not import
// src/app) can use them with plain useSelector.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from './model';
import { productsAdapter, type ProductsState } from './productsSlice';

export interface ProductsRootState {
  products: ProductsState;
}

export const { selectById: selectProductById, selectEntities: selectProductEntities } =
  productsAdapter.getSelectors((state: ProductsRootState) => state.products);

/**
 * The one answer to "is this product a favourite?". Today the server's flag on the product; the
 * favourites feature will fold its list (and optimistic toggles) in here, and every card follows.
 */
export const selectIsFavourite = (state: ProductsRootState, id: number): boolean =>
  selectProductById(state, id)?.isFavourite ?? false;

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

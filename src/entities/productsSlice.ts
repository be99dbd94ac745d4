// Products normalized once, fed by every product-returning endpoint (STYLE §3).
import { createEntityAdapter, createSlice, isAnyOf, type EntityState } from '@reduxjs/toolkit';
import { catalogApi } from '../api/catalogApi';
import type { Product } from '../api/transforms/product';

const productsAdapter = createEntityAdapter<Product>();

export type ProductsState = EntityState<Product, number>;

const { getLatestProducts, getTopProducts, getCategoryProducts, getMainCategories } =
  catalogApi.endpoints;

export const productsSlice = createSlice({
  name: 'products',
  initialState: productsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(
          getLatestProducts.matchFulfilled,
          getTopProducts.matchFulfilled,
          getCategoryProducts.matchFulfilled,
        ),
        (state, action) => {
          productsAdapter.upsertMany(state, action.payload.products);
        },
      )
      .addMatcher(getMainCategories.matchFulfilled, (state, action) => {
        productsAdapter.upsertMany(
          state,
          action.payload.flatMap((category) => category.products),
        );
      });
  },
});

export const productsReducer = productsSlice.reducer;

export const {
  selectById: selectProductById,
  selectEntities: selectProductEntities,
  selectAll: selectAllProducts,
} = productsAdapter.getSelectors((state: { products: ProductsState }) => state.products);

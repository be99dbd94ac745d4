// The one place a product object lives on the client (STYLE §3). Product-returning endpoints
// (api/catalogApi.ts) dispatch productsReceived with what they read and keep only ids in their
// own cache entry, so a later change to one product (favourite, stock) shows on every card.
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from './model';

export const productsAdapter = createEntityAdapter<Product>();

export type ProductsState = ReturnType<typeof productsAdapter.getInitialState>;

export const productsSlice = createSlice({
  name: 'products',
  initialState: productsAdapter.getInitialState(),
  reducers: {
    /** Products read from any answer; the newest answer wins field by field. */
    productsReceived(state, action: PayloadAction<Product[]>) {
      productsAdapter.upsertMany(state, action.payload);
    },
  },
});

export const { productsReceived } = productsSlice.actions;
export const productsReducer = productsSlice.reducer;

// The one place a product object lives on the client. Product-returning endpoints
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
    /**
     * A favourite toggle (optimistic, then as the server answered): keeps the product's own flag,
     * which selectIsFavourite falls back to before the favourites list has loaded, in step.
     */
    favouriteChanged(state, action: PayloadAction<{ id: number; isFavourite: boolean }>) {
      const product = state.entities[action.payload.id];
      if (product) product.isFavourite = action.payload.isFavourite;
    },
  },
});

export const { productsReceived, favouriteChanged } = productsSlice.actions;
export const productsReducer = productsSlice.reducer;

// Main categories normalized once (STYLE §3), fed by getMainCategories.
import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { catalogApi } from '../api/catalogApi';
import type { MainCategory } from '../api/transforms/category';

const categoriesAdapter = createEntityAdapter<MainCategory>();

export type CategoriesState = EntityState<MainCategory, number>;

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState: categoriesAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(catalogApi.endpoints.getMainCategories.matchFulfilled, (state, action) => {
      // Products go to the products slice; a category keeps only its own fields.
      const categories = action.payload.map(({ products: _products, ...category }) => category);
      categoriesAdapter.upsertMany(state, categories);
    });
  },
});

export const categoriesReducer = categoriesSlice.reducer;

export const { selectById: selectCategoryById, selectAll: selectAllCategories } =
  categoriesAdapter.getSelectors((state: { categories: CategoriesState }) => state.categories);

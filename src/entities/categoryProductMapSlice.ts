// '{categorySlug}/{productSlug}' → ids and names, so a product URL made of slugs can be resolved
// to ids. Persisted under local storage `persist:categoryProductMap`, a key others rely on.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CategoryProductEntry {
  categoryId: number;
  productId: number;
  categoryName: string;
  productName: string;
  timestamp: number;
}

export type CategoryProductMapState = Record<string, CategoryProductEntry>;

export interface ProductMappedPayload extends Omit<CategoryProductEntry, 'timestamp'> {
  categorySlug: string;
  productSlug: string;
}

/** Oldest entries are dropped beyond this many, so local storage cannot grow without bound. */
export const CATEGORY_PRODUCT_MAP_LIMIT = 500;

export function categoryProductKey(categorySlug: string, productSlug: string): string {
  return `${categorySlug}/${productSlug}`;
}

export const categoryProductMapSlice = createSlice({
  name: 'categoryProductMap',
  initialState: {} as CategoryProductMapState,
  reducers: {
    productMapped: {
      reducer(state, action: PayloadAction<CategoryProductEntry & { key: string }>) {
        const { key, ...entry } = action.payload;
        state[key] = entry;
        const keys = Object.keys(state);
        if (keys.length > CATEGORY_PRODUCT_MAP_LIMIT) {
          keys
            .sort((a, b) => (state[a]?.timestamp ?? 0) - (state[b]?.timestamp ?? 0))
            .slice(0, keys.length - CATEGORY_PRODUCT_MAP_LIMIT)
            .forEach((old) => delete state[old]);
        }
      },
      prepare({ categorySlug, productSlug, ...entry }: ProductMappedPayload) {
        return {
          payload: {
            ...entry,
            key: categoryProductKey(categorySlug, productSlug),
            timestamp: Date.now(),
          },
        };
      },
    },
  },
});

export const { productMapped } = categoryProductMapSlice.actions;
export const categoryProductMapReducer = categoryProductMapSlice.reducer;

export const selectMappedProduct = (
  state: { categoryProductMap: CategoryProductMapState },
  categorySlug: string,
  productSlug: string,
): CategoryProductEntry | undefined =>
  state.categoryProductMap[categoryProductKey(categorySlug, productSlug)];

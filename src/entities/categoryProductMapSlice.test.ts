import {
  CATEGORY_PRODUCT_MAP_LIMIT,
  categoryProductMapReducer,
  productMapped,
  selectMappedProduct,
  type CategoryProductMapState,
} from './categoryProductMapSlice';

const mapping = {
  categorySlug: 'أكواب',
  productSlug: 'كوب-شاي',
  categoryId: 1,
  productId: 11,
  categoryName: 'أكواب',
  productName: 'كوب شاي',
};

describe('categoryProductMap (browser storage)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("keys entries '{categorySlug}/{productSlug}' with ids, names and a timestamp", () => {
    jest.spyOn(Date, 'now').mockReturnValue(1234);
    const state = categoryProductMapReducer(undefined, productMapped(mapping));
    expect(state).toEqual({
      'أكواب/كوب-شاي': {
        categoryId: 1,
        productId: 11,
        categoryName: 'أكواب',
        productName: 'كوب شاي',
        timestamp: 1234,
      },
    });
    expect(selectMappedProduct({ categoryProductMap: state }, 'أكواب', 'كوب-شاي')?.productId).toBe(
      11,
    );
  });

  it('drops the oldest entries beyond the limit', () => {
    const full: CategoryProductMapState = {};
    for (let index = 0; index < CATEGORY_PRODUCT_MAP_LIMIT; index += 1) {
      full[`c/p${index}`] = { ...mapping, productId: index, timestamp: index + 1 };
    }
    jest.spyOn(Date, 'now').mockReturnValue(10_000);
    const state = categoryProductMapReducer(full, productMapped(mapping));
    expect(Object.keys(state)).toHaveLength(CATEGORY_PRODUCT_MAP_LIMIT);
    expect(state['c/p0']).toBeUndefined();
    expect(state['أكواب/كوب-شاي']?.timestamp).toBe(10_000);
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { favouritesApi } from '../../api/favouritesApi';
import { authReducer, loggedIn, loggedOut } from '../session/authSlice';
import type { Product } from './model';
import { productsReceived, productsReducer } from './productsSlice';
import { selectIsFavourite, selectProductById, selectProductView } from './selectors';

const product = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  title: `كوب ${id}`,
  slug: `cup-${id}`,
  code: null,
  price: '80.00',
  priceBefore: null,
  discountPercent: null,
  currency: 'EGP',
  image: null,
  images: [],
  status: 'available',
  category: null,
  quantity: 10,
  description: null,
  descriptionImage: null,
  colors: [],
  isFavourite: false,
  ...overrides,
});

const stateWith = (...products: Product[]) => ({
  products: productsReducer(undefined, productsReceived(products)),
});

describe('products slice and selectors', () => {
  it('keeps one object per id; a later answer updates it', () => {
    let state = stateWith(product(1), product(2));
    state = {
      products: productsReducer(state.products, productsReceived([product(1, { price: '75.00' })])),
    };
    expect(state.products.ids).toEqual([1, 2]);
    expect(selectProductById(state, 1)?.price).toBe('75.00');
  });

  it('answers the favourite state from one selector', () => {
    const state = stateWith(product(1, { isFavourite: true }), product(2));
    expect(selectIsFavourite(state, 1)).toBe(true);
    expect(selectIsFavourite(state, 2)).toBe(false);
    expect(selectIsFavourite(state, 3)).toBe(false);
  });

  it('gives a stable view per product until that product changes', () => {
    const state = stateWith(product(1), product(2, { isFavourite: true }));
    const view = selectProductView(state, 2);
    expect(view).toEqual({ product: selectProductById(state, 2), isFavourite: true });
    expect(selectProductView(state, 1)).toBeDefined();
    expect(selectProductView(state, 2)).toBe(view);
    expect(selectProductView(state, 9)).toBeUndefined();
  });

  it('follows the favourites list once loaded for the logged-in user, and is never set logged out', async () => {
    const store = configureStore({
      reducer: {
        [baseApi.reducerPath]: baseApi.reducer,
        products: productsReducer,
        auth: authReducer,
      },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const user = {
      id: 5,
      firstName: 'منى',
      familyName: '',
      email: 'm@x.com',
      phoneNumber: '01012345678',
      address: null,
      cityId: null,
    };
    store.dispatch(loggedIn({ token: 't', user }));
    store.dispatch(productsReceived([product(1, { isFavourite: true }), product(2)]));
    // Before the list: the server's flag on the product.
    expect(selectIsFavourite(store.getState(), 1)).toBe(true);
    await store.dispatch(favouritesApi.util.upsertQueryData('getFavourites', 5, [2]));
    expect(selectIsFavourite(store.getState(), 1)).toBe(false);
    expect(selectIsFavourite(store.getState(), 2)).toBe(true);
    expect(selectProductView(store.getState(), 2)?.isFavourite).toBe(true);
    store.dispatch(loggedOut());
    expect(selectIsFavourite(store.getState(), 2)).toBe(false);
  });
});

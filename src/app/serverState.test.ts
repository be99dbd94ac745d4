import { baseApi } from '../api/baseApi';
import { catalogApi } from '../api/catalogApi';
import type { Product } from '../entities/product/model';
import { productsReceived } from '../entities/product/productsSlice';
import {
  parseServerState,
  preloadedFromServer,
  serializeServerState,
  serverState,
  type ServerState,
} from './serverState';
import { makeStore } from './store';

const products = {
  ids: [7],
  entities: { 7: { id: 7, title: 'كوب </script><!-- & >' } },
} as unknown as ServerState['products'];

const state: ServerState = {
  language: 'ar',
  origin: 'https://zujaj.example',
  api: { queries: {}, provided: {} as ServerState['api']['provided'] },
  products,
};

describe('server state', () => {
  it('serializes without anything that could end its element or start markup', () => {
    const text = serializeServerState(state);
    expect(text).not.toMatch(/[<>&]/);
    expect(parseServerState(text)).toEqual(state);
  });

  it('reads nothing from a missing, broken or foreign element', () => {
    expect(parseServerState(null)).toBeNull();
    expect(parseServerState('{')).toBeNull();
    expect(parseServerState('{"language":"fr","api":{},"products":{}}')).toBeNull();
    expect(parseServerState('null')).toBeNull();
  });

  it("gives the store the server's queries inside a complete API state", () => {
    const preloaded = preloadedFromServer(state);
    const initial = baseApi.reducer(undefined, { type: 'init' });
    expect(preloaded.api).toEqual({ ...initial, queries: {}, provided: state.api.provided });
    expect(preloaded.products?.entities[7]).toMatchObject({
      id: 7,
      title: 'كوب </script><!-- & >',
    });
  });

  it("carries a listed product as its card shows it, and the opened product's details whole", async () => {
    const product = (id: number): Product => ({
      id,
      title: `Vase ${id}`,
      slug: `vase-${id}`,
      code: `V-${id}`,
      price: '100.00',
      priceBefore: null,
      discountPercent: null,
      currency: 'EGP',
      image: `/media/v${id}.webp`,
      images: [`/media/v${id}.webp`, `/media/v${id}-2.webp`],
      status: 'available',
      category: { id: 1, name: 'فازات', nameEn: 'Vases', slug: 'vases' },
      quantity: 4,
      description: `A long story of vase ${id}`,
      descriptionImage: `/media/d${id}.webp`,
      colors: [{ id: 1, name: 'Blue', value: '#00f' }],
      isFavourite: false,
    });
    const store = makeStore();
    store.dispatch(productsReceived([product(1), product(2)]));
    await store.dispatch(catalogApi.util.upsertQueryData('getProductDetails', 2, 2));

    const carried = parseServerState(
      serializeServerState(serverState(store.getState(), 'en', 'https://zujaj.example')),
    );
    expect(carried?.products.entities[2]).toEqual(product(2));
    const listed = carried?.products.entities[1];
    expect(listed).toMatchObject({ title: 'Vase 1', price: '100.00', quantity: 4 });
    expect(listed).not.toHaveProperty('description');
    expect(listed).not.toHaveProperty('images');

    // In the browser's store the listed one reads as a product whose details are still to come.
    const preloaded = preloadedFromServer(carried as ServerState);
    expect(preloaded.products?.entities[1]).toEqual({
      ...product(1),
      description: null,
      descriptionImage: null,
      images: ['/media/v1.webp'],
      colors: [],
    });
    expect(preloaded.products?.entities[2]).toEqual(product(2));
  });
});

// Normalize once, store once: product objects live only in the products slice; query
// cache entries keep ids and paging. And the route prefetch starts the screen's own requests.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogApi } from '../../src/api/catalogApi';
import { prefetchRoute } from '../../src/app/router';
import { makeStore } from '../../src/app/store';
import { selectMainCategories } from '../../src/entities/category/selectors';
import { selectProductById } from '../../src/entities/product/selectors';
import type { HeaderImagesAnswer } from '../../src/shared/wire/content';
import { apiUrl, server } from '../support/msw';
import { homeHandlers, productDto } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';

const { getLatestProducts, getTopProducts, getCategoryProducts, getMainCategories } =
  catalogApi.endpoints;

describe('one product store', () => {
  it('keeps ids and paging in the query cache and the products in the products slice', async () => {
    server.use(
      ...homeHandlers({
        latest: [productDto({ id: 1, name_ar: 'مزهرية كريستال' }), productDto({ id: 2 })],
        categoryProducts: { 1: [productDto({ id: 2 })] },
        top: [productDto({ id: 1, name_ar: 'مزهرية كريستال' })],
      }),
    );
    const store = makeStore();
    const latest = await store.dispatch(getLatestProducts.initiate({ page: 1, perPage: 50 }));
    await store.dispatch(getCategoryProducts.initiate({ categoryId: 1 }));
    await store.dispatch(getTopProducts.initiate({}));

    expect(latest.data).toEqual({ ids: [1, 2], total: 2, currentPage: 1, lastPage: 1 });
    expect(selectProductById(store.getState(), 1)).toMatchObject({
      title: 'مزهرية كريستال',
      price: '80.00',
    });
    expect(store.getState().products.ids).toEqual([1, 2]);
    // No product object anywhere in the RTK Query cache.
    const apiState = JSON.stringify(store.getState().api);
    expect(apiState).not.toContain('مزهرية كريستال');
    expect(apiState).not.toContain('80.00');
  });

  it('lets the newest answer update the one copy every list shows', async () => {
    server.use(...homeHandlers({ latest: [productDto({ id: 1 })] }));
    const store = makeStore();
    await store.dispatch(getLatestProducts.initiate({}));
    server.use(...homeHandlers({ top: [productDto({ id: 1, price_after_discount: '75.00' })] }));
    await store.dispatch(getTopProducts.initiate({}));
    expect(selectProductById(store.getState(), 1)?.price).toBe('75.00');
    expect(store.getState().products.ids).toEqual([1]);
  });

  it("splits products embedded in the maker's host's categories into the products slice", async () => {
    server.use(
      http.get(apiUrl('/main-categories'), () =>
        HttpResponse.json([
          {
            id: 3,
            name: 'ثريات',
            name_en: 'Chandeliers',
            slug: 'chandeliers',
            products: [productDto({ id: 9 })],
          },
        ]),
      ),
    );
    const store = makeStore();
    await store.dispatch(getMainCategories.initiate());
    expect(selectMainCategories(store.getState())).toEqual([
      { id: 3, name: 'ثريات', slug: 'chandeliers', bannerImage: null, productIds: [9] },
    ]);
    expect(selectProductById(store.getState(), 9)?.id).toBe(9);
  });

  it('reports an answer it cannot read as an error and stores nothing', async () => {
    server.use(http.get(apiUrl('/top-products'), () => HttpResponse.json({ status_code: 200 })));
    const store = makeStore();
    const result = await store.dispatch(getTopProducts.initiate({}));
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
    expect(store.getState().products.ids).toEqual([]);
  });
});

describe('route prefetch (src/app/router.tsx)', () => {
  it("starts exactly the home screen's requests, so the screen asks nothing again", async () => {
    const requests: string[] = [];
    const headerImages: HeaderImagesAnswer = {
      status_code: 200,
      data: [{ id: 1, image: '/media/header/hero-1-640.webp' }],
    };
    server.use(
      http.get(apiUrl('/header'), () => HttpResponse.json(headerImages)),
      ...homeHandlers(),
    );
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
    });
    const store = makeStore();
    sessionStorage.setItem('language', 'ar');
    await prefetchRoute({ pathname: '/', search: '' }, store.dispatch, store.getState);
    const prefetched = [...requests].sort();
    expect(prefetched).toEqual([
      '/all-latest-products?lang=ar&page=1&per_page=50',
      '/header',
      '/main-categories?lang=ar',
      '/products/1?lang=ar&page=1&per_page=50',
      '/products/2?lang=ar&page=1&per_page=50',
      '/settings',
      '/shop-details',
      '/social-platforms',
      '/top-products?lang=ar&limit=50',
    ]);

    const prefetchedEntries = Object.keys(store.getState().api.queries).sort();

    await renderApp('/', { store });
    const cups = await screen.findByRole('region', { name: 'أكواب' });
    expect(await within(cups).findAllByRole('article')).toHaveLength(1);
    server.events.removeAllListeners();
    // Only the settings check may run again (MaintenanceGate subscribes to it; it is never cached).
    expect(requests.filter((request) => request !== '/settings').sort()).toEqual(
      prefetched.filter((request) => request !== '/settings'),
    );
    // The screen's query arguments are the prefetch's: no new RTK Query cache entry appeared.
    expect(Object.keys(store.getState().api.queries).sort()).toEqual(prefetchedEntries);
  });
});

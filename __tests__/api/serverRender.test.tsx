// Issue 8 item 12: every storefront route renders to a string in Node (no window, no document)
// with a store its own `prefetch` filled from the real API (buildApp on a seeded database, reached
// through app.inject), in both languages. A browser global touched at module scope or during
// render, or a route without a sample path here, fails this test. Also checks that each route's
// meta (route table) is computed from that data.
import type { FastifyInstance } from 'fastify';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { baseApi } from '../../src/api/baseApi';
import { AppProviders } from '../../src/app/App';
import { createRoutes, matchScreenRoute, prefetchRoute, screenRoutes } from '../../src/app/router';
import { makeStore } from '../../src/app/store';
import { createI18n } from '../../src/i18n';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { slugify } from '../../src/shared/lib/slugify';
import type { Language } from '../../src/shared/rules/constants';
import type { CategoryProductsAnswer, MainCategoriesAnswer } from '../../src/shared/wire/catalog';
import { seedIfEmpty } from '../../server/db/seed';
import { buildTestApp } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const ORIGIN = 'http://render.test';

interface Catalogue {
  categorySlug: string;
  productId: number;
  productPath: string;
  arabicProductPath: string;
  productTitle: string;
}

/** One sample URL per route id; a new route must add its own here. */
const SAMPLES: Record<string, (catalogue: Catalogue) => string> = {
  home: () => '/',
  'latest-products': () => '/latest-products?page=2',
  'best-sellers': () => '/best-sellers',
  offers: () => '/offers',
  search: () => '/search?product_name=vase',
  category: ({ categorySlug }) => `/${encodeURIComponent(categorySlug)}?max_price=50000`,
  product: ({ productPath }) => productPath,
  'product-by-id': ({ productId }) => `/productsDetails/${productId}`,
  login: () => '/login',
  register: () => '/register',
  'forgot-password': () => '/forgot-password',
  'reset-password': () => '/reset-password?email=shopper%40example.com',
  'change-password': () => '/change-password',
  profile: () => '/profile',
  favourites: () => '/fav',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orders: () => '/orders-checkout',
};

let testDb: TestDb;
let app: FastifyInstance;
let catalogue: Catalogue;
const realFetch = globalThis.fetch;
const stores: ReturnType<typeof makeStore>[] = [];

async function apiGet<T>(path: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${path}` });
  return response.json<T>();
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  app = buildTestApp(testDb.db);
  await app.ready();
  process.env.API_BASE_URL = `${ORIGIN}/api/v1`;
  // The storefront's fetches go to the real API in-process.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };

  const categories = await apiGet<MainCategoriesAnswer>('/main-categories');
  const first = categories.data[0]!;
  const listing = await apiGet<CategoryProductsAnswer>(`/products/${first.id}?lang=ar`);
  const product = listing.messages.records[0]!;
  catalogue = {
    categorySlug: first.slug,
    productId: product.id,
    // The canonical URL (the server's slugs); a link with Arabic slugs resolves too (below).
    productPath: `/${first.slug}/${product.slug}`,
    arabicProductPath: `/${encodeURIComponent(slugify(first.name))}/${encodeURIComponent(slugify(product.name))}`,
    productTitle: product.name,
  };
});

afterEach(() => {
  // Unused cache entries wait 60 s to be dropped; those timers would keep jest alive.
  for (const store of stores.splice(0)) store.dispatch(baseApi.util.resetApiState());
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  delete process.env.API_BASE_URL;
  await app?.close();
  await testDb?.close();
});

async function renderPath(url: string, language: Language) {
  const store = makeStore();
  stores.push(store);
  const { pathname, search } = new URL(url, ORIGIN);
  const found = matchScreenRoute(pathname);
  await prefetchRoute({ pathname, search }, store.dispatch, store.getState);
  const i18n = await createI18n(language, language === 'en' ? en : ar);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) return { html: '', redirect: context, store, i18n, found };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders store={store} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, redirect: null, store, i18n, found };
}

it('has a sample URL for every route of the table', () => {
  const missing = screenRoutes.map(({ id }) => id).filter((id) => !(id in SAMPLES));
  expect(missing).toEqual([]);
});

describe.each(['ar', 'en'] as const)('in %s', (language) => {
  it.each(screenRoutes.map(({ id }) => id))('renders %s to a string with its data', async (id) => {
    const url = SAMPLES[id]!(catalogue);
    const { html, redirect, store, i18n, found } = await renderPath(url, language);
    expect(redirect).toBeNull();
    expect(found?.route.id).toBe(id);
    // The screen itself, not the root's loading overlay: every screen has its one h1.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Neither the error screen nor a failed load in place of the route.
    expect(html).not.toContain(i18n.t('error_boundary_title'));
    expect(html).not.toContain(i18n.t('loading_data_failed'));

    const { meta: metaOf } = await found!.route.data();
    const meta = metaOf({
      state: store.getState(),
      params: found!.params,
      searchParams: new URL(url, ORIGIN).searchParams,
      language,
      t: i18n.t,
    });
    expect(meta.title).not.toBe('');
    expect(meta.description).not.toBe('');
  });
});
it('fills the product route from its prefetch: the product title is in the markup', async () => {
  const { html, store } = await renderPath(catalogue.productPath, 'ar');
  expect(store.getState().products.ids).toContain(catalogue.productId);
  expect(html).toContain(catalogue.productTitle);
});

it('resolves a product link written with Arabic slugs on the server too', async () => {
  const { html, store } = await renderPath(catalogue.arabicProductPath, 'ar');
  expect(store.getState().products.ids).toContain(catalogue.productId);
  expect(html).toContain(catalogue.productTitle);
});

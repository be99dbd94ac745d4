// Every storefront route renders to a string in Node (no window, no document)
// with a store its own `prefetch` filled from the real API (buildApp on a seeded database, reached
// through app.inject), in both languages. A browser global touched at module scope or during
// render, or a route without a sample path here, fails this test. Also checks that each route's
// meta (route table) is computed from that data.
import type { FastifyInstance } from 'fastify';
import { screenRoutes } from '../../src/app/router';
import { renderRoute } from '../../src/app/serverRender';
import { toUser } from '../../src/api/transforms/user';
import { localizedPath } from '../../src/shared/lib/language';
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
  'restore-account': () => '/restore-account?token=abc',
  'change-password': () => '/change-password',
  profile: () => '/profile',
  favourites: () => '/fav',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orders: () => '/orders-checkout',
  catalog: () => '/catalog',
  videos: () => '/videos?page=2',
  about: () => '/about',
  contact: () => '/contact',
  representative: () => '/representative',
  'bulk-order': () => '/order',
  'shipping-policy': () => '/shipping-policy',
  'terms-conditions': () => '/terms-conditions',
  'exchanges-and-returns': () => '/exchanges-and-returns',
  'privacy-policy': () => '/privacy-policy',
  'common-questions': () => '/common-questions',
};

let testDb: TestDb;
let app: FastifyInstance;
let catalogue: Catalogue;

/** The storefront's fetches go to the real API in-process. */
async function injectFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
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
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${path}` });
  return response.json<T>();
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  app = buildTestApp(testDb.db);
  await app.ready();

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

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

type Session = NonNullable<Parameters<typeof renderRoute>[0]['session']>;

/** The server's own render (src/app/serverRender.tsx) with the API answered in-process. */
async function renderPath(url: string, language: Language, session?: Session) {
  const result = await renderRoute({
    url: localizedPath(url, language),
    origin: ORIGIN,
    fetchApi: injectFetch,
    session,
  });
  if (result.kind === 'redirect') throw new Error(`${url} redirected to ${result.location}`);
  return result;
}

it('has a sample URL for every route of the table', () => {
  const missing = screenRoutes.map(({ id }) => id).filter((id) => !(id in SAMPLES));
  expect(missing).toEqual([]);
});

describe.each(['ar', 'en'] as const)('in %s', (language) => {
  it.each(screenRoutes.map(({ id }) => id))('renders %s to a string with its data', async (id) => {
    const url = SAMPLES[id]!(catalogue);
    const { html, routeId, t, meta } = await renderPath(url, language);
    expect(routeId).toBe(id);
    // The screen itself, not the root's loading overlay: every screen has its one h1.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Neither the error screen nor a failed load in place of the route.
    expect(html).not.toContain(t('error_boundary_title'));
    expect(html).not.toContain(t('loading_data_failed'));
    // The route table's meta, computed from the data the render used.
    expect(meta.title).not.toBe('');
    expect(meta.description).not.toBe('');
  });
});

// With a logged-in store too (the account pages show their own content, not the
// 'log in to continue' panel). The session is a real one: a shopper registered through the API.
describe('logged in', () => {
  let session: Session;
  beforeAll(async () => {
    const cities = await apiGet<{ data: { id: number }[] }>('/get-cities');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        first_name: 'Sara',
        family_name: 'Hassan',
        email: 'render@example.com',
        password: 'glass-and-sand',
        password_confirmation: 'glass-and-sand',
        phone_number: '01000000042',
        address: '12 Nile Street',
        city_id: cities.data[0]!.id,
      },
    });
    const body = answer.json<{ token: string; user: Parameters<typeof toUser>[0] }>();
    session = { token: body.token, user: toUser(body.user) };
  });

  it.each(screenRoutes.map(({ id }) => id))('renders %s to a string', async (id) => {
    const { html, t } = await renderPath(SAMPLES[id]!(catalogue), 'en', session);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain(t('error_boundary_title'));
    expect(html).not.toContain(t('login_required_title'));
  });
});

it('fills the product route from its prefetch: the product title is in the markup', async () => {
  const { html, store } = await renderPath(catalogue.productPath, 'ar');
  expect(store.getState().products.ids).toContain(catalogue.productId);
  expect(html).toContain(catalogue.productTitle);
});

it('resolves a product link written with Arabic slugs on the server too: it moves to the canonical URL', async () => {
  for (const language of ['ar', 'en'] as const) {
    const result = await renderRoute({
      url: localizedPath(`${catalogue.arabicProductPath}?from=chat`, language),
      origin: ORIGIN,
      fetchApi: injectFetch,
    });
    expect(result).toEqual({
      kind: 'redirect',
      status: 301,
      location: localizedPath(`${catalogue.productPath}?from=chat`, language),
    });
  }
});

// Server renders cannot outlive their page: a render is stopped when its page is answered (no API
// call starts after that), bad product links cost a few API calls each whatever the catalogue's
// size, and a process runs at most maxRendersInFlight renders at once (beyond: the shell at once).
// The storefront's render module is loaded from source, as __tests__/api/ssrPages.test.ts does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InjectOptions, Response as LightMyRequestResponse } from 'light-my-request';
import * as storefrontRender from '../../src/app/serverRender';
import { seedIfEmpty } from '../../server/db/seed';
import { seedLargeCatalogue } from '../../server/db/seed/large';
import { createPageRenderer, type PageAnswer } from '../../server/ssr/pageRender';
import type { CategoryProductsAnswer, MainCategoriesAnswer } from '../../src/shared/wire/catalog';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

jest.setTimeout(60_000);

const SHELL_MARK = '<div id=root></div>';
/** API calls a product page may make: settings, social links, the lookup, details, related. */
const CALLS_PER_PAGE = 6;
/** How long the tests watch for a call after the page was answered. */
const AFTERWARDS_MS = 500;

let testDb: TestDb;
let distDir: string;
let template: string;
let app: FastifyInstance;
/** Every API request the app received, in order. */
const apiCalls: string[] = [];
let releaseHeld: () => void = () => undefined;
let held: Promise<void> = Promise.resolve();
let categorySlug = '';
let productSlug = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function holdLookups(): void {
  held = new Promise((resolve) => {
    releaseHeld = resolve;
  });
}

/**
 * The app on the test database with the storefront's render. Every API call a render makes goes
 * through app.inject (inProcessFetch): counted there, so read cache hits (answered before any
 * route hook) count too; while a test holds them, lookups do not answer (a call that never settles).
 */
async function watchedApp(config: ReturnType<typeof testConfig>): Promise<FastifyInstance> {
  const built = buildTestApp(testDb.db, { config, serverRender: storefrontRender });
  const inject = built.inject.bind(built) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  built.inject = (async (options: InjectOptions) => {
    const url = String(options.url ?? '');
    if (url.startsWith('/api/')) {
      apiCalls.push(url);
      if (url.startsWith('/api/v1/product-lookup')) await held;
    }
    return inject(options);
  }) as typeof built.inject;
  await built.ready();
  return built;
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  // Enough products that a walk through a category's pages of 50 and a search would take many
  // calls: the bound below holds whatever the catalogue's size.
  await seedLargeCatalogue(testDb.db, 1500);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-limits-'));
  template = fs
    .readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
    .replace('<div id="root"></div>', SHELL_MARK);
  fs.writeFileSync(path.join(distDir, 'index.html'), template);

  app = await watchedApp(testConfig({ distDir }));

  const get = async <T>(url: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1${url}` })).json<T>();
  const first = (await get<MainCategoriesAnswer>('/main-categories')).data[0]!;
  categorySlug = first.slug;
  productSlug = (await get<CategoryProductsAnswer>(`/products/${first.id}`)).messages.records[0]!
    .slug;
  const products = first.products_count;
  expect(products).toBeGreaterThan(100);
});

afterAll(async () => {
  releaseHeld();
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  apiCalls.length = 0;
});

/** The pages' answers, each either the shell (200) or the rendered not-found page (404). */
function expectShellOrNotFound({ statusCode, body }: { statusCode: number; body: string }): void {
  const rendered = !body.includes(SHELL_MARK);
  if (rendered) {
    expect(statusCode).toBe(404);
    expect(body).toContain('المنتج غير موجود');
  } else {
    expect(statusCode).toBe(200);
    expect(body).toContain(SHELL_MARK);
  }
}

describe('bad product links', () => {
  const badLinks = () => [`/${categorySlug}/ra`, `/${categorySlug}/no-such-product`];

  it('render the not-found page with a bounded number of API calls', async () => {
    for (const url of badLinks()) {
      apiCalls.length = 0;
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(SHELL_MARK);
      expect(answer.body).toContain('المنتج غير موجود');
      expect(apiCalls.filter((call) => call.startsWith('/api/v1/product-lookup'))).toHaveLength(1);
      expect(apiCalls.length).toBeLessThanOrEqual(CALLS_PER_PAGE);
    }
  });

  it('ten at once are each answered, and no API call starts after the pages were answered', async () => {
    const urls = Array.from({ length: 10 }, (_, i) => badLinks()[i % 2]!);
    const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
    const callsWhenAnswered = apiCalls.length;
    for (const answer of answers) expectShellOrNotFound(answer);
    expect(callsWhenAnswered).toBeLessThanOrEqual(CALLS_PER_PAGE * urls.length);
    await sleep(AFTERWARDS_MS);
    expect(apiCalls.length).toBe(callsWhenAnswered);
  });
});

describe('a render with a stuck API call', () => {
  const fakeRequest = (url: string) =>
    ({
      url,
      headers: {},
      log: { warn: () => undefined, info: () => undefined },
    }) as unknown as FastifyRequest;

  const renderer = (maxRendersInFlight: number) =>
    createPageRenderer(app, {
      render: storefrontRender,
      template,
      publicUrl: 'http://localhost:3000',
      timeoutMs: 300,
      maxRendersInFlight,
    });

  it('answers the shell at the deadline and makes no later call, even once the call answers', async () => {
    holdLookups();
    const answer = await renderer(4)(fakeRequest(`/${categorySlug}/${productSlug}`));
    expect(answer).toBeNull();
    expect(apiCalls.some((call) => call.startsWith('/api/v1/product-lookup'))).toBe(true);
    const callsWhenAnswered = apiCalls.length;
    // The held lookup answers now: a render that went on would ask for the similar products.
    releaseHeld();
    await sleep(AFTERWARDS_MS);
    expect(apiCalls.length).toBe(callsWhenAnswered);
  });

  it('refuses every call of a render once its signal is aborted', async () => {
    const { inProcessFetch } = await import('../../server/ssr/inProcessFetch');
    const controller = new AbortController();
    const fetchApi = inProcessFetch(app, controller.signal);
    const ok = await fetchApi('http://localhost:3000/api/v1/settings');
    expect(ok.status).toBe(200);
    const before = apiCalls.length;
    controller.abort();
    await expect(fetchApi('http://localhost:3000/api/v1/settings')).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(apiCalls.length).toBe(before);
  });

  it('with maxRendersInFlight 1, a second page while one renders gets the shell at once', async () => {
    holdLookups();
    const render = renderer(1);
    let firstAnswered = false;
    const first = render(fakeRequest(`/${categorySlug}/${productSlug}`)).then((answer) => {
      firstAnswered = true;
      return answer;
    });
    // The first render is waiting on its held lookup.
    while (!apiCalls.some((call) => call.startsWith('/api/v1/product-lookup'))) await sleep(10);
    const second = await render(fakeRequest(`/${categorySlug}/${productSlug}`));
    expect(second).toBeNull();
    expect(firstAnswered).toBe(false);
    expect(await first).toBeNull();
    releaseHeld();
    // Its slot is free again once it was answered: the same page now renders.
    const third: PageAnswer | null = await render(fakeRequest(`/${categorySlug}/${productSlug}`));
    expect(third?.kind).toBe('html');
  });
});

describe('RENDER_TIMEOUT_MS', () => {
  const page = () => `/${categorySlug}/${productSlug}`;

  it("is the app's render deadline: 300 ms gives the shell to a page whose render waits on a call", async () => {
    const quick = await watchedApp(testConfig({ distDir, renderTimeoutMs: 300 }));
    try {
      holdLookups();
      const answer = await quick.inject({ method: 'GET', url: page() });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(SHELL_MARK);
    } finally {
      releaseHeld();
      await quick.close();
    }
  });

  it('a longer deadline lets a render that takes longer than the default 2 s finish', async () => {
    const patient = await watchedApp(testConfig({ distDir, renderTimeoutMs: 60_000 }));
    try {
      holdLookups();
      const answer = patient.inject({ method: 'GET', url: page() });
      await sleep(2500);
      releaseHeld();
      const { statusCode, body } = await answer;
      expect(statusCode).toBe(200);
      expect(body).not.toContain(SHELL_MARK);
    } finally {
      releaseHeld();
      await patient.close();
    }
  });
});

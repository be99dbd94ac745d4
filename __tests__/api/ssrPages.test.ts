// The server answers the public catalogue pages as rendered HTML (server/ssr,
// plugins/static.ts) with the storefront's own render module (src/app/serverRender.tsx, here from
// source instead of the webpack bundle), and the plain shell whenever it should not or cannot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as storefrontRender from '../../src/app/serverRender';
import { parseServerState, SERVER_STATE_ID } from '../../src/app/serverState';
import type { Config } from '../../server/config';
import { seedIfEmpty } from '../../server/db/seed';
import { RENDER_TIMEOUT_MS } from '../../server/ssr/pageRender';
import type { ServerRenderModule } from '../../server/ssr/types';
import type { CategoryProductsAnswer, MainCategoriesAnswer } from '../../src/shared/wire/catalog';
import { createProduct } from '../support/catalogFixtures';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const HOSTILE_NAME = 'كوب </script><script>alert(1)</script> <!-- x';
const SHELL_MARK = '<div id="root"></div>';

let testDb: TestDb;
let distDir: string;
const apps: FastifyInstance[] = [];

async function appWith(
  serverRender: ServerRenderModule | null,
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = buildTestApp(testDb.db, {
    config: testConfig({ distDir, ...config }),
    serverRender,
  });
  apps.push(app);
  await app.ready();
  return app;
}

async function apiGet<T>(app: FastifyInstance, url: string): Promise<T> {
  return (await app.inject({ method: 'GET', url: `/api/v1${url}` })).json<T>();
}

/** The JSON state element's text, and the element count (exactly one expected). */
function stateOf(html: string): { text: string | undefined; count: number } {
  const pattern = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`,
    'g',
  );
  const found = [...html.matchAll(pattern)];
  return { text: found[0]?.[1], count: found.length };
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-dist-'));
  // The template as the build writes it (html-webpack-plugin drops the quotes it can).
  const template = fs
    .readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
    .replace('<div id="root"></div>', '<div id=root></div>')
    .replace(
      '</head>',
      '<link href=/main.9a8b7c6d.css rel=stylesheet><script defer src=/runtime.1a2b3c4d.js></script><script defer src=/main.5e6f7a8b.js></script></head>',
    );
  fs.writeFileSync(path.join(distDir, 'index.html'), template);
  // The chunk groups as the build names them (webpack.config.ts).
  fs.writeFileSync(
    path.join(distDir, 'chunk-groups.json'),
    JSON.stringify({
      main: ['runtime.1a2b3c4d.js', 'main.9a8b7c6d.css', 'main.5e6f7a8b.js'],
      islands: ['runtime.1a2b3c4d.js', 'islands.9a8b7c6d.css', 'islands.4d4d4d4d.js'],
      'route-offers': ['8400.aaaaaaaa.js', 'route-offers.45454545.js'],
      'route-home': ['8400.aaaaaaaa.js', 'route-home.bbbbbbbb.js'],
      'route-category': ['8400.aaaaaaaa.js', '3395.cccccccc.js', 'route-category.dddddddd.js'],
      'data-catalog': ['data-catalog.eeeeeeee.js'],
      'locale-ar': ['locale-ar.ffffffff.js'],
      'locale-en': ['locale-en.abababab.js'],
      gallery: ['622.cdcdcdcd.js', 'gallery.efefefef.css', 'gallery.12121212.js'],
    }),
  );
  // The faces as the build writes them (@fontsource's 400.css and 700.css, minified).
  const face = (subset: string, weight: number) =>
    `@font-face{font-family:Cairo;font-weight:${weight};src:url(/assets/cairo-${subset}-${weight}-normal.0f0f0f0f.woff2) format("woff2"),url(/assets/cairo-${subset}-${weight}-normal.1e1e1e1e.woff) format("woff")}`;
  fs.writeFileSync(
    path.join(distDir, 'main.9a8b7c6d.css'),
    [400, 700].flatMap((w) => ['arabic', 'latin-ext', 'latin'].map((s) => face(s, w))).join(''),
  );
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('with the render module', () => {
  let app: FastifyInstance;
  let categoryPath: string;
  let product: { path: string; name: string };
  let hostileCategoryPath: string;

  beforeAll(async () => {
    app = await appWith(storefrontRender);
    const categories = await apiGet<MainCategoriesAnswer>(app, '/main-categories');
    const first = categories.data[0]!;
    categoryPath = `/${first.slug}`;
    const listing = await apiGet<CategoryProductsAnswer>(app, `/products/${first.id}?lang=ar`);
    const record = listing.messages.records[0]!;
    product = { path: `/${first.slug}/${record.slug}`, name: record.name };
    // The newest product of the last category: on home (latest products) and its category page.
    const last = categories.data[categories.data.length - 1]!;
    await createProduct(testDb.db, {
      name: HOSTILE_NAME,
      nameEn: HOSTILE_NAME,
      slug: 'hostile-cup',
      categoryId: last.id,
    });
    hostileCategoryPath = `/${last.slug}`;
  });

  it.each([
    ['home', () => '/'],
    ['a category', () => categoryPath],
    ['a product', () => product.path],
  ])('answers %s as rendered HTML with its data, meta and state', async (_label, url) => {
    const answer = await app.inject({ method: 'GET', url: url() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(html).not.toContain(SHELL_MARK);
    expect(html).toContain(product.name);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toMatch(/<style data-styled="true"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const { text, count } = stateOf(html);
    expect(count).toBe(1);
    const state = parseServerState(text);
    expect(state?.language).toBe('ar');
    expect(Object.keys(state?.api.queries ?? {}).length).toBeGreaterThan(0);
    // No executable inline script (the CSP has script-src 'self'); data blocks are never run.
    expect(
      html.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")/g),
    ).toBeNull();
  });

  it("writes the product's title, description and canonical link into <head>", async () => {
    const html = (await app.inject({ method: 'GET', url: product.path })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${product.name} | زجاج</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000${product.path}">`);
  });

  it("home's head preloads the first header picture with high priority", async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+"/);
    expect(head).toContain('fetchpriority="high"');
  });

  it('preloads the web fonts of the page language, so they do not swap in and move the text', async () => {
    const fontLinks = async (url = '/') => {
      const html = (await app.inject({ method: 'GET', url })).body;
      return [
        ...html.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g,
        ),
      ].map(([, href]) => href);
    };
    // Arabic pages: the Arabic faces and the Latin ones (digits, prices); never latin-ext's.
    expect(await fontLinks()).toEqual([
      '/assets/cairo-arabic-400-normal.0f0f0f0f.woff2',
      '/assets/cairo-latin-400-normal.0f0f0f0f.woff2',
      '/assets/cairo-arabic-700-normal.0f0f0f0f.woff2',
      '/assets/cairo-latin-700-normal.0f0f0f0f.woff2',
    ]);
    expect(await fontLinks('/en')).toEqual([
      '/assets/cairo-latin-400-normal.0f0f0f0f.woff2',
      '/assets/cairo-latin-700-normal.0f0f0f0f.woff2',
    ]);
  });

  it('loads the scripts after the first view has painted: /paint-first.js requests and runs them', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // Not even preloaded: until the first view has painted, its pictures have the connection.
    expect(head).not.toMatch(/<script defer src=\/(runtime|main)/);
    expect(head).not.toMatch(/<link rel="preload" as="script"/);
    // The entry first, then the page's own chunks (screen, data, translations), each file once.
    // Home, a category and a product hydrate their islands only: the islands entry, not the app's.
    expect(head).toContain(
      '<script defer fetchpriority="high" src="/paint-first.js" data-scripts="/runtime.1a2b3c4d.js /islands.4d4d4d4d.js /8400.aaaaaaaa.js /route-home.bbbbbbbb.js /locale-ar.ffffffff.js"></script>',
    );
    const category = (await app.inject({ method: 'GET', url: `/en${categoryPath}` })).body;
    expect(category).toContain(
      'data-scripts="/runtime.1a2b3c4d.js /islands.4d4d4d4d.js /8400.aaaaaaaa.js /3395.cccccccc.js /route-category.dddddddd.js /data-catalog.eeeeeeee.js /locale-en.abababab.js"',
    );
    expect(category).not.toContain('main.5e6f7a8b.js');
    // Other server-rendered pages are hydrated whole, by the app's entry.
    const offers = (await app.inject({ method: 'GET', url: '/offers' })).body;
    expect(offers).toContain(
      'data-scripts="/runtime.1a2b3c4d.js /main.5e6f7a8b.js /8400.aaaaaaaa.js /route-offers.45454545.js /data-catalog.eeeeeeee.js /locale-ar.ffffffff.js"',
    );
    // Pages the server does not render boot as before.
    const shell = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(shell).toContain('<script defer src=/main.5e6f7a8b.js></script>');
    expect(shell).not.toContain('paint-first');
  });

  it("writes home's phone splash with the page, before the app's root, until the session has seen a page", async () => {
    for (const [url, brand] of [
      ['/', 'زجاج'],
      ['/en', 'Zujaj'],
    ] as const) {
      const first = await app.inject({ method: 'GET', url });
      expect(first.headers.vary).toContain('Cookie');
      expect(first.body).toMatch(
        new RegExp(
          `<div class="zj-splash" aria-hidden="true"[^>]*><p[^>]*>${brand}</p>.*?</div><div id="root">`,
        ),
      );
      expect(first.body.slice(0, first.body.indexOf('</head>'))).toContain('@keyframes zj-splash');
      const later = await app.inject({ method: 'GET', url, headers: { cookie: 'a=b; zj_seen=1' } });
      expect(later.statusCode).toBe(200);
      expect(later.body).not.toContain('zj-splash');
    }
    // Only home has one.
    const category = await app.inject({ method: 'GET', url: hostileCategoryPath });
    expect(category.body).not.toContain('zj-splash');
    expect(category.headers.vary ?? '').not.toContain('Cookie');
  });

  it('keeps a product named with </script> inside the state element', async () => {
    for (const url of ['/', hostileCategoryPath]) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const { text, count } = stateOf(html);
      expect(count).toBe(1);
      expect(text).not.toMatch(/<\/?script|<!--/i);
      const state = parseServerState(text);
      const names = Object.values(state?.products.entities ?? {}).map((p) => p?.title);
      expect(names).toContain(HOSTILE_NAME);
      // In the markup it is text, escaped: the page's script elements are the state and the
      // loader, nothing more, besides its structured data blocks (never run).
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html.match(/<script\b(?![^>]*type="application\/ld\+json")/g)).toHaveLength(2);
    }
  });

  it('renders English under /en, the same for every visitor', async () => {
    const answer = await app.inject({ method: 'GET', url: `/en${product.path}` });
    expect(answer.headers.vary ?? '').not.toContain('Cookie');
    expect(answer.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(parseServerState(stateOf(answer.body).text)?.language).toBe('en');
  });

  it('sends the plain shell for account pages and files it does not know', async () => {
    for (const url of ['/login', '/cart', '/profile']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id=root></div>');
      expect(stateOf(answer.body).count).toBe(0);
    }
  });
});

it('falls back to the plain shell when the render throws', async () => {
  const failing: ServerRenderModule = {
    ...storefrontRender,
    renderRoute: () => Promise.reject(new Error('render exploded')),
  };
  const app = await appWith(failing);
  const answer = await app.inject({ method: 'GET', url: '/' });
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toContain('<div id=root></div>');
  expect(answer.body).not.toContain(SERVER_STATE_ID);
});

it("falls back to the plain shell when the render outlives the product's deadline", async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const stuck: ServerRenderModule = {
      ...storefrontRender,
      renderRoute: () => new Promise(() => undefined),
    };
    // No RENDER_TIMEOUT_MS: the renderer's own deadline.
    const app = await appWith(stuck, { renderTimeoutMs: undefined });
    const pending = app.inject({ method: 'GET', url: '/' });
    await jest.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS + 100);
    const answer = await pending;
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id=root></div>');
  } finally {
    jest.useRealTimers();
  }
});

it('sends the plain shell for every page without a render module', async () => {
  const app = await appWith(null);
  const answer = await app.inject({ method: 'GET', url: '/' });
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toContain('<div id=root></div>');
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

const INDEX = '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>';
const ADMIN =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta name="robots" content="noindex"></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("zujaj storefront");'.repeat(20);

let testDb: TestDb;
let app: FastifyInstance;
let distDir: string;
let dataDir: string;

beforeAll(async () => {
  testDb = await createTestDb();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(distDir, 'main.3f2a1b9c.js'), SCRIPT);
  fs.writeFileSync(path.join(distDir, 'main.3f2a1b9c.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(distDir, 'main.3f2a1b9c.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(distDir, 'admin'));
  fs.writeFileSync(path.join(distDir, 'admin', 'index.html'), ADMIN);
  fs.writeFileSync(path.join(distDir, 'admin', 'admin.4b5c6d7e.js'), SCRIPT);
  fs.writeFileSync(path.join(distDir, '.env'), 'SECRET=1\n');
  const config = testConfig();
  dataDir = config.dataDir;
  fs.mkdirSync(path.join(dataDir, 'images', 'products'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'images', 'products', 'vase.webp'), 'RIFF....WEBP');
  fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17');
  fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'outbox', 'mail.eml'), 'Subject: reset code 123456');
  app = buildTestApp(testDb.db, { config, distDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the built storefront', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it.each([
    '/cart',
    '/productsDetails/12',
    '/%D8%B2%D8%AC%D8%A7%D8%AC/vase-1',
    '/search?product_name=vase',
  ])('answers the history route %s with index.html, no-cache', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/main.3f2a1b9c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it('serves the pre-compressed sibling the client accepts', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/main.3f2a1b9c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({
      method: 'GET',
      url: '/main.3f2a1b9c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('does not cache unhashed files forever', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/main.00000000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('never answers /api paths with the shell', async () => {
    for (const url of ['/api/v1/nope', '/api/nope', '/api']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('does not fall back for other methods', async () => {
    const res = await app.inject({ method: 'POST', url: '/cart', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });
});

describe('the back office', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/orders',
    '/admin/orders/12?tab=history',
    '/en/admin',
    '/en/admin/products/new',
  ])('answers %s with its own shell, never rendered, noindex, no-cache', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toBe(ADMIN);
  });

  it.each(['/administrator', '/en/admins', '/adminx/orders', '/en', '/shop/admin'])(
    'leaves %s to the storefront',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      // The storefront's shell, in the address's language.
      const english = url === '/en' || url.startsWith('/en/');
      expect(res.body).toBe(
        english ? INDEX.replace('<html lang="ar" dir="rtl">', '<html lang="en" dir="ltr">') : INDEX,
      );
      expect(res.headers['x-robots-tag']).toBeUndefined();
    },
  );

  it('serves its hashed scripts as immutable files and a missing one as a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/admin.4b5c6d7e.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
    const missing = await app.inject({ method: 'GET', url: '/admin/admin.00000000.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('/media', () => {
  it('serves generated images with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/products/vase.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
  });

  it('answers a missing image with a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/products/none.webp' });
    expect(res.statusCode).toBe(404);
  });
});

describe('nothing else in the repository or DATA_DIR is reachable', () => {
  it.each([
    '/.env',
    '/.git/config',
    '/package.json',
    '/server/config.ts',
    '/pgdata/PG_VERSION',
    '/outbox/mail.eml',
    '/media/../pgdata/PG_VERSION',
    '/media/%2e%2e/outbox/mail.eml',
    '/media/..%2f..%2fpackage.json',
    '/%2e%2e/package.json',
  ])('%s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    // Either refused, or a history route answered with the storefront shell; never the file.
    if (res.statusCode < 400) expect(res.body).toBe(INDEX);
    expect(res.body).not.toMatch(/SECRET|reset code|"name": "zujaj"|^17$/);
  });
});

describe('without a build', () => {
  it('still answers the API and says 404 elsewhere', async () => {
    const bare = buildTestApp(testDb.db);
    try {
      const page = await bare.inject({ method: 'GET', url: '/cart' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: expect.any(String) });
      const api = await bare.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

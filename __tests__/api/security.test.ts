import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it.each(['/api/v1/settings', '/api/v1/unknown', '/some/page'])('are sent on %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://www.google.com',
      ]),
    );
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends no CORS headers unless API_CORS_ORIGIN is set', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with API_CORS_ORIGIN', () => {
  let corsApp: FastifyInstance;
  beforeAll(async () => {
    corsApp = buildTestApp(testDb.db, {
      config: testConfig({ apiCorsOrigin: 'https://shop.example, https://admin.example' }),
    });
    await corsApp.ready();
  });
  afterAll(() => corsApp?.close());

  it('allows the configured origins only', async () => {
    const allowed = await corsApp.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { origin: 'https://admin.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
    // The storefront on another origin reads the ETag it revalidates cached answers with.
    expect(allowed.headers['access-control-expose-headers']).toBe('ETag');
    const other = await corsApp.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflight requests', async () => {
    const res = await corsApp.inject({
      method: 'OPTIONS',
      url: '/api/v1/cart/store',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/If-None-Match/);
  });
});

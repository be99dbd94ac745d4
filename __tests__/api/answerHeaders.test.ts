import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { products } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { PUBLIC_CACHE_CONTROL } from '../../server/plugins/cache';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

// Compressed answers: Cache-Control per route (personal data never stored by a
// cache) and brotli/gzip for answers over 1 KB.

const ctx = setupTestApp({ reset: false });

interface Operation {
  method: string;
  path: string;
  secured: boolean;
}

let operations: Operation[] = [];

beforeAll(async () => {
  await seedIfEmpty(ctx.db);
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
  operations = Object.entries(
    doc.paths as Record<string, Record<string, { security?: unknown[] }>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, '1'),
      secured: (op.security ?? []).length > 0,
    })),
  );
  // The one read with a required query: the slug of product 1 (what '{id}' = 1 names elsewhere).
  const [product] = await ctx.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, 1));
  for (const op of operations) {
    if (op.path === '/api/v1/product-lookup') {
      op.path += `?product_slug=${encodeURIComponent(product!.slug)}`;
    }
  }
}, 60_000);

const PUBLIC = PUBLIC_CACHE_CONTROL;

describe('Cache-Control', () => {
  it('covers every route of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
    expect(operations.filter((op) => op.secured).length).toBeGreaterThanOrEqual(18);
  });

  it('no-store on every answer of a user call, successful or not', async () => {
    for (const op of operations.filter((o) => o.secured)) {
      const { token } = await createUser(ctx.db);
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: op.path,
        headers: bearer(token),
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      expect({ op, status: res.statusCode < 500, cache: res.headers['cache-control'] }).toEqual({
        op,
        status: true,
        cache: 'no-store',
      });
      const anonymous = await ctx.app.inject({ method: op.method as 'GET', url: op.path });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
    }
  });

  it('no-store on the answers that carry a token: register and login', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        first_name: 'Mona',
        family_name: 'Ali',
        email: 'mona.cache@example.com',
        password: 'secret123',
        password_confirmation: 'secret123',
        phone_number: '01098765432',
        address: '5 Tahrir St',
        city_id: 1,
      },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { phone_number: '01098765432', password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('a short public cache on public reads without a token, no-store with one or on error', async () => {
    const { token } = await createUser(ctx.db);
    // Health checks tell a load balancer how the process is now, never a copy (routes/health.ts).
    const health = operations.filter((o) => o.path === '/healthz' || o.path === '/readyz');
    for (const op of health) {
      const res = await ctx.app.inject({ method: 'GET', url: op.path });
      expect({ op, cache: res.headers['cache-control'] }).toEqual({ op, cache: 'no-store' });
    }
    const reads = operations.filter((o) => !o.secured && o.method === 'GET' && !health.includes(o));
    expect(reads.length).toBeGreaterThanOrEqual(15);
    for (const op of reads) {
      const res = await ctx.app.inject({ method: 'GET', url: op.path });
      expect({ op, status: res.statusCode }).toEqual({ op, status: 200 });
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      const personal = await ctx.app.inject({
        method: 'GET',
        url: op.path,
        headers: bearer(token),
      });
      expect({ op, cache: personal.headers['cache-control'] }).toEqual({ op, cache: 'no-store' });
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/productsDetails/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('no-store on the public writes (contact, forgot and reset password)', async () => {
    for (const url of ['/api/v1/contact-us', '/api/v1/forgot-password', '/api/v1/reset-password']) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(422);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('compression', () => {
  const url = '/api/v1/products/0?per_page=50';

  it('sends brotli or gzip by Accept-Encoding for answers over 1 KB', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.headers['cache-control']).toBe(PUBLIC);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses error answers and user answers too when they are large', async () => {
    const { token } = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-addresses/cities',
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { InjectOptions } from 'light-my-request';
import { addresses, cartItems, favourites, settings } from '../../server/db/schema';
import { fromPglite, fromPool, type Db } from '../../server/db/client';
import { PUBLIC_CACHE_CONTROL } from '../../server/plugins/cache';
import { createCategory, createCities, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import type { TestDb } from '../support/testDb';
import { buildTestApp, callApi, setupTestApp } from '../support/testServer';

// The public reads' cache. The app here checks the version row once a "second"
// of a clock the tests move (support/testServer.ts checks before every answer): what a test sees
// at once after a write is what the cache made of it, not a version read that happened to fall in.

const ctx = setupTestApp({ heldClock: true });
beforeEach(() => createCities(ctx.db));

/** The fixtures wrote straight into the database: past the check window, as a shopper a second later. */
const later = () => ctx.later();

const get = (url: string, headers: InjectOptions['headers'] = {}) =>
  callApi(ctx.app, 'GET', url, { headers });

const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

/**
 * Another process's view of the test database: its own pool on PostgreSQL; on PGlite (one process
 * by nature) a second drizzle database over the same instance, which hears none of the first
 * app's write notices either and must read the version row.
 */
async function openSecondConnection(
  first: Pick<TestDb, 'db' | 'database'>,
): Promise<{ db: Db; close(): Promise<void> }> {
  const client = (first.db as unknown as { $client: unknown }).$client;
  if (first.database.kind === 'postgres') {
    const { connectionString } = (client as pg.Pool).options;
    const second = fromPool(new pg.Pool({ connectionString }));
    return { db: second.db, close: () => second.close() };
  }
  return { db: fromPglite(client as PGlite).db, close: async () => undefined };
}

async function placeOrder(token: string, lines: Array<{ product_id: number; quantity: number }>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user-orders/create',
    headers: bearer(token),
    payload: { products: lines, payment_method: 'cash', terms_accepted: true },
  });
  expect(res.statusCode).toBe(201);
}

describe('a cached answer', () => {
  it('is the same bytes and headers as the first, without running the handler', async () => {
    const category = await createCategory(ctx.db);
    for (let i = 0; i < 12; i += 1) await createProduct(ctx.db, { categoryId: category.id });
    later();
    const url = `/products/${category.id}?page=1`;
    const before = ctx.app.readCache.stats();
    const first = await get(url, { 'accept-encoding': 'br, gzip' });
    const second = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': PUBLIC_CACHE_CONTROL,
      etag: expect.stringMatching(/^"[\w-]+-br"$/),
    });
    expect(String(second.headers.vary)).toMatch(/Accept-Language.*Authorization.*Accept-Encoding/);
    const after = ctx.app.readCache.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);

    // The same JSON as an answer made for a caller the cache never serves (a token; no favourites).
    const { token } = await createUser(ctx.db);
    const fresh = await get(url, bearer(token));
    expect(JSON.parse(zlib.brotliDecompressSync(second.rawPayload).toString())).toEqual(
      fresh.json(),
    );
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(fresh.json());
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(fresh.body);
  });

  it('answers 304 to If-None-Match with its ETag, 200 to another', async () => {
    await createProduct(ctx.db);
    later();
    const first = await get('/all-latest-products', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const again = await get('/all-latest-products', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const other = await get('/all-latest-products', {
      'accept-encoding': 'gzip',
      'if-none-match': '"something-else"',
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps the languages apart: lang query and Accept-Language', async () => {
    const product = await createProduct(ctx.db, { name: 'كوب أزرق', nameEn: 'Blue cup' });
    later();
    const url = `/productsDetails/${product.id}`;
    const name = (res: { json(): { data: { name: string } } }) => res.json().data.name;
    expect(name(await get(url))).toBe('كوب أزرق');
    expect(name(await get(url, { 'accept-language': 'en' }))).toBe('Blue cup');
    expect(name(await get(`${url}?lang=en`))).toBe('Blue cup');
    expect(name(await get(url, { 'accept-language': 'ar' }))).toBe('كوب أزرق');
    expect(name(await get(`${url}?lang=ar`, { 'accept-language': 'en' }))).toBe('كوب أزرق');
    expect(name(await get(url, { 'accept-language': 'en' }))).toBe('Blue cup');
  });

  it('never keeps an error, which stays no-store', async () => {
    later();
    await get('/settings');
    const before = ctx.app.readCache.stats().entries;
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/productsDetails/987654');
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect((await get('/products/abc')).headers['cache-control']).toBe('no-store');
    expect(ctx.app.readCache.stats().entries).toBe(before);
  });
});

describe('invalidation', () => {
  it("an order's stock and sales show on the next read of details, listing, latest and top", async () => {
    const category = await createCategory(ctx.db);
    const cup = await createProduct(ctx.db, { categoryId: category.id, quantity: 10 });
    const { token } = await createUser(ctx.db);
    later();
    const reads = {
      details: `/productsDetails/${cup.id}`,
      listing: `/products/${category.id}?page=1`,
      search: `/products/0?product_name=${encodeURIComponent(cup.nameEn)}`,
      latest: '/all-latest-products',
      top: '/top-products',
    };
    const stock = async () => {
      const [details, listing, search, latest, top] = await Promise.all([
        get(reads.details),
        get(reads.listing),
        get(reads.search),
        get(reads.latest),
        get(reads.top),
      ]);
      const find = (list: Array<{ id: number; quantity: number; sales_count: number }>) =>
        list.find((p) => p.id === cup.id);
      return [
        details.json().data,
        find(listing.json().messages.records),
        find(search.json().messages.records),
        find(latest.json().data),
        find(top.json().data),
      ].map((p) => p && { quantity: p.quantity, sales: p.sales_count });
    };
    expect(await stock()).toEqual(Array(5).fill({ quantity: 10, sales: 0 }));
    const cached = ctx.app.readCache.stats().hits;
    expect(await stock()).toEqual(Array(5).fill({ quantity: 10, sales: 0 }));
    expect(ctx.app.readCache.stats().hits - cached).toBe(5);

    // No clock step: the cache hears of the order from the service and reads the version row.
    await placeOrder(token, [{ product_id: cup.id, quantity: 3 }]);
    expect(await stock()).toEqual(Array(5).fill({ quantity: 7, sales: 3 }));
  });

  it('an order leaves the content and settings answers cached (other tags)', async () => {
    const cup = await createProduct(ctx.db);
    const { token } = await createUser(ctx.db);
    later();
    const settingsFirst = await get('/settings');
    const aboutFirst = await get('/about-us');
    await placeOrder(token, [{ product_id: cup.id, quantity: 1 }]);
    const hits = ctx.app.readCache.stats().hits;
    expect((await get('/settings')).body).toBe(settingsFirst.body);
    expect((await get('/about-us')).body).toBe(aboutFirst.body);
    expect(ctx.app.readCache.stats().hits - hits).toBe(2);
  });

  it('any write to a table a read shows changes its answer once the versions are read again', async () => {
    await ctx.db.insert(settings).values({ id: 1, isMaintenanceActive: false });
    later();
    const maintenance = async () => (await get('/settings')).json().data[0].is_maintenance_active;
    expect(await maintenance()).toBe(false);
    // Written by someone else (psql, another process): the database bumps the version with it.
    await ctx.db.update(settings).set({ isMaintenanceActive: true }).where(eq(settings.id, 1));
    expect(await maintenance()).toBe(false);
    later();
    expect(await maintenance()).toBe(true);
  });
});

describe('a second process on the same database', () => {
  it('sees an order placed through the first after its version check window', async () => {
    const category = await createCategory(ctx.db);
    const cup = await createProduct(ctx.db, { categoryId: category.id, quantity: 10 });
    const { token } = await createUser(ctx.db);
    later();
    const second = await openSecondConnection(ctx);
    let otherClock = 0;
    const other = buildTestApp(second.db, {
      readCache: { versionCheckMs: 1000, now: () => otherClock },
    });
    try {
      await other.ready();
      const read = async (target: FastifyInstance, url: string) =>
        (await target.inject({ method: 'GET', url: `/api/v1${url}` })).json();
      const details = `/productsDetails/${cup.id}`;
      const listing = `/products/${category.id}?page=1`;
      expect((await read(other, details)).data.quantity).toBe(10);
      expect((await read(other, listing)).messages.records[0].quantity).toBe(10);

      await placeOrder(token, [{ product_id: cup.id, quantity: 4 }]);
      expect((await read(ctx.app, details)).data.quantity).toBe(6);
      // Within its window the second process still answers what it had…
      otherClock += 500;
      expect((await read(other, details)).data.quantity).toBe(10);
      // …and after it, the database's version row tells it the catalogue changed.
      otherClock += 500;
      expect((await read(other, details)).data.quantity).toBe(6);
      expect((await read(other, listing)).messages.records[0].quantity).toBe(6);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('never a user-scoped answer from the cache', () => {
  async function twoCustomers() {
    const cup = await createProduct(ctx.db);
    const vase = await createProduct(ctx.db);
    const a = await createUser(ctx.db, { firstName: 'Amal' });
    const b = await createUser(ctx.db, { firstName: 'Basma' });
    await ctx.db.insert(favourites).values({ userId: a.user.id, productId: cup.id });
    await ctx.db.insert(favourites).values({ userId: b.user.id, productId: vase.id });
    await ctx.db.insert(cartItems).values({ userId: a.user.id, productId: cup.id, quantity: 1 });
    await ctx.db.insert(cartItems).values({ userId: b.user.id, productId: vase.id, quantity: 2 });
    for (const [who, title] of [
      [a, 'بيت أمل'],
      [b, 'بيت بسمة'],
    ] as const) {
      await ctx.db.insert(addresses).values({
        userId: who.user.id,
        addressTitle: title,
        firstName: who.user.firstName,
        familyName: 'حسن',
        phoneNumber: '01012345678',
        address: '12 شارع النيل',
        cityId: 1,
      });
    }
    later();
    return { cup, vase, a, b };
  }

  const calls: Array<{
    name: string;
    run: (userId: number, token: string) => Promise<{ statusCode: number; body: string }>;
  }> = [
    {
      name: 'cart get',
      run: (userId, token) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/cart/get',
          headers: bearer(token),
          payload: { user_id: userId },
        }),
    },
    {
      name: 'favourites list',
      run: (userId, token) => get(`/all-user-fav-products?user_id=${userId}`, bearer(token)),
    },
    {
      name: 'addresses all',
      run: (userId, token) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/user-addresses/all',
          headers: bearer(token),
          payload: { user_id: userId },
        }),
    },
    {
      name: 'user orders',
      run: (userId, token) => get(`/user-orders?user_id=${userId}`, bearer(token)),
    },
    {
      name: 'profile info',
      run: (userId, token) => get(`/profile/userInfo?user_id=${userId}`, bearer(token)),
    },
  ];

  it.each(calls.map((c) => [c.name, c] as const))(
    '%s: two customers in turn get their own',
    async (_name, call) => {
      const { a, b } = await twoCustomers();
      await placeOrder(a.token, [{ product_id: (await createProduct(ctx.db)).id, quantity: 1 }]);
      const entries = ctx.app.readCache.stats().entries;
      const answers = [];
      for (const who of [a, b, a, b]) {
        const res = await call.run(who.user.id, who.token);
        expect(res.statusCode).toBe(200);
        expect(
          (res as unknown as { headers: Record<string, string> }).headers['cache-control'],
        ).toBe('no-store');
        answers.push(res.body);
      }
      expect(answers[0]).not.toBe(answers[1]);
      expect(answers[2]).toBe(answers[0]);
      expect(answers[3]).toBe(answers[1]);
      expect(ctx.app.readCache.stats().entries).toBe(entries);
    },
  );

  it('product details with a token carry that user’s is_favourite, never the cached one', async () => {
    const { cup, a, b } = await twoCustomers();
    const url = `/productsDetails/${cup.id}`;
    const favourite = async (headers: InjectOptions['headers'] = {}) => {
      const res = await get(url, headers);
      return { flag: res.json().data.is_favourite, cache: res.headers['cache-control'] };
    };
    const anonymous = { flag: false, cache: PUBLIC_CACHE_CONTROL };
    expect(await favourite()).toEqual(anonymous);
    expect(await favourite()).toEqual(anonymous);
    expect(await favourite(bearer(a.token))).toEqual({ flag: true, cache: 'no-store' });
    expect(await favourite(bearer(b.token))).toEqual({ flag: false, cache: 'no-store' });
    expect(await favourite(bearer(a.token))).toEqual({ flag: true, cache: 'no-store' });
    expect(await favourite()).toEqual(anonymous);
    const listing = await get('/all-latest-products', bearer(a.token));
    const mine = listing.json().data.find((p: { id: number }) => p.id === cup.id);
    expect(mine.is_favourite).toBe(true);
  });
});

describe('memory', () => {
  it('keeps at most maxEntries answers, least recently used out first', async () => {
    const small = buildTestApp(ctx.db, { readCache: { maxEntries: 2, versionCheckMs: 0 } });
    try {
      await small.ready();
      const p = await createProduct(ctx.db);
      const read = (url: string) => small.inject({ method: 'GET', url: `/api/v1${url}` });
      await read('/settings');
      await read('/header');
      await read('/settings');
      await read(`/productsDetails/${p.id}`);
      expect(small.readCache.stats().entries).toBe(2);
      const hits = small.readCache.stats().hits;
      await read('/settings');
      expect(small.readCache.stats().hits - hits).toBe(1);
      await read('/header');
      expect(small.readCache.stats().hits - hits).toBe(1);
    } finally {
      await small.close();
    }
  });
});

describe('keys', () => {
  /** A fresh cache per test: entry counts then tell exactly which reads shared an answer. */
  async function withCache(run: (read: (url: string) => Promise<number>) => Promise<void>) {
    const own = buildTestApp(ctx.db, { readCache: { versionCheckMs: 0 } });
    try {
      await own.ready();
      await run(
        async (url) => (await own.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode,
      );
      return own.readCache.stats();
    } finally {
      await own.close();
    }
  }

  it('hold numbers in one form, declared parameters in one order, defaults filled in', async () => {
    const category = await createCategory(ctx.db);
    const product = await createProduct(ctx.db, { categoryId: category.id });
    const stats = await withCache(async (read) => {
      for (const url of [
        `/products/${category.id}?page=1&per_page=5`,
        `/products/${category.id}?page=01&per_page=5`,
        `/products/${category.id}?per_page=0005&page=${'0'.repeat(300)}1`,
        `/products/${category.id}?per_page=5&page=1&utm_source=x&ignored=1`,
        `/products/0${category.id}?page=1&per_page=5`,
      ]) {
        expect({ url, status: await read(url) }).toEqual({ url, status: 200 });
      }
      expect(await read('/all-latest-products')).toBe(200);
      expect(await read('/all-latest-products?page=1&per_page=12')).toBe(200);
      expect(await read(`/productsDetails/${product.id}`)).toBe(200);
      expect(await read(`/productsDetails/000${product.id}`)).toBe(200);
    });
    expect(stats).toMatchObject({ entries: 3, hits: 6 });
  });

  it('never come from a long URL: answered, not kept', async () => {
    const category = await createCategory(ctx.db);
    await createProduct(ctx.db, { categoryId: category.id });
    const stats = await withCache(async (read) => {
      expect(await read(`/products/${category.id}?page=${'0'.repeat(15_000)}1`)).toBe(200);
      expect(await read(`/products/${category.id}?page=1&utm_campaign=${'x'.repeat(500)}`)).toBe(
        200,
      );
    });
    expect(stats.entries).toBe(0);
  });

  it('leave values the handler reads differently out of the cache (repeated, signed, exponent)', async () => {
    const category = await createCategory(ctx.db);
    const stats = await withCache(async (read) => {
      await read(`/products/${category.id}?page=1&page=2`);
      await read(`/products/${category.id}?page=%2B1`);
      await read(`/products/${category.id}?max_price=1e3`);
    });
    expect(stats.entries).toBe(0);
  });

  it('count toward the byte bound with the bodies', async () => {
    const stats = await withCache(async (read) => {
      expect(await read('/settings')).toBe(200);
    });
    const settings = await get('/settings', { 'accept-encoding': 'identity' });
    expect(stats.entries).toBe(1);
    // The body's forms (a body this small is kept plain only) and the key.
    expect(stats.bytes).toBeGreaterThanOrEqual(
      settings.rawPayload.length + 'ar /api/v1/settings ?'.length,
    );
  });
});

import { rateLimits } from '../db/schema';
import { TooManyAttempts } from '../lib/httpError';
import { createTestDb, resetDb, type TestDb } from '../../__tests__/support/testDb';
import { addressKey, countAttempt, LIMITS, LimitStore, RateLimiter } from './rateLimiter';

let testDb: TestDb;
let now = Date.parse('2025-03-01T10:00:00Z');
const clock = () => new Date(now);

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
});

const limiter = (name: string, limit: number, windowMs = 60_000, store?: LimitStore) =>
  new RateLimiter(store ?? new LimitStore(testDb.db, clock), name, { limit, windowMs });

describe('RateLimiter (rate_limits table)', () => {
  it('counts hits in a fixed window, refuses past the limit and says how long to wait', async () => {
    const perKey = limiter('probe', 3);
    expect((await perKey.consume('k')).retryAfterMs).toBe(0);
    now += 10_000;
    expect((await perKey.consume('k')).points).toBe(2);
    now += 10_000;
    expect(await perKey.peek('k')).toEqual({ points: 2, retryAfterMs: 0 });
    expect((await perKey.consume('k')).retryAfterMs).toBe(0);
    expect((await perKey.peek('k')).retryAfterMs).toBe(40_000);
    const refused = await perKey.consume('k');
    expect(refused.points).toBe(4);
    expect(refused.retryAfterMs).toBe(40_000);
    expect((await perKey.consume('other')).retryAfterMs).toBe(0);
    // The window ends 60 s after its first hit; the next hit opens a new one.
    now += 40_000;
    expect(await perKey.peek('k')).toEqual({ points: 0, retryAfterMs: 0 });
    const fresh = await perKey.consume('k');
    expect(fresh.points).toBe(1);
    expect(fresh.expiresAt.getTime()).toBe(now + 60_000);
  });

  it('stores the limit name and a sha256 of the key, never the key', async () => {
    await limiter('loginPerPhone', 5).consume('01012345678');
    const rows = await testDb.db.select().from(rateLimits);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^loginPerPhone:[0-9a-f]{64}$/);
    expect(rows[0]!.key).not.toContain('01012345678');
  });

  it('reset forgets a key; takeBack removes one hit of its own window only', async () => {
    const perKey = limiter('probe', 2);
    await perKey.consume('k');
    const second = await perKey.consume('k');
    expect((await perKey.peek('k')).retryAfterMs).toBeGreaterThan(0);
    await perKey.takeBack(second);
    expect(await perKey.peek('k')).toEqual({ points: 1, retryAfterMs: 0 });
    await perKey.reset('k');
    expect((await perKey.peek('k')).points).toBe(0);

    // A hit of an ended window is not taken back from the next one.
    const old = await perKey.consume('k');
    now += 61_000;
    await perKey.consume('k');
    await perKey.takeBack(old);
    expect((await perKey.peek('k')).points).toBe(1);
  });

  it('two stores on one database share the counts', async () => {
    const first = limiter('probe', 2, 60_000, new LimitStore(testDb.db, clock));
    const second = limiter('probe', 2, 60_000, new LimitStore(testDb.db, clock));
    await first.consume('k');
    await second.consume('k');
    expect((await first.consume('k')).retryAfterMs).toBeGreaterThan(0);
  });

  it('parallel hits are counted exactly (one atomic statement each)', async () => {
    const perKey = limiter('probe', 5);
    const hits = await Promise.all(Array.from({ length: 20 }, () => perKey.consume('k')));
    expect(hits.map((hit) => hit.points).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(hits.filter((hit) => hit.retryAfterMs === 0)).toHaveLength(5);
  });

  it('sweeps expired rows now and then, never a live one', async () => {
    const store = new LimitStore(testDb.db, clock);
    const oneOff = limiter('probe', 2, 1_000, store);
    for (let i = 0; i < 150; i += 1) await oneOff.consume(`visitor-${i}`);
    now += 5_000;
    const live = limiter('live', 2, 60_000, store);
    // The 200th hit of the store sweeps the 150 ended windows away.
    for (let i = 0; i < 50; i += 1) await live.consume(`shopper-${i}`);
    const rows = await testDb.db.select().from(rateLimits);
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.key.startsWith('live:'))).toBe(true);
  });
});

describe('countAttempt', () => {
  it('counts on every check until one is over its limit, then refuses and counts nowhere', async () => {
    const perKey = limiter('perKey', 2);
    const perClient = limiter('perClient', 10);
    const checks: Array<[RateLimiter, string]> = [
      [perKey, 'phone'],
      [perClient, '10.0.0.1'],
    ];
    await countAttempt(checks);
    now += 1_500;
    await countAttempt(checks);

    const refused = await countAttempt(checks).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyAttempts);
    expect(refused).toMatchObject({ statusCode: 429, messageKey: 'too_many_attempts' });
    // The window began 1.5 s ago and lasts 60 s: Retry-After rounds 58.5 s up to whole seconds.
    expect((refused as TooManyAttempts).retryAfterSeconds).toBe(59);
    // The refused attempt was taken back on both counters.
    expect((await perClient.peek('10.0.0.1')).points).toBe(2);
    expect((await perKey.peek('phone')).points).toBe(2);
  });

  it('never asks for less than one second', () => {
    expect(new TooManyAttempts(1).retryAfterSeconds).toBe(1);
    expect(new TooManyAttempts(1_001).retryAfterSeconds).toBe(2);
  });
});

describe('limits per client address', () => {
  it('count an IPv6 client by its /64, every spelling of one address alike', () => {
    const one64 = [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:0:0:0:1',
      '2001:0db8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:db8:0:1:a:b:c:d%eth0',
      '[2001:db8:0:1::2]',
    ];
    expect(new Set(one64.map(addressKey))).toEqual(new Set(['2001:db8:0:1::/64']));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('count an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 per address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).toBe('203.0.113.8');
    expect(addressKey('not an address')).toBe('not an address');
  });

  it('several addresses of one /64 share one limit; another /64 has its own', async () => {
    const store = new LimitStore(testDb.db, clock);
    const perAddress = new RateLimiter(store, 'probeAddress', {
      limit: 3,
      windowMs: 60_000,
      byAddress: true,
    });
    for (const address of ['2001:db8:0:1::1', '2001:db8:0:1::2', '2001:db8:0:1:aaaa::3']) {
      expect((await perAddress.consume(address)).retryAfterMs).toBe(0);
    }
    expect((await perAddress.consume('2001:db8:0:1:ffff::9')).retryAfterMs).toBeGreaterThan(0);
    expect((await perAddress.consume('2001:db8:0:2::1')).retryAfterMs).toBe(0);
    // IPv4 clients, even neighbours, are counted one by one; a mapped one is its IPv4 address.
    await perAddress.consume('203.0.113.7');
    await perAddress.consume('::ffff:203.0.113.7');
    expect(await perAddress.peek('203.0.113.7')).toMatchObject({ points: 2 });
    expect(await perAddress.peek('203.0.113.8')).toMatchObject({ points: 0 });
    // A limit keyed by something else (a phone number) is never taken for an address.
    const perPhone = limiter('probePhone', 1);
    expect(perPhone.storedKey('::ffff:1.2.3.4')).not.toBe(perPhone.storedKey('1.2.3.4'));
  });

  it('every per-address limit of the shop is keyed by address', () => {
    const byAddress = Object.entries(LIMITS)
      .filter(([, rule]) => 'byAddress' in rule && rule.byAddress)
      .map(([name]) => name);
    expect(byAddress.sort()).toEqual(
      Object.keys(LIMITS)
        .filter((name) => name.endsWith('PerAddress'))
        .sort(),
    );
  });
});

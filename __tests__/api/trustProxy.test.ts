import type { FastifyInstance } from 'fastify';
import { parseTrustProxy, type Config } from '../../server/config';
import { createLimiters, LIMITS, LimitStore } from '../../server/services/rateLimiter';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

// README "Configuration": TRUST_PROXY off (the default) ignores X-Forwarded-For,
// so the rate limits key on the socket's peer; on, they key on the client behind the proxy.

let testDb: TestDb;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb?.close();
});
// The limits are counted in the database, shared by every app on it: each test starts from none.
beforeEach(() => resetDb(testDb.db));

async function appWith(trustProxy: Config['trustProxy']): Promise<FastifyInstance> {
  const app = buildTestApp(testDb.db, { config: testConfig({ trustProxy }) });
  apps.push(app);
  await app.ready();
  return app;
}

const PROXY = '10.20.30.40';

/** A forgot-password request for an unknown e-mail (404 under the limit, 429 over it). */
const forgot = (app: FastifyInstance, n: number, forwardedFor?: string, from = PROXY) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/forgot-password',
    payload: { email: `probe${n}@example.com` },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress: from,
  });

const client = (n: number) => `203.0.113.${n}`;
const { limit } = LIMITS.forgotPerAddress;

describe('TRUST_PROXY', () => {
  it('off (the default): X-Forwarded-For is ignored, everyone behind one socket shares a bucket', async () => {
    expect(testConfig().trustProxy).toBe(false);
    const app = await appWith(false);
    for (let i = 0; i < limit; i += 1) {
      expect((await forgot(app, i, client(i + 1))).statusCode).toBe(404);
    }
    // A "new client" naming itself in the header is still the same socket address.
    expect((await forgot(app, 100, client(100))).statusCode).toBe(429);
    expect((await forgot(app, 101)).statusCode).toBe(429);
    // Another socket address is its own bucket.
    expect((await forgot(app, 102, undefined, '10.20.30.41')).statusCode).toBe(404);
  });

  it.each<[string, Config['trustProxy']]>([
    ['a hop count', 1],
    ['an address list', ['192.0.2.1', `${PROXY}/32`]],
  ])('on (%s): each client behind the proxy has its own bucket', async (_name, trustProxy) => {
    const app = await appWith(trustProxy);
    for (let i = 0; i < limit + 5; i += 1) {
      expect((await forgot(app, i, client(i + 1))).statusCode).toBe(404);
    }
    // One client over the limit is refused; the others behind the same proxy are not.
    for (let i = 0; i < limit; i += 1) {
      expect((await forgot(app, 200 + i, client(99))).statusCode).toBe(404);
    }
    expect((await forgot(app, 300, client(99))).statusCode).toBe(429);
    expect((await forgot(app, 301, client(98))).statusCode).toBe(404);
    // The client is the entry the trusted proxy appended (the last one), not what the client wrote.
    expect((await forgot(app, 302, `${client(97)}, ${client(99)}`)).statusCode).toBe(429);
  });

  it('an address list trusts only those proxies: from anywhere else the header is ignored', async () => {
    const app = await appWith([PROXY]);
    const stranger = '198.51.100.7';
    for (let i = 0; i < limit; i += 1) {
      expect((await forgot(app, i, client(i + 1), stranger)).statusCode).toBe(404);
    }
    expect((await forgot(app, 100, client(100), stranger)).statusCode).toBe(429);
    expect((await forgot(app, 101, client(100))).statusCode).toBe(404);
  });

  it('TRUST_PROXY=loopback (nginx on the same machine) trusts only a proxy on loopback', async () => {
    const app = await appWith(parseTrustProxy('loopback'));
    const nginx = '127.0.0.1';
    for (let i = 0; i < limit; i += 1) {
      expect((await forgot(app, i, client(99), nginx)).statusCode).toBe(404);
    }
    expect((await forgot(app, 100, client(99), nginx)).statusCode).toBe(429);
    expect((await forgot(app, 101, client(98), nginx)).statusCode).toBe(404);
    // Reaching the process from elsewhere, the header names nobody: the socket's address counts.
    expect((await forgot(app, 102, client(99), '198.51.100.7')).statusCode).toBe(404);
  });

  it('an IPv6 client counts as its /64: its other addresses share the bucket', async () => {
    const app = await appWith(parseTrustProxy('loopback'));
    for (let i = 0; i < limit; i += 1) {
      expect(
        (await forgot(app, i, `2001:db8:7:1::${(i + 1).toString(16)}`, '::1')).statusCode,
      ).toBe(404);
    }
    expect((await forgot(app, 100, '2001:db8:7:1:abcd::1', '::1')).statusCode).toBe(429);
    expect((await forgot(app, 101, '2001:db8:7:2::1', '::1')).statusCode).toBe(404);
  });

  it('login limits key on the client behind the proxy too', async () => {
    const app = await appWith(1);
    const login = (n: number, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { phone_number: `0100000${String(n).padStart(4, '0')}`, password: 'guess' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: PROXY,
      });
    // client(1) one failure short of its limit (as many failed logins would leave it).
    const limiters = createLimiters(new LimitStore(testDb.db));
    for (let i = 0; i < LIMITS.loginPerAddress.limit - 1; i += 1) {
      await limiters.loginPerAddress.consume(client(1));
    }
    expect((await login(0, client(1))).statusCode).toBe(401);
    expect((await login(100, client(1))).statusCode).toBe(429);
    expect((await login(101, client(2))).statusCode).toBe(401);
  });
});

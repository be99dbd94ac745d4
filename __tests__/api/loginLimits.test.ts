import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginDevices, rateLimits } from '../../server/db/schema';
import { seedCities } from '../../server/db/seed';
import { MAX_DEVICES_PER_ACCOUNT } from '../../server/services/deviceService';
import { LIMITS } from '../../server/services/rateLimiter';
import en from '../../src/i18n/locales/en.json';
import { createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';

// The limits as a shopper behind a carrier's shared address meets them: device tokens spare a
// shopper's own device, credential stuffing from one address is throttled for new devices only,
// registrations are limited, and every limit lives in the database (shared by every process on
// it, kept across a restart).

let testDb: TestDb;
let nowMs = Date.now();
const clock = () => new Date(nowMs);
let app: FastifyInstance;
const extraApps: FastifyInstance[] = [];

/** Another process on the same database (or the same one after a restart). */
async function anotherApp(): Promise<FastifyInstance> {
  const other = buildTestApp(testDb.db, { clock });
  extraApps.push(other);
  await other.ready();
  return other;
}

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, { clock });
  await app.ready();
});
afterAll(async () => {
  await Promise.all([app, ...extraApps].map((each) => each?.close()));
  await testDb?.close();
});
beforeEach(async () => {
  nowMs += 24 * 3600 * 1000;
  await resetDb(testDb.db);
  await seedCities(testDb.db);
});

const EN = { 'accept-language': 'en' };
const SHOPPER = { phone: '01099998888', password: 'pa55word' };

const login = (
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
  on: FastifyInstance = app,
) => on.inject({ method: 'POST', url: '/api/v1/login', payload: body, headers: EN, remoteAddress });

const loginAs = (phone: string, password: string, deviceToken?: string, from?: string) =>
  login(
    { phone_number: phone, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    from,
  );

/** A device token of the shopper's account, as a first login from their phone answers it. */
async function deviceOf(phone: string, password: string, from = '198.51.100.1'): Promise<string> {
  const res = await loginAs(phone, password, undefined, from);
  expect(res.statusCode).toBe(200);
  const token = res.json().device_token as string;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

const registration = (n: number, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Mona',
  family_name: 'Adel',
  email: `mona${n}@example.com`,
  password: 'secret1',
  password_confirmation: 'secret1',
  phone_number: `0101${String(n).padStart(7, '0')}`,
  address: '5 Tahrir Street',
  city_id: 1,
  ...overrides,
});

const register = (body: object, remoteAddress = '127.0.0.1', on: FastifyInstance = app) =>
  on.inject({ method: 'POST', url: '/api/v1/register', payload: body, headers: EN, remoteAddress });

/** Runs `count` requests, `batch` at a time (each one verifies an argon2 hash). */
async function inBatches<T>(count: number, batch: number, run: (i: number) => Promise<T>) {
  const answers: T[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    answers.push(...(await Promise.all(Array.from({ length: size }, (_, j) => run(start + j)))));
  }
  return answers;
}

describe('device tokens', () => {
  it('a login answers a device token that comes back unchanged when sent along', async () => {
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    const token = await deviceOf(SHOPPER.phone, SHOPPER.password);
    const again = await loginAs(SHOPPER.phone, SHOPPER.password, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().device_token).toBe(token);
    // Stored as its sha256 only.
    const rows = await testDb.db.select().from(loginDevices);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it("after 5 wrong passwords from elsewhere the shopper's device still logs in; a new device gets 429", async () => {
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    const token = await deviceOf(SHOPPER.phone, SHOPPER.password);
    for (let i = 0; i < LIMITS.loginPerPhone.limit; i += 1) {
      const res = await loginAs(SHOPPER.phone, `wrong-${i}`, undefined, `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const newDevice = await loginAs(SHOPPER.phone, SHOPPER.password, undefined, '198.51.100.1');
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json()).toEqual({ message: en.too_many_attempts });
    expect(Number(newDevice.headers['retry-after'])).toBe(15 * 60);

    const ownDevice = await loginAs(SHOPPER.phone, SHOPPER.password, token, '198.51.100.1');
    expect(ownDevice.statusCode).toBe(200);
    expect(ownDevice.json().device_token).toBe(token);
    // Its wrong password is a plain 401 too (its own count, not the phone's).
    expect((await loginAs(SHOPPER.phone, 'typo', token)).statusCode).toBe(401);
  });

  it("the owner's back office signs in with its device token while six guesses from elsewhere lock the phone", async () => {
    const OWNER = { phone: '01088887777', password: 'owner-pass-1' };
    await createUser(testDb.db, {
      role: 'owner',
      phoneNumber: OWNER.phone,
      password: OWNER.password,
    });
    // The back office's earlier sign-in, from the shop's own address.
    const token = await deviceOf(OWNER.phone, OWNER.password, '198.51.100.7');
    const guesses = [];
    for (let i = 0; i < 6; i += 1) {
      guesses.push(
        (await loginAs(OWNER.phone, `guess-${i}`, undefined, '203.0.113.66')).statusCode,
      );
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await loginAs(OWNER.phone, OWNER.password, undefined, '198.51.100.7')).statusCode).toBe(
      429,
    );

    const own = await loginAs(OWNER.phone, OWNER.password, token, '198.51.100.7');
    expect(own.statusCode).toBe(200);
    expect(own.json().device_token).toBe(token);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { ...EN, authorization: `Bearer ${own.json().token as string}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role).toBe('owner');
  });

  it("a device's own failures lock that device only", async () => {
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    const token = await deviceOf(SHOPPER.phone, SHOPPER.password);
    const other = await deviceOf(SHOPPER.phone, SHOPPER.password);
    for (let i = 0; i < LIMITS.loginPerDevice.limit; i += 1) {
      expect((await loginAs(SHOPPER.phone, `wrong-${i}`, token)).statusCode).toBe(401);
    }
    const locked = await loginAs(SHOPPER.phone, SHOPPER.password, token);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Neither the shopper's other device nor a new device (phone count untouched) is locked.
    expect((await loginAs(SHOPPER.phone, SHOPPER.password, other)).statusCode).toBe(200);
    expect((await loginAs(SHOPPER.phone, SHOPPER.password)).statusCode).toBe(200);
  });

  it('an unknown token, or one of another account, is exactly like none', async () => {
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    await createUser(testDb.db, { phoneNumber: '01055554444', password: 'other-pass' });
    const othersToken = await deviceOf('01055554444', 'other-pass');

    const unknownPhone = await loginAs('01000000001', SHOPPER.password, 'no-such-token');
    const wrongPassword = await loginAs(SHOPPER.phone, 'nope-nope', othersToken);
    const plainUnknown = await loginAs('01000000002', SHOPPER.password);
    for (const res of [unknownPhone, wrongPassword, plainUnknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect(unknownPhone.body).toBe(wrongPassword.body);
    expect(plainUnknown.body).toBe(wrongPassword.body);

    for (let i = 0; i < LIMITS.loginPerPhone.limit - 1; i += 1) {
      expect((await loginAs(SHOPPER.phone, `wrong-${i}`, 'bogus')).statusCode).toBe(401);
    }
    // Counted on the phone number like any new device: locked, the right password included.
    expect((await loginAs(SHOPPER.phone, SHOPPER.password, othersToken)).statusCode).toBe(429);
    expect((await loginAs(SHOPPER.phone, SHOPPER.password, 'bogus')).statusCode).toBe(429);
  });

  it('device_token must be a string of at most 128 characters (never coerced)', async () => {
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    for (const device_token of [12345, true, ['x'], { token: 'x' }, 'x'.repeat(129)]) {
      const res = await login({
        phone_number: SHOPPER.phone,
        password: SHOPPER.password,
        device_token,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['device_token']);
    }
    expect((await loginAs(SHOPPER.phone, SHOPPER.password, 'x'.repeat(128))).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_DEVICES_PER_ACCOUNT} devices per account, dropping the one unused longest`, async () => {
    const { user } = await createUser(testDb.db, {
      phoneNumber: SHOPPER.phone,
      password: SHOPPER.password,
    });
    const first = await deviceOf(SHOPPER.phone, SHOPPER.password);
    const tokens = [first];
    for (let i = 0; i < MAX_DEVICES_PER_ACCOUNT; i += 1) {
      nowMs += 1000;
      tokens.push(await deviceOf(SHOPPER.phone, SHOPPER.password));
    }
    const rows = await testDb.db
      .select()
      .from(loginDevices)
      .where(eq(loginDevices.userId, user.id));
    expect(rows).toHaveLength(MAX_DEVICES_PER_ACCOUNT);
    // The first device is gone, the second one still known (and now used again).
    const second = await loginAs(SHOPPER.phone, SHOPPER.password, tokens[1]);
    expect(second.json().device_token).toBe(tokens[1]);
    const again = await loginAs(SHOPPER.phone, SHOPPER.password, first);
    expect(again.statusCode).toBe(200);
    expect(tokens).not.toContain(again.json().device_token);
    // That new device replaced the one unused the longest (the third), not the second.
    nowMs += 1000;
    expect((await loginAs(SHOPPER.phone, SHOPPER.password, tokens[1])).json().device_token).toBe(
      tokens[1],
    );
    expect(
      (await loginAs(SHOPPER.phone, SHOPPER.password, tokens[2])).json().device_token,
    ).not.toBe(tokens[2]);
  });
});

describe('a shared address (carrier-grade NAT)', () => {
  it('300 failures across 300 numbers throttle new devices there, never a device with its token', async () => {
    const CARRIER = '41.33.0.7';
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    const token = await deviceOf(SHOPPER.phone, SHOPPER.password, CARRIER);
    const { limit } = LIMITS.loginPerAddress;
    const failures = await inBatches(limit, 25, (i) =>
      loginAs(`0120${String(i).padStart(7, '0')}`, 'guess', undefined, CARRIER),
    );
    expect(failures.map((res) => res.statusCode)).toEqual(Array<number>(limit).fill(401));

    const stuffing = await loginAs('01209999999', 'guess', undefined, CARRIER);
    expect(stuffing.statusCode).toBe(429);
    expect(Number(stuffing.headers['retry-after'])).toBeGreaterThan(0);
    // A new device from that address is throttled, the right password included …
    expect((await loginAs(SHOPPER.phone, SHOPPER.password, undefined, CARRIER)).statusCode).toBe(
      429,
    );
    // … the shopper's own device is not.
    const own = await loginAs(SHOPPER.phone, SHOPPER.password, token, CARRIER);
    expect(own.statusCode).toBe(200);
    expect(own.json().device_token).toBe(token);
  });
});

describe('registration limits', () => {
  it('a burst from one address meets 429 after 30 registrations, with Retry-After', async () => {
    const { limit } = LIMITS.registerPerAddress;
    expect(limit).toBeGreaterThanOrEqual(10);
    const answers = await inBatches(limit, 10, (i) => register(registration(i)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(limit).fill(201));
    const refused = await register(registration(limit));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: en.too_many_attempts });
    expect(Number(refused.headers['retry-after'])).toBe(10 * 60);
    // Another address registers.
    expect((await register(registration(limit), '198.51.100.2')).statusCode).toBe(201);
  });

  it('a registration answers a device token for the next login', async () => {
    const created = await register(registration(1));
    expect(created.statusCode).toBe(201);
    const token = created.json().device_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await loginAs(registration(1).phone_number, 'secret1', token);
    expect(again.json().device_token).toBe(token);
  });

  it('the same phone number tried again and again meets 429, from any address', async () => {
    await createUser(testDb.db, { phoneNumber: '01012345678', email: 'owner@example.com' });
    const { limit } = LIMITS.registerPerPhone;
    for (let i = 0; i < limit; i += 1) {
      const res = await register(
        registration(i, { phone_number: '01012345678' }),
        `203.0.113.${i + 1}`,
      );
      // "Already registered" stays a field error, and it is counted.
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ phone_number: [en.phone_taken] });
    }
    const refused = await register(
      registration(99, { phone_number: '01012345678' }),
      '203.0.113.99',
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the same e-mail tried again and again meets 429', async () => {
    await createUser(testDb.db, { email: 'owner@example.com' });
    for (let i = 0; i < LIMITS.registerPerEmail.limit; i += 1) {
      const res = await register(registration(i, { email: 'Owner@Example.com' }), `203.0.113.${i}`);
      expect(res.json().errors).toEqual({ email: [en.email_taken] });
    }
    expect((await register(registration(9, { email: 'owner@example.com' }))).statusCode).toBe(429);
  });

  it('a form that breaks a rule is not counted and gets no uniqueness answer', async () => {
    await createUser(testDb.db, { phoneNumber: '01012345678' });
    for (let i = 0; i < LIMITS.registerPerPhone.limit + 2; i += 1) {
      const res = await register(registration(i, { phone_number: '01012345678', password: 'x' }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).not.toContain('phone_number');
    }
    expect(await testDb.db.select().from(rateLimits)).toEqual([]);
  });
});

describe('limits in the database', () => {
  it('two app instances on one database share every limit', async () => {
    const second = await anotherApp();
    const apps = [app, second];
    const on = (i: number) => apps[i % 2]!;

    // Login: 5 failures for one number, alternating between the processes.
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    for (let i = 0; i < LIMITS.loginPerPhone.limit; i += 1) {
      const body = { phone_number: SHOPPER.phone, password: `wrong-${i}` };
      expect((await login(body, '127.0.0.1', on(i))).statusCode).toBe(401);
    }
    const loginBody = { phone_number: SHOPPER.phone, password: SHOPPER.password };
    expect((await login(loginBody, '127.0.0.1', app)).statusCode).toBe(429);
    expect((await login(loginBody, '127.0.0.1', second)).statusCode).toBe(429);

    // Forgot password: 5 requests for one e-mail.
    const forgot = (i: number) =>
      on(i).inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        payload: { email: 'nobody@example.com' },
        remoteAddress: `10.9.0.${i + 1}`,
      });
    for (let i = 0; i < LIMITS.forgotPerEmail.limit; i += 1) {
      expect((await forgot(i)).statusCode).toBe(404);
    }
    expect((await forgot(0)).statusCode).toBe(429);
    expect((await forgot(1)).statusCode).toBe(429);

    // Reset password: 5 failures for one e-mail.
    const reset = (i: number) =>
      on(i).inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: {
          email: 'nobody@example.com',
          code: '123456',
          password: 'brand-new',
          password_confirmation: 'brand-new',
        },
        remoteAddress: `10.9.1.${i + 1}`,
      });
    for (let i = 0; i < LIMITS.resetPerEmail.limit; i += 1) {
      expect((await reset(i)).statusCode).toBe(422);
    }
    expect((await reset(0)).statusCode).toBe(429);
    expect((await reset(1)).statusCode).toBe(429);

    // Contact: 30 messages per address.
    const contact = (i: number) =>
      on(i).inject({
        method: 'POST',
        url: '/api/v1/contact-us',
        payload: {
          full_name: 'Mona Adel',
          contact_email: 'mona@example.com',
          phone_number: '01012345678',
          text: 'A quote for 200 glasses, please.',
        },
        remoteAddress: '10.9.2.1',
      });
    for (let i = 0; i < LIMITS.contactPerAddress.limit; i += 1) {
      expect((await contact(i)).statusCode).toBe(200);
    }
    expect((await contact(0)).statusCode).toBe(429);
    expect((await contact(1)).statusCode).toBe(429);

    // Register: 5 tries of one phone number.
    for (let i = 0; i < LIMITS.registerPerPhone.limit; i += 1) {
      const res = await register(
        registration(i, { phone_number: SHOPPER.phone }),
        `10.9.3.${i + 1}`,
        on(i),
      );
      expect(res.statusCode).toBe(422);
    }
    const late = registration(50, { phone_number: SHOPPER.phone });
    expect((await register(late, '10.9.3.99', app)).statusCode).toBe(429);
    expect((await register(late, '10.9.3.99', second)).statusCode).toBe(429);
  });

  it('a restarted app keeps the limits', async () => {
    await createUser(testDb.db, { phoneNumber: SHOPPER.phone, password: SHOPPER.password });
    const before = await anotherApp();
    for (let i = 0; i < LIMITS.loginPerPhone.limit; i += 1) {
      const body = { phone_number: SHOPPER.phone, password: `wrong-${i}` };
      expect((await login(body, '127.0.0.1', before)).statusCode).toBe(401);
    }
    await before.close();
    const after = await anotherApp();
    const body = { phone_number: SHOPPER.phone, password: SHOPPER.password };
    const refused = await login(body, '127.0.0.1', after);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
  });
});

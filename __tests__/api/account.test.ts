import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addresses,
  auditLog,
  cartItems,
  categories,
  cities,
  favourites,
  orders,
  products,
  sessions,
  users,
} from '../../server/db/schema';
import { seedCities } from '../../server/db/seed';
import * as passwords from '../../server/services/passwordService';
import { verifyPassword } from '../../server/services/passwordService';
import { createLimiters, LIMITS, LimitStore } from '../../server/services/rateLimiter';
import { issueToken } from '../../server/services/sessionService';
import { bearer, createUser } from '../support/fixtures';
import { createStaffMember } from '../support/staffFixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

let testDb: TestDb;
let app: FastifyInstance;
let nowMs = Date.now();

const reset = async () => {
  await resetDb(testDb.db);
  await seedCities(testDb.db);
};

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, { clock: () => new Date(nowMs) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  // The limits' counters are rows of rate_limits, emptied by reset(); the fake clock moves a day
  // on as well (every window is 15 minutes or less).
  nowMs += 24 * 3600 * 1000;
  await reset();
});

const EN = { 'accept-language': 'en' };

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Mona',
  family_name: 'Adel',
  email: 'Mona.Adel@Example.com ',
  password: 'secret1',
  password_confirmation: 'secret1',
  phone_number: '01012345678',
  address: '5 Tahrir Street',
  city_id: 1,
  ...overrides,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

const USER_KEYS = [
  'id',
  'first_name',
  'family_name',
  'last_name',
  'name',
  'email',
  'phone_number',
  'country',
  'country_id',
  'city_id',
  'city',
  'address',
].sort();

describe('POST /api/v1/register', () => {
  it('creates the user, logs them in (201) and answers the user DTO without the hash', async () => {
    const res = await post('/register', registration(), EN);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      status_code: 201,
      message: en.registered_success,
    });
    expect(typeof body.token).toBe('string');
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toEqual({
      id: expect.any(Number),
      first_name: 'Mona',
      family_name: 'Adel',
      last_name: 'Adel',
      name: 'Mona Adel',
      email: 'mona.adel@example.com',
      phone_number: '01012345678',
      country: { id: 1, name: 'Egypt' },
      country_id: 1,
      city_id: 1,
      city: {
        id: 1,
        name: expect.any(String),
        name_ar: expect.any(String),
        name_en: expect.any(String),
      },
      address: '5 Tahrir Street',
    });
    expect(body.user.city.name).toBe(body.user.city.name_en);
    expect(res.body).not.toContain('password');

    const [row] = await testDb.db.select().from(users);
    expect(row?.email).toBe('mona.adel@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'secret1')).toBe(true);

    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(body.user.id);
  });

  it('answers Arabic by default (message, country and city names)', async () => {
    const res = await post('/register', registration());
    expect(res.statusCode).toBe(201);
    const { message, user } = res.json();
    expect(message).toBe(ar.registered_success);
    expect(user.country).toEqual({ id: 1, name: 'مصر' });
    expect(user.city.name).toBe(user.city.name_ar);
  });

  it('reports every broken rule at once, translated (422)', async () => {
    const res = await post('/register', {}, EN);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: en.validation_failed,
      errors: {
        first_name: [en.field_required],
        family_name: [en.field_required],
        email: [en.field_required],
        phone_number: [en.field_required],
        address: [en.field_required],
        city_id: [en.field_required],
        password: [en.field_required],
        password_confirmation: [en.field_required],
      },
    });
    expect(await testDb.db.select().from(users)).toHaveLength(0);
  });

  it('checks e-mail, phone pattern, city, password length and confirmation', async () => {
    const res = await post(
      '/register',
      registration({
        first_name: '   ',
        email: 'not-an-email',
        phone_number: '0212345678',
        city_id: 999,
        password: '12345',
        password_confirmation: '123456',
      }),
      EN,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: [en.field_required],
      email: [en.invalid_email_format],
      phone_number: [en.phone_invalid],
      city_id: [en.city_invalid],
      password: [en.password_min_length.replace('{{min}}', '6')],
      password_confirmation: [en.passwords_not_matching],
    });
  });

  it.each([
    ['01012345678', true],
    ['01512345678', true],
    ['0101234567', false],
    ['010123456789', false],
    ['11012345678', false],
    ['0101234567a', false],
  ])('phone %s valid: %s', async (phone, valid) => {
    const res = await post('/register', registration({ phone_number: phone }));
    expect(res.statusCode).toBe(valid ? 201 : 422);
  });

  it('accepts a six-character password and a city id sent as a string', async () => {
    const res = await post(
      '/register',
      registration({ password: 'abcdef', password_confirmation: 'abcdef', city_id: '3' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.city_id).toBe(3);
  });

  it('refuses a taken e-mail (whatever its case) or phone number with field errors', async () => {
    expect((await post('/register', registration())).statusCode).toBe(201);
    const again = await post(
      '/register',
      registration({ email: 'MONA.ADEL@example.com', phone_number: '01012345678' }),
      EN,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      email: [en.email_taken],
      phone_number: [en.phone_taken],
    });
    const phoneOnly = await post('/register', registration({ email: 'other@example.com' }), EN);
    expect(phoneOnly.json().errors).toEqual({ phone_number: [en.phone_taken] });
    expect(await testDb.db.select().from(users)).toHaveLength(1);
  });

  it('two simultaneous registrations of one e-mail: one 201, one 422 (unique index)', async () => {
    const [first, second] = await Promise.all([
      post('/register', registration({ phone_number: '01011111111' }), EN),
      post('/register', registration({ phone_number: '01022222222' }), EN),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 422]);
    const refused = first!.statusCode === 422 ? first! : second!;
    expect(refused.json().errors).toEqual({ email: [en.email_taken] });
    expect(await testDb.db.select().from(users)).toHaveLength(1);
  });

  it('422 on the field for a malformed shape (an over-long field, a number for a text)', async () => {
    const long = await post('/register', registration({ first_name: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['first_name']);
    const numeric = await post('/register', registration({ password: 12345678 }));
    expect(numeric.statusCode).toBe(422);
    expect(Object.keys(numeric.json().errors)).toEqual(['password']);
  });
});

describe('POST /api/v1/login', () => {
  const login = (phone_number: unknown, password: unknown, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { phone_number, password },
      headers: EN,
      ...extra,
    });

  it('logs in with phone number and password', async () => {
    const { user } = await createUser(testDb.db, {
      phoneNumber: '01099998888',
      password: 'pa55word',
    });
    const res = await login('01099998888', 'pa55word');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      status_code: 200,
      message: en.logged_in_success,
      user: { id: user.id, phone_number: '01099998888', email: user.email },
    });
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(body.token),
    });
    expect(me.json().data.id).toBe(user.id);
  });

  it('401 with the same message for an unknown phone and a wrong password', async () => {
    await createUser(testDb.db, { phoneNumber: '01099998888', password: 'pa55word' });
    const wrongPassword = await login('01099998888', 'nope-nope');
    const unknownPhone = await login('01000000001', 'pa55word');
    for (const res of [wrongPassword, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en.invalid_credentials });
    }
    expect(wrongPassword.body).toBe(unknownPhone.body);
  });

  it('422 when a field is missing', async () => {
    const res = await login('', undefined);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone_number: [en.field_required],
      password: [en.field_required],
    });
  });

  it('429 after 5 failures for one phone number (from any address), with Retry-After', async () => {
    await createUser(testDb.db, { phoneNumber: '01099998888', password: 'pa55word' });
    const { limit } = LIMITS.loginPerPhone;
    for (let i = 0; i < limit; i += 1) {
      const res = await login('01099998888', `wrong-${i}`, { remoteAddress: `10.0.0.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    nowMs += 60_000;
    const refused = await login('01099998888', 'wrong-again', { remoteAddress: '10.0.1.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: en.too_many_attempts });
    expect(Number(refused.headers['retry-after'])).toBe(14 * 60);

    const arabic = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { phone_number: '01099998888', password: 'x' },
    });
    expect(arabic.json()).toEqual({ message: ar.too_many_attempts });

    // Another phone number from the same addresses is not affected.
    expect((await login('01000000002', 'whatever', { remoteAddress: '10.0.0.1' })).statusCode).toBe(
      401,
    );

    // The window slides: 15 minutes after the first failures the number may try again.
    nowMs += 14 * 60_000;
    expect((await login('01099998888', 'wrong', { remoteAddress: '10.0.1.1' })).statusCode).toBe(
      401,
    );
  });

  it('over the phone limit the right password gets 429 too, until the window lets it in', async () => {
    await createUser(testDb.db, { phoneNumber: '01099998888', password: 'pa55word' });
    for (let i = 0; i < LIMITS.loginPerPhone.limit; i += 1) {
      expect((await login('01099998888', `wrong-${i}`)).statusCode).toBe(401);
    }
    nowMs += 60_000;
    // Not checked: a guesser past the limit cannot tell a right guess from a wrong one.
    const refused = await login('01099998888', 'pa55word');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: en.too_many_attempts });
    expect(Number(refused.headers['retry-after'])).toBe(14 * 60);
    // A refused login is not counted: the same wait, not a longer one.
    nowMs += 13 * 60_000;
    expect((await login('01099998888', 'pa55word')).statusCode).toBe(429);

    // 15 minutes after the failures the right password logs in, and clears the count.
    nowMs += 60_000;
    const ok = await login('01099998888', 'pa55word');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    for (let i = 0; i < LIMITS.loginPerPhone.limit; i += 1) {
      expect((await login('01099998888', `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await login('01099998888', 'pa55word')).statusCode).toBe(429);
  });

  it('30 parallel guesses at one number: at most 5 passwords are checked, the rest get 429', async () => {
    await createUser(testDb.db, { phoneNumber: '01099998888', password: 'pa55word' });
    const compare = jest.spyOn(passwords, 'verifyPassword');
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login('01099998888', `guess-${i}`, { remoteAddress: `10.0.2.${i + 1}` }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      const { limit } = LIMITS.loginPerPhone;
      expect(statuses).toEqual([
        ...Array<number>(limit).fill(401),
        ...Array<number>(30 - limit).fill(429),
      ]);
      expect(compare).toHaveBeenCalledTimes(limit);
    } finally {
      compare.mockRestore();
    }
    expect((await login('01099998888', 'pa55word')).statusCode).toBe(429);
  });

  /** The login limit of one client address, counted up to `points` as failures would. */
  const failuresFrom = async (address: string, points: number) => {
    const limiters = createLimiters(new LimitStore(testDb.db, () => new Date(nowMs)));
    for (let i = 0; i < points; i += 1) await limiters.loginPerAddress.consume(address);
  };

  it('429 for new devices once a client address reached its failure limit', async () => {
    await createUser(testDb.db, { phoneNumber: '01099998888', password: 'pa55word' });
    const { limit } = LIMITS.loginPerAddress;
    await failuresFrom('192.0.2.7', limit - 1);
    expect((await login('01000000001', 'guess', { remoteAddress: '192.0.2.7' })).statusCode).toBe(
      401,
    );
    const refused = await login('01000009999', 'guess', { remoteAddress: '192.0.2.7' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // Other addresses are not affected; from the blocked one a new device is refused even with a
    // right password, until the window ends.
    expect((await login('01000009999', 'guess', { remoteAddress: '192.0.2.8' })).statusCode).toBe(
      401,
    );
    expect(
      (await login('01099998888', 'pa55word', { remoteAddress: '192.0.2.7' })).statusCode,
    ).toBe(429);
    nowMs += 15 * 60_000;
    expect(
      (await login('01099998888', 'pa55word', { remoteAddress: '192.0.2.7' })).statusCode,
    ).toBe(200);
  });

  it('successful logins do not count against the client address', async () => {
    await createUser(testDb.db, { phoneNumber: '01099998888', password: 'pa55word' });
    const { limit } = LIMITS.loginPerAddress;
    await failuresFrom('192.0.2.9', limit - 1);
    for (let i = 0; i < 5; i += 1) {
      const res = await login('01099998888', 'pa55word', { remoteAddress: '192.0.2.9' });
      expect(res.statusCode).toBe(200);
    }
    // Still one failure short of the limit: the last one is counted, the next attempt refused.
    expect((await login('01000000001', 'guess', { remoteAddress: '192.0.2.9' })).statusCode).toBe(
      401,
    );
    expect(
      (await login('01099998888', 'pa55word', { remoteAddress: '192.0.2.9' })).statusCode,
    ).toBe(429);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const { user, token } = await createUser(testDb.db);
    const other = await issueToken(testDb.db, user.id);
    const res = await post('/logout', {}, { ...bearer(token), ...EN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: en.logged_out_success });
    const after = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect((await post('/logout', {}, bearer(token))).statusCode).toBe(401);
    const stillIn = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(other.token),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('401 without a token', async () => {
    const res = await post('/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ar.unauthorized });
  });
});

describe('GET /api/v1/profile/userInfo', () => {
  it("answers the token holder's profile with the city in the request language", async () => {
    const { user, token } = await createUser(testDb.db, { cityId: 1, email: 'sara@example.com' });
    const [city] = await testDb.db.select().from(cities).where(eq(cities.id, 1));
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/profile/userInfo?user_id=${user.id}&lang=en`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      data: {
        id: user.id,
        first_name: user.firstName,
        family_name: user.familyName,
        last_name: user.familyName,
        name: `${user.firstName} ${user.familyName}`,
        email: 'sara@example.com',
        phone_number: user.phoneNumber,
        country: { id: 1, name: 'Egypt' },
        country_id: 1,
        city_id: 1,
        city: { id: 1, name: city!.nameEn, name_ar: city!.nameAr, name_en: city!.nameEn },
        address: user.address,
      },
    });
  });

  it('city null when the user has none; user_id may be left out', async () => {
    const { token } = await createUser(testDb.db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ city_id: null, city: null });
  });

  it('401 without a token, 403 for another user_id', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v1/profile/userInfo?user_id=${me.user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/v1/profile/userInfo?user_id=${other.user.id}`,
      headers: bearer(me.token),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain(other.user.email);
  });
});

describe('POST /api/v1/profile/change-personal-info', () => {
  const change = (token: string | undefined, payload: object) =>
    post('/profile/change-personal-info', payload, { ...(token ? bearer(token) : {}), ...EN });

  it('updates first name, last name (family_name), phone and e-mail', async () => {
    const { user, token } = await createUser(testDb.db);
    const res = await change(token, {
      user_id: user.id,
      first_name: ' Laila ',
      last_name: 'Samir',
      phone_number: '01133334444',
      email: 'Laila@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: 200,
      message: en.personal_info_updated_success,
      data: {
        id: user.id,
        first_name: 'Laila',
        family_name: 'Samir',
        last_name: 'Samir',
        name: 'Laila Samir',
        phone_number: '01133334444',
        email: 'laila@example.com',
      },
    });
    const [row] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: 'Laila',
      familyName: 'Samir',
      phoneNumber: '01133334444',
    });
  });

  it('keeps its own e-mail and phone (not "taken" by itself)', async () => {
    const { user, token } = await createUser(testDb.db);
    const res = await change(token, {
      first_name: 'New',
      last_name: 'Name',
      phone_number: user.phoneNumber,
      email: user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('422 with every field error, including e-mail and phone taken by another user', async () => {
    const { user, token } = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    const invalid = await change(token, { first_name: '', phone_number: '123', email: 'x@' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      first_name: [en.field_required],
      last_name: [en.field_required],
      phone_number: [en.phone_invalid],
      email: [en.invalid_email_format],
    });
    const taken = await change(token, {
      first_name: 'A',
      last_name: 'B',
      phone_number: other.user.phoneNumber,
      email: other.user.email,
    });
    expect(taken.json().errors).toEqual({
      phone_number: [en.phone_taken],
      email: [en.email_taken],
    });
    const [row] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: user.firstName, email: user.email });
  });

  it('401 without a token, 403 for another user_id and nothing changes', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    const payload = {
      user_id: other.user.id,
      first_name: 'Hacked',
      last_name: 'Hacked',
      phone_number: '01155556666',
      email: 'hacked@example.com',
    };
    expect((await change(undefined, payload)).statusCode).toBe(401);
    expect((await change(me.token, payload)).statusCode).toBe(403);
    const rows = await testDb.db.select().from(users);
    expect(rows.map((row) => row.firstName)).not.toContain('Hacked');
  });
});

describe('POST /api/v1/profile/change-password', () => {
  const change = (token: string | undefined, payload: object) =>
    post('/profile/change-password', payload, { ...(token ? bearer(token) : {}), ...EN });

  it('changes the password, keeps this session and signs out the others', async () => {
    const { user, token } = await createUser(testDb.db, { password: 'old-password' });
    const elsewhere = await issueToken(testDb.db, user.id);
    const res = await change(token, {
      user_id: user.id,
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: en.password_changed_success });

    const [row] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, 'new-password')).toBe(true);
    const me = (t: string) =>
      app.inject({ method: 'GET', url: '/api/v1/profile/userInfo', headers: bearer(t) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);

    const login = await post('/login', {
      phone_number: user.phoneNumber,
      password: 'new-password',
    });
    expect(login.statusCode).toBe(200);
    const old = await post('/login', { phone_number: user.phoneNumber, password: 'old-password' });
    expect(old.statusCode).toBe(401);
  });

  it('at least 8 characters and equal to the confirmation (422)', async () => {
    const { token } = await createUser(testDb.db);
    const short = await change(token, { password: '1234567', password_confirmation: '1234567' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      password: [en.password_min_length.replace('{{min}}', '8')],
    });
    const mismatch = await change(token, {
      password: '12345678',
      password_confirmation: '12345679',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [en.passwords_not_matching] });
    const missing = await change(token, {});
    expect(missing.json().errors).toEqual({
      password: [en.field_required],
      password_confirmation: [en.field_required],
    });
  });

  it('401 without a token, 403 for another user_id and nothing changes', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db, { password: 'others-password' });
    const payload = {
      user_id: other.user.id,
      password: 'taken-over',
      password_confirmation: 'taken-over',
    };
    expect((await change(undefined, payload)).statusCode).toBe(401);
    expect((await change(me.token, payload)).statusCode).toBe(403);
    const [row] = await testDb.db.select().from(users).where(eq(users.id, other.user.id));
    expect(await verifyPassword(row!.passwordHash, 'others-password')).toBe(true);
  });
});

describe('POST /api/v1/profile/delete-account', () => {
  it('deletes the user with sessions, cart, favourites and addresses; keeps orders anonymously', async () => {
    const { user, token } = await createUser(testDb.db);
    const keeper = await createUser(testDb.db);
    const [category] = await testDb.db
      .insert(categories)
      .values({ name: 'أكواب', nameEn: 'Cups', slug: 'cups' })
      .returning();
    const [product] = await testDb.db
      .insert(products)
      .values({
        categoryId: category!.id,
        name: 'كوب',
        nameEn: 'Cup',
        slug: 'cup',
        productCode: 'C-1',
        status: 'active',
        quantity: 5,
      })
      .returning();
    await testDb.db
      .insert(cartItems)
      .values({ userId: user.id, productId: product!.id, quantity: 1 });
    await testDb.db.insert(favourites).values({ userId: user.id, productId: product!.id });
    await testDb.db.insert(addresses).values({
      userId: user.id,
      addressTitle: 'Home',
      firstName: 'A',
      familyName: 'B',
      phoneNumber: '01012345678',
      address: 'Street',
      cityId: 1,
      mainAddress: true,
    });
    const [order] = await testDb.db
      .insert(orders)
      .values({ number: 'Z-1', userId: user.id, totalPrice: '10.00' })
      .returning();

    const res = await post(
      '/profile/delete-account',
      { user_id: user.id },
      { ...bearer(token), ...EN },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      status_code: 200,
      message: en.account_deleted_success,
    });

    expect(await testDb.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(
      await testDb.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
    expect(await testDb.db.select().from(cartItems)).toHaveLength(0);
    expect(await testDb.db.select().from(favourites)).toHaveLength(0);
    expect(await testDb.db.select().from(addresses)).toHaveLength(0);
    const [kept] = await testDb.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ number: 'Z-1', userId: null });

    const after = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect((await post('/profile/delete-account', {}, bearer(token))).statusCode).toBe(401);
    const login = await post('/login', { phone_number: user.phoneNumber, password: 'secret123' });
    expect(login.statusCode).toBe(401);
    // Someone else is untouched.
    const other = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(keeper.token),
    });
    expect(other.statusCode).toBe(200);
  });

  it('the e-mail and phone number can register again afterwards', async () => {
    const created = await post('/register', registration());
    const { token, user } = created.json();
    expect((await post('/profile/delete-account', {}, bearer(token))).statusCode).toBe(200);
    const again = await post('/register', registration());
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(user.id);
  });

  it('401 without a token, 403 for another user_id and nobody is deleted', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    expect((await post('/profile/delete-account', { user_id: other.user.id })).statusCode).toBe(
      401,
    );
    const foreign = await post(
      '/profile/delete-account',
      { user_id: other.user.id },
      bearer(me.token),
    );
    expect(foreign.statusCode).toBe(403);
    expect(await testDb.db.select().from(users)).toHaveLength(2);
  });
});

describe('POST /api/v1/profile/delete-account: the shop’s people', () => {
  /** A product to change and the signed-in person's cart, favourite and address. */
  async function belongings(userId: number) {
    const [category] = await testDb.db
      .insert(categories)
      .values({ name: 'أكواب', nameEn: 'Cups', slug: 'cups' })
      .returning();
    const [product] = await testDb.db
      .insert(products)
      .values({
        categoryId: category!.id,
        name: 'كوب',
        nameEn: 'Cup',
        slug: 'cup',
        productCode: 'C-1',
        status: 'active',
        quantity: 5,
      })
      .returning();
    await testDb.db.insert(cartItems).values({ userId, productId: product!.id, quantity: 1 });
    await testDb.db.insert(favourites).values({ userId, productId: product!.id });
    await testDb.db.insert(addresses).values({
      userId,
      addressTitle: 'Home',
      firstName: 'A',
      familyName: 'B',
      phoneNumber: '01012345678',
      address: 'Street',
      cityId: 1,
      mainAddress: true,
    });
    return product!;
  }

  const everything = async () => ({
    users: await testDb.db.select().from(users).orderBy(users.id),
    sessions: await testDb.db.select().from(sessions).orderBy(sessions.id),
    cart: await testDb.db.select().from(cartItems),
    favourites: await testDb.db.select().from(favourites),
    addresses: await testDb.db.select().from(addresses),
    audit: await testDb.db.select().from(auditLog),
  });

  it('refuses a staff member with 409 in their language, and nothing changes', async () => {
    const { user, token } = await createStaffMember(testDb.db, 'staff');
    await belongings(user.id);
    const before = await everything();
    const res = await post(
      '/profile/delete-account',
      { user_id: user.id },
      {
        ...bearer(token),
        ...EN,
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: en.delete_account_staff_refused });
    expect(await everything()).toEqual(before);
    const arabic = await post(
      '/profile/delete-account',
      {},
      {
        ...bearer(token),
        'accept-language': 'ar',
      },
    );
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json()).toEqual({ message: ar.delete_account_staff_refused });
    // The session still works.
    const info = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses an owner with 409, and nothing changes', async () => {
    const { user, token } = await createStaffMember(testDb.db, 'owner');
    await belongings(user.id);
    const before = await everything();
    const res = await post('/profile/delete-account', {}, { ...bearer(token), ...EN });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: en.delete_account_staff_refused });
    expect(await everything()).toEqual(before);
  });

  it('a former staff member may go; the trail still names them and records the deletion', async () => {
    const owner = await createStaffMember(testDb.db, 'owner');
    const staff = await createStaffMember(testDb.db, 'staff', {
      firstName: 'Karim',
      familyName: 'Samir',
      phoneNumber: '01055555555',
    });
    const product = await belongings(staff.user.id);
    const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/v1/admin${url}`,
        headers: bearer(owner.token),
        ...(payload ? { payload } : {}),
      });
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/bulk',
      headers: bearer(staff.token),
      payload: { ids: [product.id], action: 'stock', value: 9 },
    });
    expect(bulk.statusCode).toBe(200);
    expect((await admin('DELETE', `/staff/${staff.user.id}`)).statusCode).toBe(200);

    // Back to a customer (their sessions ended with the role): they sign in and delete.
    const { token } = await issueToken(testDb.db, staff.user.id);
    const res = await post('/profile/delete-account', {}, { ...bearer(token), ...EN });
    expect(res.statusCode).toBe(200);
    expect(await testDb.db.select().from(users).where(eq(users.id, staff.user.id))).toEqual([]);

    const trail = await admin('GET', '/audit');
    expect(trail.statusCode).toBe(200);
    const gone = { id: null, name: 'Karim Samir', phone_number: '01055555555' };
    const rows = (trail.json().data as Array<Record<string, unknown>>).map(
      ({ actor, actor_role, action, entity, entity_id, changes }) => ({
        actor,
        actor_role,
        action,
        entity,
        entity_id,
        changes,
      }),
    );
    expect(rows).toEqual([
      {
        actor: gone,
        actor_role: 'customer',
        action: 'delete',
        entity: 'account',
        entity_id: String(staff.user.id),
        changes: { role: ['customer', null] },
      },
      expect.objectContaining({
        actor: expect.objectContaining({ id: owner.user.id }),
        action: 'remove',
        entity: 'staff',
      }),
      {
        actor: gone,
        actor_role: 'staff',
        action: 'bulk_stock',
        entity: 'product',
        entity_id: String(product.id),
        changes: { quantity: [5, 9] },
      },
    ]);
  });

  it('a shopper who never worked in the back office leaves no audit row', async () => {
    const { token } = await createUser(testDb.db);
    expect((await post('/profile/delete-account', {}, bearer(token))).statusCode).toBe(200);
    expect(await testDb.db.select().from(auditLog)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every account call', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/v1/register', 'post'],
      ['/api/v1/login', 'post'],
      ['/api/v1/logout', 'post'],
      ['/api/v1/forgot-password', 'post'],
      ['/api/v1/reset-password', 'post'],
      ['/api/v1/profile/userInfo', 'get'],
      ['/api/v1/profile/change-personal-info', 'post'],
      ['/api/v1/profile/change-password', 'post'],
      ['/api/v1/profile/delete-account', 'post'],
    ] as const) {
      expect([path, Boolean(spec.paths[path]?.[method])]).toEqual([path, true]);
    }
  });
});

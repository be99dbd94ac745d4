import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../server/db/schema';
import { seedCities } from '../../server/db/seed';
import { verifyPassword } from '../../server/services/passwordService';
import { placeholderEmail } from '../../server/services/staffService';
import { isReservedEmail } from '../../src/shared/rules/validation';
import { bearer, createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

// A staff or owner account proves its current password before its password, e-mail or phone
// changes (a stolen back-office session must not become the account); a customer's stays optional
// and is checked when sent. Nobody takes an address of the staff placeholder domain.

let testDb: TestDb;
let app: FastifyInstance;
let nowMs = Date.now();

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
  nowMs += 24 * 3600 * 1000; // every rate-limit window is long past
  await resetDb(testDb.db);
  await seedCities(testDb.db);
});

const EN = { 'accept-language': 'en' };
const AR = { 'accept-language': 'ar' };
const PASSWORD = 'old-password';

const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

const changePassword = (token: string, extra: object = {}, headers = EN) =>
  post(
    '/profile/change-password',
    { password: 'brand-new-pass', password_confirmation: 'brand-new-pass', ...extra },
    { ...bearer(token), ...headers },
  );

async function passwordIs(userId: number, password: string): Promise<boolean> {
  const [row] = await testDb.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return verifyPassword(row!.hash, password);
}

const member = (role: 'staff' | 'owner' | 'customer') =>
  createUser(testDb.db, {
    role,
    email: `${role}@example.com`,
    phoneNumber: { staff: '01022223333', owner: '01033334444', customer: '01044445555' }[role],
    password: PASSWORD,
  });

describe('POST /api/v1/profile/change-password: the current password', () => {
  it.each(['staff', 'owner'] as const)(
    'as %s, without it: 422 on current_password, the password unchanged',
    async (role) => {
      const { user, token } = await member(role);
      const res = await changePassword(token);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [en.field_required] });
      expect(await passwordIs(user.id, PASSWORD)).toBe(true);

      const arabic = await changePassword(token, { current_password: '' }, AR);
      expect(arabic.json().errors).toEqual({ current_password: [ar.field_required] });
      expect(await passwordIs(user.id, PASSWORD)).toBe(true);
    },
  );

  it('a wrong one: 422 translated, the password unchanged', async () => {
    const { user, token } = await member('staff');
    const res = await changePassword(token, { current_password: 'not-it' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [en.current_password_wrong] });
    const arabic = await changePassword(token, { current_password: 'not-it' }, AR);
    expect(arabic.json().errors).toEqual({ current_password: [ar.current_password_wrong] });
    expect(await passwordIs(user.id, PASSWORD)).toBe(true);
  });

  it('every broken rule at once: the new password and the current one', async () => {
    const { token } = await member('owner');
    const res = await changePassword(token, { password: 'short', password_confirmation: 'short' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['current_password', 'password']);
  });

  it('the right one: 200 and the new password works', async () => {
    const { user, token } = await member('staff');
    const res = await changePassword(token, { current_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.password_changed_success);
    expect(await passwordIs(user.id, 'brand-new-pass')).toBe(true);
  });

  it("a customer's change without it is 200 as SPEC's payload has it; a wrong one sent is 422", async () => {
    const { user, token } = await member('customer');
    const wrong = await changePassword(token, { current_password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [en.current_password_wrong] });
    expect(await passwordIs(user.id, PASSWORD)).toBe(true);

    const res = await changePassword(token, { user_id: user.id });
    expect(res.statusCode).toBe(200);
    expect(await passwordIs(user.id, 'brand-new-pass')).toBe(true);
  });
});

describe('POST /api/v1/profile/change-personal-info: the current password', () => {
  const info = (token: string, values: object, headers = EN) =>
    post(
      '/profile/change-personal-info',
      { first_name: 'Noor', last_name: 'Adel', ...values },
      { ...bearer(token), ...headers },
    );
  const identityOf = async (id: number) => {
    const [row] = await testDb.db
      .select({ email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it.each([
    ['e-mail', { email: 'new-staff@example.com', phone_number: '01022223333' }],
    ['phone', { email: 'staff@example.com', phone_number: '01099990000' }],
  ])(
    'a staff %s change without it: 422 on current_password, nothing changed',
    async (_n, values) => {
      const { user, token } = await member('staff');
      const res = await info(token, values);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [en.field_required] });
      expect(await identityOf(user.id)).toEqual({
        email: 'staff@example.com',
        phone: '01022223333',
      });

      const wrong = await info(token, { ...values, current_password: 'not-it' }, AR);
      expect(wrong.json().errors).toEqual({ current_password: [ar.current_password_wrong] });
      expect(await identityOf(user.id)).toEqual({
        email: 'staff@example.com',
        phone: '01022223333',
      });
    },
  );

  it("an owner's change with the right one is made; a name change needs none", async () => {
    const { user, token } = await member('owner');
    const same = { email: 'owner@example.com', phone_number: '01033334444' };
    expect((await info(token, same)).statusCode).toBe(200);
    const res = await info(token, {
      ...same,
      phone_number: '01099990000',
      current_password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await identityOf(user.id)).toEqual({ email: 'owner@example.com', phone: '01099990000' });
  });

  it("a customer's change without it is still made", async () => {
    const { user, token } = await member('customer');
    const res = await info(token, { email: 'new-me@example.com', phone_number: '01044445555' });
    expect(res.statusCode).toBe(200);
    expect(await identityOf(user.id)).toEqual({
      email: 'new-me@example.com',
      phone: '01044445555',
    });
  });
});

describe('the staff placeholder domain', () => {
  const registration = (email: string) => ({
    first_name: 'Mona',
    family_name: 'Adel',
    email,
    password: 'secret1',
    password_confirmation: 'secret1',
    phone_number: '01012345678',
    address: '5 Tahrir Street',
    city_id: 1,
  });

  it('is the domain of every placeholder the server makes', () => {
    expect(isReservedEmail(placeholderEmail('01012345678'))).toBe(true);
    expect(isReservedEmail('x@mail.ZUJAJ.invalid ')).toBe(true);
    expect(isReservedEmail('x@zujaj.invalid.example.com')).toBe(false);
    expect(isReservedEmail('zujaj.invalid@example.com')).toBe(false);
  });

  it.each(['x@zujaj.invalid', placeholderEmail('01012345678'), 'X@Sub.Zujaj.Invalid'])(
    'registration with %s: 422 on email, translated, nobody registered',
    async (email) => {
      const res = await post('/register', registration(email), EN);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: [en.email_domain_reserved] });
      const arabic = await post('/register', registration(email), AR);
      expect(arabic.json().errors).toEqual({ email: [ar.email_domain_reserved] });
      expect(await testDb.db.select().from(users)).toEqual([]);
    },
  );

  it("an owner cannot give a new staff member such an address either (it is the server's to make)", async () => {
    const owner = await member('owner');
    const res = await post(
      '/admin/staff',
      {
        phone_number: '01123456789',
        first_name: 'Mona',
        family_name: 'Salem',
        email: 'someone@zujaj.invalid',
        role: 'staff',
      },
      { ...bearer(owner.token), ...EN },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [en.email_domain_reserved] });
  });

  it('a profile e-mail change to it is 422; a staff member keeps their placeholder', async () => {
    const customer = await member('customer');
    const res = await post(
      '/profile/change-personal-info',
      {
        first_name: 'Noor',
        last_name: 'Adel',
        phone_number: '01044445555',
        email: placeholderEmail('01022223333'),
      },
      { ...bearer(customer.token), ...EN },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [en.email_domain_reserved] });

    const staff = await createUser(testDb.db, {
      role: 'staff',
      email: placeholderEmail('01022223333'),
      phoneNumber: '01022223333',
      password: PASSWORD,
    });
    const rename = await post(
      '/profile/change-personal-info',
      {
        first_name: 'Hoda',
        last_name: 'Adel',
        phone_number: '01022223333',
        email: placeholderEmail('01022223333'),
      },
      { ...bearer(staff.token), ...EN },
    );
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data.first_name).toBe('Hoda');
  });
});

// Checked through the API: every request text has a maximum length the schema
// checks before any rule pattern runs; e-mail addresses are plain, stored trimmed and lower-cased,
// one account per mailbox.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../server/db/schema';
import { seedCities } from '../../server/db/seed';
import en from '../../src/i18n/locales/en.json';
import * as validation from '../../src/shared/rules/validation';
import { bearer, createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';

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
  // Each test in a fresh rate-limit window (every window is at most a day).
  nowMs += 24 * 3600 * 1000;
  await resetDb(testDb.db);
  await seedCities(testDb.db);
});
afterEach(() => jest.restoreAllMocks());

const EN = { 'accept-language': 'en' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { ...EN, ...headers } });

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Mona',
  family_name: 'Adel',
  email: 'mona@example.com',
  password: 'secret1',
  password_confirmation: 'secret1',
  phone_number: '01012345678',
  address: '5 Tahrir Street',
  city_id: 1,
  ...overrides,
});

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Paths of every string in `schema` that has neither a maxLength nor an enum. */
function unboundedStrings(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const found =
    types.includes('string') && schema.maxLength === undefined && !schema.enum ? [at] : [];
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    found.push(...unboundedStrings(sub, `${at}.${name}`));
  }
  found.push(...unboundedStrings(schema.items, `${at}[]`));
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unboundedStrings(schema.additionalProperties, `${at}.*`));
  }
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) {
    (list ?? []).forEach((sub, index) => found.push(...unboundedStrings(sub, `${at}|${index}`)));
  }
  return found;
}

describe('maximum lengths', () => {
  it('every string of every request body, query and path has a maxLength (or is an enum)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const unbounded: string[] = [];
    let bodies = 0;
    for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const { parameters = [], requestBody } = operation as {
          parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        };
        for (const parameter of parameters) {
          unbounded.push(
            ...unboundedStrings(
              parameter.schema,
              `${method} ${path} ${parameter.in}.${parameter.name}`,
            ),
          );
        }
        for (const { schema } of Object.values(requestBody?.content ?? {})) {
          bodies += 1;
          unbounded.push(...unboundedStrings(schema, `${method} ${path} body`));
        }
      }
    }
    expect(bodies).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });

  it.each([300, 100 * 1024])(
    'a %i-character contact e-mail is a 422 on its length; the pattern never runs',
    async (size) => {
      const isValidEmail = jest.spyOn(validation, 'isValidEmail');
      const res = await post('/contact-us', {
        full_name: 'Mona Adel',
        contact_email: `${'a'.repeat(size - 12)}@example.com`,
        phone_number: '01012345678',
        text: 'A question about glass cups.',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: en.validation_failed,
        // The schema's length limit answers the rule tables' wording ("At most 254 characters").
        errors: { contact_email: [en.field_too_long.replace('{{max}}', '254')] },
      });
      expect(isValidEmail).not.toHaveBeenCalled();
    },
  );

  it('a contact text over 500 characters is refused by the schema too', async () => {
    const res = await post('/contact-us', {
      full_name: 'Mona Adel',
      contact_email: 'mona@example.com',
      phone_number: '01012345678',
      text: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ text: [en.field_too_long.replace('{{max}}', '500')] });
  });

  it('a 254-character address is judged by the rules as usual', async () => {
    const isValidEmail = jest.spyOn(validation, 'isValidEmail');
    const email = `${'a'.repeat(242)}@example.com`;
    const res = await post('/register', registration({ email }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(email);
    expect(isValidEmail).toHaveBeenCalled();
  });
});

describe('plain e-mail addresses only', () => {
  const LAX = ['<v@x.com>', 'v@x.com,', '"n"<v@x.com>', 'n <v@x.com>', 'v@x.com;w@y.com'];

  it.each(LAX)('POST /register refuses %j with the translated field error', async (email) => {
    const res = await post('/register', registration({ email }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: en.validation_failed,
      errors: { email: [en.invalid_email_format] },
    });
    expect(await testDb.db.select().from(users)).toEqual([]);
  });

  it.each(LAX)('change-personal-info and forgot-password refuse %j too', async (email) => {
    const { user, token } = await createUser(testDb.db, { email: 'sara@example.com' });
    const profile = await post(
      '/profile/change-personal-info',
      { first_name: 'Sara', last_name: 'Ali', phone_number: user.phoneNumber, email },
      bearer(token),
    );
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors).toEqual({ email: [en.invalid_email_format] });
    const forgot = await post('/forgot-password', { email });
    expect(forgot.statusCode).toBe(422);
    expect(forgot.json().errors).toEqual({ email: [en.invalid_email_format] });
    const [stored] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe('sara@example.com');
  });

  it('stores the address trimmed and lower-cased; one account per mailbox', async () => {
    const first = await post('/register', registration({ email: 'V@X.com ' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toBe('v@x.com');
    const rows = await testDb.db.select({ email: users.email }).from(users);
    expect(rows).toEqual([{ email: 'v@x.com' }]);

    const second = await post(
      '/register',
      registration({ email: 'v@x.com', phone_number: '01099998888' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ email: [en.email_taken] });
    const third = await post(
      '/register',
      registration({ email: ' v@X.COM', phone_number: '01099998887' }),
    );
    expect(third.json().errors).toEqual({ email: [en.email_taken] });
    expect(await testDb.db.select({ id: users.id }).from(users)).toHaveLength(1);
  });

  it('change-personal-info stores the new address trimmed and lower-cased, and keeps it unique', async () => {
    await createUser(testDb.db, { email: 'taken@example.com' });
    const { user, token } = await createUser(testDb.db, { email: 'sara@example.com' });
    const change = (email: string) =>
      post(
        '/profile/change-personal-info',
        { first_name: 'Sara', last_name: 'Ali', phone_number: user.phoneNumber, email },
        bearer(token),
      );
    const taken = await change('Taken@Example.com');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [en.email_taken] });
    const res = await change(' New.Sara@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('new.sara@example.com');
    const [stored] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe('new.sara@example.com');
  });
});

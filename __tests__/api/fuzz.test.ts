import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../server/db/client';
import { addresses, cartItems, favourites, orders, users } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

// No 5xx on any input: generated wrong types, huge numbers, NUL, lone surrogates, very long and
// odd Unicode strings, arrays and nested objects thrown at every route of the OpenAPI document.
// Whatever comes, the answer is never 5xx, an error is the API's documented JSON body, and a
// refused request changes nothing for the user. Runs on PGlite in `npm test` and on PostgreSQL
// in .ci/run (DATABASE_URL). fast-check prints the seed and the smallest failing request.

const ctx = setupTestApp({ reset: false });

interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  secured: boolean;
  query: string[];
  body: string[];
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

let operations: Operation[] = [];

beforeAll(async () => {
  await seedIfEmpty(ctx.db);
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
  const paths = doc.paths as Record<string, Record<string, OpenApiOperation>>;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      secured: (op.security ?? []).length > 0,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}, 60_000);

const huge = fc.constantFrom(
  0,
  -1,
  1.5,
  2147483648,
  2 ** 53 + 2,
  1e20,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER,
);
const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\ud800', 'a\udc00b', '\u202e01012345678', '٠١٢٣٤٥٦٧٨٩', '🏺'.repeat(300)),
  fc.constantFrom('x'.repeat(100_000), '9'.repeat(400), '<v@x.com>', ' 12 ', '1e3', '0x10'),
);
const leaf = fc.oneof(fc.boolean(), fc.constant(null), fc.integer(), fc.double(), huge, oddText);
/** Anything JSON can carry, wrong-typed for most fields. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

const pathValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'abc',
    '2147483648',
    '9223372036854775808',
    '99999999999999999999',
    '%00',
    '%F0%9F%8F%BA',
    '1e3',
  ),
  fc.nat({ max: 400 }).map(String),
);
const queryValue = fc.oneof(
  fc.constantFrom('', '%00', '%ED%A0%80', 'abc', '1e30', '-1', '0', 'Infinity', 'ar', 'en'),
  fc.constantFrom('99999999999999999999', '2147483648', 'x'.repeat(5000), '%25', '%'),
  fc.nat({ max: 100 }).map(String),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
);

/** Body: each declared field maybe set to a bad value, plus unknown keys; or no object at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.record(Object.fromEntries(fields.map((f) => [f, badValue])), { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 10 }), badValue, { maxKeys: 2 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known })),
    },
    { weight: 1, arbitrary: badValue },
    { weight: 1, arbitrary: fc.constant('['.repeat(20_000) + ']'.repeat(20_000)) },
  );

const requestFor = (op: Operation) =>
  fc.record({
    path: fc
      .array(pathValue, { minLength: 3, maxLength: 3 })
      .map((values) => op.path.replace(/\{[^}]+\}/g, () => values.pop() ?? '1')),
    query: fc
      .subarray(op.query)
      .chain((names) => fc.tuple(...names.map((name) => queryValue.map((v) => `${name}=${v}`)))),
    body: bodyFor(op.body),
    key: fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), { nil: undefined }),
  });

/** Everything of the user a request could change. */
async function userState(db: Db, userId: number) {
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)),
    cart: await db.select().from(cartItems).where(eq(cartItems.userId, userId)),
    favourites: await db.select().from(favourites).where(eq(favourites.userId, userId)),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)),
  };
}

const isErrorBody = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null) return false;
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || Object.keys(rest).length > 0) return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
    )
  );
};

// Generated requests per route: 10 in every test run (a new seed each time, so coverage grows
// run after run); `npm run test:fuzz` throws 200 at each route.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

describe('every route under generated bad input', () => {
  it('reads the routes from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it('answers the cases it once found with 4xx', async () => {
    const { token } = await createUser(ctx.db);
    const cases: Array<[Operation['method'], string, unknown, number]> = [
      ['GET', '/api/v1/videos?page=Infinity', undefined, 400],
      ['GET', '/api/v1/products/0?max_price=-Infinity', undefined, 400],
      ['POST', '/api/v1/profile/delete-account', { user_id: { toString: null } }, 422],
      ['POST', '/api/v1/cart/get', { user_id: [1, 2] }, 422],
      ['GET', '/api/v1/productsDetails/9223372036854775808', undefined, 404],
      ['POST', '/api/v1/login', { phone_number: '010\u0000', password: 'x' }, 422],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(isErrorBody(res.json())).toBe(true);
    }
  });

  it('never answers 5xx; errors are the standard body; a refused request changes nothing', async () => {
    for (const op of operations) {
      let account = await createUser(ctx.db);
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (request) => {
          // A generated request may delete the account (delete-account needs no field).
          if (
            (await ctx.db.select().from(users).where(eq(users.id, account.user.id))).length === 0
          ) {
            account = await createUser(ctx.db);
          }
          const before = await userState(ctx.db, account.user.id);
          const query = request.query.length > 0 ? `?${request.query.join('&')}` : '';
          const res = await ctx.app.inject({
            method: op.method,
            url: `${request.path}${query}`,
            headers: {
              ...(op.secured ? bearer(account.token) : {}),
              ...(request.key !== undefined ? { 'idempotency-key': request.key } : {}),
              ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            ...(op.method === 'GET'
              ? {}
              : {
                  payload:
                    typeof request.body === 'string' && request.body.startsWith('[[')
                      ? request.body
                      : JSON.stringify(request.body),
                }),
          });
          const where = `${op.method} ${request.path}${query.slice(0, 200)}`;
          expect({ where, status: res.statusCode < 500 }).toEqual({ where, status: true });
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          if (res.statusCode >= 400) {
            expect({ where, errorBody: isErrorBody(res.json()) }).toEqual({
              where,
              errorBody: true,
            });
            expect(await userState(ctx.db, account.user.id)).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});

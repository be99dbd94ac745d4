import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { strictBodyValidator } from '../../server/lib/validation';
import { canonicalJson } from '../../server/services/idempotency';
import { createCities, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

// Smaller holes closed: deep unknown fields, calls without a body.

const ctx = setupTestApp();
beforeEach(async () => {
  await createCities(ctx.db);
});

/** `{ a: { a: … { a: 1 } } }`, `depth` levels deep, as JSON text (no recursion to build it). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('a deeply nested unknown field', () => {
  it('with an Idempotency-Key on order create answers 201 or 4xx, never 5xx', async () => {
    const { user, token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    const base = JSON.stringify({
      user_id: user.id,
      products: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash',
      terms_accepted: true,
    });
    const deep = nestedJson(10_000);
    for (const [index, payload] of [
      `${base.slice(0, -1)},"unknown":${deep}}`,
      base.replace('"quantity":1', `"quantity":1,"unknown":${deep}`),
      `${base.slice(0, -1)},"billing_address":{"first_name":"Mona","unknown":${deep}}}`,
    ].entries()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user-orders/create',
        headers: {
          ...bearer(token),
          'content-type': 'application/json',
          'idempotency-key': `deep-${index}`,
        },
        payload,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect([201, 400, 404, 409, 413, 422]).toContain(res.statusCode);
    }
  });

  it('canonicalJson handles any depth without the stack (iterative)', () => {
    const deep = JSON.parse(nestedJson(100_000)) as unknown;
    expect(canonicalJson(deep)).toBe(nestedJson(100_000));
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: undefined, e: true })).toBe(
      '{"b":[1,{"c":"x","d":null}],"e":true}',
    );
    expect(canonicalJson([undefined, 'x'])).toBe('[null,"x"]');
  });
});

describe('a call with no body at all', () => {
  const noBody = (url: string, token: string, lang?: 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const emptyObject = (url: string, token: string, lang?: 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
      payload: {},
    });

  it.each([
    '/profile/change-password',
    '/user-addresses/create',
    '/user-orders/create',
    '/cart/store',
    '/register',
    '/login',
    '/reset-password',
  ])('%s answers like one with {}: 422 with translated field errors', async (url) => {
    const { token } = await createUser(ctx.db);
    const absent = await noBody(url, token, 'en');
    const empty = await emptyObject(url, token, 'en');
    expect(empty.statusCode).toBe(422);
    expect(absent.statusCode).toBe(422);
    expect(absent.json()).toEqual(empty.json());
    expect(absent.json()).toMatchObject({
      message: en.validation_failed,
      errors: expect.any(Object),
    });
  });

  it.each(['/profile/change-password', '/cart/get'])(
    '%s with a JSON null body answers like one with {}',
    async (url) => {
      const { token } = await createUser(ctx.db);
      const nullBody = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': 'en' },
        payload: 'null',
      });
      const empty = await emptyObject(url, token, 'en');
      expect(nullBody.statusCode).toBe(empty.statusCode);
      expect(nullBody.json()).toEqual(empty.json());
    },
  );

  it('the profile calls without a body act like {} (delete-account included), in Arabic by default', async () => {
    const { token } = await createUser(ctx.db);
    const info = await noBody('/profile/change-personal-info', token);
    expect(info.statusCode).toBeLessThan(500);
    expect(info.statusCode).not.toBe(400);
    expect(info.json().message).not.toBe(ar.bad_request);
    const removed = await noBody('/profile/delete-account', token);
    expect(removed.statusCode).toBe(200);
  });
});

describe('unknown body fields', () => {
  type Compile = (
    external: unknown,
    options: unknown,
  ) => (route: { schema: unknown; httpPart: string }) => (data: unknown) => boolean;
  const compileBody = (schema: unknown) =>
    (strictBodyValidator() as unknown as Compile)(
      {},
      { customOptions: {} },
    )({
      schema,
      httpPart: 'body',
    });

  it('are dropped from a body schema without additionalProperties, at every level it describes', () => {
    const validate = compileBody({
      type: 'object',
      properties: {
        user_id: { type: ['integer', 'string'] },
        lines: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' } } },
        },
      },
    });
    const body = JSON.parse(
      `{"user_id":3,"extra":${'['.repeat(5000)}${']'.repeat(5000)},"lines":[{"id":1,"x":{"y":1}}]}`,
    ) as unknown;
    expect(validate(body)).toBe(true);
    expect(body).toEqual({ user_id: 3, lines: [{ id: 1 }] });
  });

  it('are dropped from the real account bodies (a deep unknown field answers like without it)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"phone_number":"01000000000","password":"x","unknown":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('a malformed URL', () => {
  it.each(['/%', '/api/v1/products/%E0%A4%A', '/%zz%3Cscript%3Ealert(1)', '/api/v1/%ff?lang=en'])(
    '%s answers 400 with the documented error body and the security headers, echoing nothing',
    async (url) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: en.bad_request });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/script|%|FST_|url component|E0|ff/i);
    },
  );

  it('a POST with a body and a too long path parameter answer the same way', async () => {
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-orders/%',
      payload: { a: 1 },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ message: ar.bad_request });
    expect(post.headers['x-content-type-options']).toBe('nosniff');
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products/${'x'.repeat(500)}`,
    });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.body).not.toContain('xxxxx');
    expect(long.headers['x-content-type-options']).toBe('nosniff');
  });
});

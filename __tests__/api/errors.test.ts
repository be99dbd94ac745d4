import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../server/lib/httpError';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

let testDb: TestDb;
let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, {
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
    },
  });
  // Probe routes exercising the error plugin the way real routes will.
  app.register(
    async (probe) => {
      probe.post(
        '/echo',
        {
          schema: {
            body: {
              type: 'object',
              required: ['full_name', 'quantity'],
              properties: {
                full_name: { type: 'string', minLength: 3 },
                quantity: { type: 'integer', minimum: 1 },
              },
            },
          },
        },
        async (request) => ({ received: request.body }),
      );
      probe.get('/boom', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/zujaj/server.ts:12');
      });
      probe.get('/field-errors', async () => {
        throw new HttpError(422, 'validation_failed', { phone_number: ['field_invalid'] });
      });
    },
    { prefix: '/api/v1/__probe' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(() => {
  logged.length = 0;
});

describe('error answers', () => {
  it('answers an unknown /api/v1 path with a JSON 404 in Arabic by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/x' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: ar.not_found });
  });

  it('answers in English with Accept-Language: en, and for other methods too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: en.not_found });
    expect(ar.not_found).not.toBe(en.not_found);
  });

  it('lets a lang query parameter choose the language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/x?lang=en' });
    expect(res.json()).toEqual({ message: en.not_found });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"full_name": "Mona",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ar.bad_request });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ full_name: 'x'.repeat(1024 * 1024), quantity: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: en.payload_too_large });
  });

  it('accepts a body just under the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/echo',
      payload: { full_name: 'x'.repeat(1000 * 1000), quantity: 1 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers body schema failures with 422, a translated message and field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/echo',
      headers: { 'accept-language': 'en' },
      payload: { full_name: 'Al', quantity: 0 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: en.validation_failed,
      errors: { full_name: [en.field_invalid], quantity: [en.field_invalid] },
    });

    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/echo',
      payload: { quantity: 2 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: ar.validation_failed,
      errors: { full_name: [ar.field_required] },
    });
  });

  it('names a field error after an Object.prototype member without crashing (fuzz find)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/echo',
      headers: { 'accept-language': 'en' },
      payload: { full_name: 'Alia', quantity: 1, valueOf: '\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ valueOf: [en.field_invalid] });
  });

  it('translates HttpError keys and field errors', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/__probe/field-errors',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: en.validation_failed,
      errors: { phone_number: [en.field_invalid] },
    });
  });

  it('hides unexpected errors behind a generic 500 and logs them with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/__probe/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: ar.server_error });
    expect(res.body).not.toMatch(/secret_table|server\.ts|stack/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      route: '/api/v1/__probe/boom',
      error: { type: 'Error', message: expect.stringContaining('secret_table') },
    });
  });
});

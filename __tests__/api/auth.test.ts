import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, sessions } from '../../server/db/schema';
import { requireSameUser, requireUser } from '../../server/plugins/auth';
import {
  findSessionUser,
  hashToken,
  issueToken,
  revokeToken,
  revokeUserSessions,
  SESSION_TTL_MS,
} from '../../server/services/sessionService';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { bearer, createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db);
  // Probe routes guarded the way account/cart routes are; the write proves "changes nothing".
  app.register(
    async (probe) => {
      probe.get('/me', { onRequest: requireUser }, async (request) => ({ id: request.user?.id }));
      probe.post(
        '/write',
        {
          preValidation: requireSameUser('body'),
          schema: {
            body: {
              type: 'object',
              required: ['text'],
              properties: { user_id: { type: ['integer', 'string'] }, text: { type: 'string' } },
            },
          },
        },
        async (request) => {
          const body = request.body as { text: string };
          await testDb.db.insert(contactMessages).values({
            fullName: String(request.user?.id),
            contactEmail: 'probe@example.com',
            phoneNumber: '01000000000',
            text: body.text,
          });
          return { ok: true };
        },
      );
      probe.get('/read', { preValidation: requireSameUser('query') }, async (request) => ({
        id: request.user?.id,
      }));
    },
    { prefix: '/api/v1/__probe' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(() => resetDb(testDb.db));

const writes = async () => (await testDb.db.select().from(contactMessages)).length;

describe('bearer tokens', () => {
  it('401 without a token, with a translated message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/__probe/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ar.unauthorized });
    expect(res.headers['www-authenticate']).toBe('Bearer');

    const english = await app.inject({
      method: 'GET',
      url: '/api/v1/__probe/me',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ message: en.unauthorized });
  });

  it('401 with an unknown or malformed token', async () => {
    for (const authorization of ['Bearer not-a-token', 'Basic abc', 'Bearer']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/__probe/me',
        headers: { authorization },
      });
      expect([authorization, res.statusCode]).toEqual([authorization, 401]);
    }
  });

  it('identifies the token holder', async () => {
    const { user, token } = await createUser(testDb.db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/__probe/me',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id });
  });

  it('stores only the sha256 of the token, 32 random bytes base64url, for 30 days', async () => {
    const { user } = await createUser(testDb.db);
    const now = new Date('2025-03-01T10:00:00Z');
    const { token, expiresAt } = await issueToken(testDb.db, user.id, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    expect(SESSION_TTL_MS).toBe(30 * 24 * 3600 * 1000);
    const rows = await testDb.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const stored = rows.map((row) => row.tokenHash);
    expect(stored).toContain(hashToken(token));
    expect(stored).not.toContain(token);
  });

  it('refuses a revoked token', async () => {
    const { token } = await createUser(testDb.db);
    expect(await revokeToken(testDb.db, token)).toBe(true);
    expect(await revokeToken(testDb.db, token)).toBe(false);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/__probe/me',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
  });

  it('revoking all sessions of a user leaves other users signed in', async () => {
    const first = await createUser(testDb.db);
    const second = await createUser(testDb.db);
    const other = await issueToken(testDb.db, first.user.id);
    expect(await revokeUserSessions(testDb.db, first.user.id)).toBe(2);
    expect(await findSessionUser(testDb.db, first.token)).toBeNull();
    expect(await findSessionUser(testDb.db, other.token)).toBeNull();
    expect(await findSessionUser(testDb.db, second.token)).toMatchObject({ id: second.user.id });
  });

  it('refuses an expired token', async () => {
    const { user } = await createUser(testDb.db);
    const { token } = await issueToken(
      testDb.db,
      user.id,
      new Date(Date.now() - SESSION_TTL_MS - 1000),
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/__probe/me',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('acting for another user (403, nothing changes)', () => {
  it('403 when the body names another user_id, and nothing is written', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    for (const userId of [other.user.id, String(other.user.id), 999999]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/__probe/write',
        headers: { ...bearer(me.token), 'accept-language': 'en' },
        payload: { user_id: userId, text: 'hello' },
      });
      expect([userId, res.statusCode]).toEqual([userId, 403]);
      expect(res.json()).toEqual({ message: en.forbidden_user });
    }
    expect(await writes()).toBe(0);
  });

  it('403 before judging the payload, 401 before both', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/write',
      headers: bearer(me.token),
      payload: { user_id: other.user.id },
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe/write',
      payload: { user_id: other.user.id, text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await writes()).toBe(0);
  });

  it('lets the token holder act for themself (user_id as number, string or absent)', async () => {
    const me = await createUser(testDb.db);
    for (const payload of [
      { user_id: me.user.id, text: 'a' },
      { user_id: String(me.user.id), text: 'b' },
      { text: 'c' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/__probe/write',
        headers: bearer(me.token),
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await writes()).toBe(3);
  });

  it('checks a user_id in the query string too', async () => {
    const me = await createUser(testDb.db);
    const other = await createUser(testDb.db);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/v1/__probe/read?user_id=${other.user.id}`,
      headers: bearer(me.token),
    });
    expect(foreign.statusCode).toBe(403);
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/__probe/read?user_id=${me.user.id}`,
      headers: bearer(me.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: me.user.id });
  });
});

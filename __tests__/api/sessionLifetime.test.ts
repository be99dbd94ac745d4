import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import {
  findSessionUser,
  hashToken,
  issueToken,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
} from '../../server/services/sessionService';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

// Sessions end after 7 idle days and at most 30 days after login.

const ctx = setupTestApp();
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const ago = (ms: number) => new Date(Date.now() - ms);
const fromNow = (ms: number) => new Date(Date.now() + ms);

const setSession = (token: string, values: { lastUsedAt?: Date; expiresAt?: Date }) =>
  ctx.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashToken(token)));
const sessionRow = async (token: string) =>
  (
    await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;
const profile = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/profile/userInfo', headers: bearer(token) });

describe('session lifetimes', () => {
  it('are 7 idle days and 30 days from login', () => {
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    expect(SESSION_TTL_MS).toBe(30 * DAY);
  });

  it('a token unused for 7 days answers 401; one used within them works and is marked used', async () => {
    const { token } = await createUser(ctx.db);
    await setSession(token, { lastUsedAt: ago(7 * DAY - 10 * MINUTE) });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await sessionRow(token)).lastUsedAt.getTime()).toBeGreaterThan(ago(MINUTE).getTime());

    await setSession(token, { lastUsedAt: ago(7 * DAY + MINUTE) });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('a token used every day still ends 30 days after login', async () => {
    const { token } = await createUser(ctx.db);
    await setSession(token, { lastUsedAt: ago(MINUTE), expiresAt: fromNow(DAY) });
    expect((await profile(token)).statusCode).toBe(200);
    await setSession(token, { lastUsedAt: ago(MINUTE), expiresAt: ago(MINUTE) });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('writes last use at most once a minute', async () => {
    const { token } = await createUser(ctx.db);
    const recent = ago(30 * 1000);
    await setSession(token, { lastUsedAt: recent });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await sessionRow(token)).lastUsedAt.getTime()).toBe(recent.getTime());
    const older = ago(2 * MINUTE);
    await setSession(token, { lastUsedAt: older });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await sessionRow(token)).lastUsedAt.getTime()).toBeGreaterThan(older.getTime());
  });

  it('with a clock: used every 6 days it lives to day 30, idle 7 days it ends', async () => {
    const { user } = await createUser(ctx.db);
    const login = new Date('2030-01-01T00:00:00Z');
    const at = (days: number) => new Date(login.getTime() + days * DAY);
    const { token, expiresAt } = await issueToken(ctx.db, user.id, login);
    expect(expiresAt).toEqual(at(30));
    for (const day of [6, 12, 18, 24, 29.9]) {
      expect(await findSessionUser(ctx.db, token, at(day))).toMatchObject({ id: user.id });
    }
    expect(await findSessionUser(ctx.db, token, at(30))).toBeNull();

    const idle = await issueToken(ctx.db, user.id, login);
    expect(await findSessionUser(ctx.db, idle.token, at(6.9))).toMatchObject({ id: user.id });
    expect(await findSessionUser(ctx.db, idle.token, at(13.8))).toMatchObject({ id: user.id });
    expect(await findSessionUser(ctx.db, idle.token, at(20.8))).toBeNull();
  });
});

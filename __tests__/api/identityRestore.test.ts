import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  identityChanges,
  loginDevices,
  passwordResets,
  sessions,
  users,
} from '../../server/db/schema';
import { outboxDir, type MailMessage } from '../../server/mail/mailer';
import { IDENTITY_UNDO_TTL_MS } from '../../server/services/identityService';
import { issueToken } from '../../server/services/sessionService';
import { bearer, createUser } from '../support/fixtures';
import { takeMail, type ParsedMail } from '../support/outbox';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

// An e-mail or phone change is announced to the previous e-mail with a link that undoes it for 7
// days; the undo ends every session, voids reset codes and forgets trusted devices.

let testDb: TestDb;
let app: FastifyInstance;
let outbox: string;
let nowMs = Date.now();

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, { clock: () => new Date(nowMs) });
  await app.ready();
  outbox = outboxDir(app.config.dataDir);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  nowMs += 24 * 3600 * 1000; // every rate-limit window is long past
  await resetDb(testDb.db);
  fs.rmSync(outbox, { recursive: true, force: true });
});

const EN = { 'accept-language': 'en' };
const AR = { 'accept-language': 'ar' };

const post = (url: string, payload: object, headers: Record<string, string> = EN) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

const OLD_EMAIL = 'noor@example.com';
const OLD_PHONE = '01011112222';

async function owner() {
  return createUser(testDb.db, {
    email: OLD_EMAIL,
    phoneNumber: OLD_PHONE,
    password: 'owner-pass',
  });
}

/** change-personal-info as a client that knows only the documented payload sends it, plus `extra`. */
const change = (
  token: string,
  values: { email?: string; phone_number?: string },
  headers: Record<string, string> = EN,
  extra: object = {},
) =>
  post(
    '/profile/change-personal-info',
    {
      first_name: 'Noor',
      last_name: 'Adel',
      phone_number: OLD_PHONE,
      email: OLD_EMAIL,
      ...values,
      ...extra,
    },
    { ...bearer(token), ...headers },
  );

/** The restore link's token in a notice (text and HTML carry the same link). */
function linkToken(mail: ParsedMail | undefined, prefix = `${app.config.publicUrl}/en`): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/restore-account\\?token=([A-Za-z0-9_-]+)`).exec(
    mail?.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no restore link in mail:\n${mail?.raw}`);
  expect(mail!.html).toContain(`/restore-account?token=${match[1]}`);
  return match[1];
}

const restore = (token: string, headers: Record<string, string> = EN) =>
  post('/restore-identity', { token }, headers);

const userRow = async (id: number) =>
  (await testDb.db.select().from(users).where(eq(users.id, id)))[0]!;

const profileStatus = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/profile/userInfo', headers: bearer(token) }))
    .statusCode;

describe('an e-mail change', () => {
  it('mails the previous address, and its link restores e-mail and phone and ends everything', async () => {
    const { user, token } = await owner();
    const second = await issueToken(testDb.db, user.id);
    // A reset code and a trusted device from before the restore.
    const forgot = await post('/forgot-password', { email: OLD_EMAIL });
    expect(forgot.statusCode).toBe(200);
    takeMail(outbox);
    await testDb.db.insert(loginDevices).values({ userId: user.id, tokenHash: 'a'.repeat(64) });

    const changed = await change(token, {
      email: 'thief.guy@gmail.com',
      phone_number: '01299998888',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      email: 'thief.guy@gmail.com',
      phone_number: '01299998888',
    });

    const [mail, ...more] = takeMail(outbox);
    expect(more).toHaveLength(0);
    expect(mail!.headers).toMatch(/^To: noor@example\.com$/m);
    // What changed, the new address partly masked, and when; never the new address whole.
    expect(mail!.text).toContain('th***@g***.com');
    expect(mail!.text).not.toContain('thief.guy');
    expect(mail!.html).not.toContain('thief.guy');
    expect(mail!.text).toContain("The account's phone number changed.");
    expect(mail!.text).toContain('Cairo time');
    expect(mail!.html).toContain('dir="ltr"');
    const link = linkToken(mail);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Stored: the previous values, the token's sha256 only, valid 7 days.
    const [row] = await testDb.db.select().from(identityChanges);
    expect(row).toMatchObject({
      userId: user.id,
      previousEmail: OLD_EMAIL,
      previousPhoneNumber: OLD_PHONE,
      usedAt: null,
      tokenHash: createHash('sha256').update(link).digest('hex'),
    });
    expect(row!.expiresAt.getTime()).toBe(nowMs + IDENTITY_UNDO_TTL_MS);

    const restored = await restore(link);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ status_code: 200, message: en.identity_restored });
    expect(await userRow(user.id)).toMatchObject({ email: OLD_EMAIL, phoneNumber: OLD_PHONE });

    // Every bearer token from before is dead.
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(second.token)).toBe(401);
    const live = await testDb.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    // The reset code asked before is void, the trusted device forgotten, the link used.
    const codes = await testDb.db.select().from(passwordResets);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.usedAt !== null)).toBe(true);
    expect(await testDb.db.select().from(loginDevices)).toEqual([]);
    const [used] = await testDb.db.select().from(identityChanges);
    expect(used!.usedAt).not.toBeNull();

    // The owner signs in again with the old phone.
    const login = await post('/login', { phone_number: OLD_PHONE, password: 'owner-pass' });
    expect(login.statusCode).toBe(200);
  });

  it('a used link is refused and changes nothing', async () => {
    const { user, token } = await owner();
    expect((await change(token, { email: 'new@example.com' })).statusCode).toBe(200);
    const link = linkToken(takeMail(outbox)[0]);
    expect((await restore(link)).statusCode).toBe(200);

    // The owner moves on to a new address; the old link must not pull it back.
    const { token: fresh } = await issueToken(testDb.db, user.id);
    expect((await change(fresh, { email: 'later@example.com' })).statusCode).toBe(200);
    const again = await restore(link);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: en.identity_link_invalid });
    expect((await userRow(user.id)).email).toBe('later@example.com');
    expect(await profileStatus(fresh)).toBe(200);
  });

  it('a link past 7 days is refused, one just before works', async () => {
    const { user, token } = await owner();
    expect((await change(token, { email: 'new@example.com' })).statusCode).toBe(200);
    const link = linkToken(takeMail(outbox)[0]);

    const changedAt = nowMs;
    nowMs = changedAt + IDENTITY_UNDO_TTL_MS + 1000;
    const late = await restore(link, AR);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ message: ar.identity_link_invalid });
    expect((await userRow(user.id)).email).toBe('new@example.com');
    expect(await profileStatus(token)).toBe(200);

    nowMs = changedAt + IDENTITY_UNDO_TTL_MS - 1000;
    expect((await restore(link)).statusCode).toBe(200);
    expect((await userRow(user.id)).email).toBe(OLD_EMAIL);
  });

  it('an unknown or missing token is refused', async () => {
    const unknown = await restore('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: en.identity_link_invalid });
    const missing = await post('/restore-identity', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: [en.field_required] });
    // A body field of the wrong type is refused as a field error (the error plugin's rule), never coerced.
    const wrongType = await post('/restore-identity', { token: 12 });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['token']);
  });

  it('409 when another account took the previous e-mail meanwhile, and nothing changes', async () => {
    const { user, token } = await owner();
    expect((await change(token, { email: 'new@example.com' })).statusCode).toBe(200);
    const link = linkToken(takeMail(outbox)[0]);
    await createUser(testDb.db, { email: OLD_EMAIL });

    const res = await restore(link);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: en.identity_restore_taken });
    expect((await userRow(user.id)).email).toBe('new@example.com');
    expect(await profileStatus(token)).toBe(200);
    const [row] = await testDb.db.select().from(identityChanges);
    expect(row!.usedAt).toBeNull();
  });

  it('restoring with the first link voids the links of later changes', async () => {
    const { user, token } = await owner();
    expect((await change(token, { email: 'thief@example.com' })).statusCode).toBe(200);
    const first = linkToken(takeMail(outbox)[0]);
    expect((await change(token, { email: 'thief2@example.com' })).statusCode).toBe(200);
    const [secondMail] = takeMail(outbox);
    expect(secondMail!.headers).toMatch(/^To: thief@example\.com$/m);
    const second = linkToken(secondMail);

    expect((await restore(first)).statusCode).toBe(200);
    expect((await restore(second)).statusCode).toBe(404);
    expect((await userRow(user.id)).email).toBe(OLD_EMAIL);
  });
});

describe('a phone-only change', () => {
  it('mails the current e-mail, in Arabic when asked in Arabic, and its link restores the phone', async () => {
    const { user, token } = await owner();
    const res = await change(token, { phone_number: '01299998888' }, AR);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ar.personal_info_updated_success);

    const [mail] = takeMail(outbox);
    expect(mail!.headers).toMatch(/^To: noor@example\.com$/m);
    expect(mail!.text).toContain('تغيّر رقم الهاتف المسجّل في الحساب.');
    expect(mail!.text).not.toContain('أصبح البريد الإلكتروني');
    expect(mail!.text).not.toContain('Hello');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('lang="ar"');
    // Arabic links open the Arabic page (no /en).
    const link = linkToken(mail, app.config.publicUrl);
    expect(mail!.text).not.toContain('/en/restore-account');

    expect((await restore(link, AR)).json()).toEqual({
      status_code: 200,
      message: ar.identity_restored,
    });
    expect(await userRow(user.id)).toMatchObject({ email: OLD_EMAIL, phoneNumber: OLD_PHONE });
  });

  it('a name-only change sends nothing and records nothing', async () => {
    const { token } = await owner();
    const res = await post(
      '/profile/change-personal-info',
      {
        first_name: 'Other',
        last_name: 'Name',
        phone_number: OLD_PHONE,
        email: 'NOOR@example.com',
      },
      { ...bearer(token), ...EN },
    );
    expect(res.statusCode).toBe(200);
    expect(takeMail(outbox)).toHaveLength(0);
    expect(await testDb.db.select().from(identityChanges)).toEqual([]);
  });
});

describe('current_password', () => {
  it('is optional: the documented payload without it still changes the e-mail', async () => {
    const { token } = await owner();
    const res = await change(token, { email: 'new@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('new@example.com');
  });

  it('when right, the change is made', async () => {
    const { user, token } = await owner();
    const res = await change(token, { email: 'new@example.com' }, EN, {
      current_password: 'owner-pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).email).toBe('new@example.com');
  });

  it('when wrong: 422 on current_password (translated), no change and no mail', async () => {
    const { user, token } = await owner();
    for (const [headers, dictionary] of [
      [EN, en],
      [AR, ar],
    ] as const) {
      const res = await change(token, { email: 'new@example.com' }, headers, {
        current_password: 'not-it',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [dictionary.current_password_wrong] });
    }
    expect(await userRow(user.id)).toMatchObject({ email: OLD_EMAIL, phoneNumber: OLD_PHONE });
    expect(takeMail(outbox)).toHaveLength(0);
    expect(await testDb.db.select().from(identityChanges)).toEqual([]);
  });

  it('of the wrong type is refused (field error, never coerced) and changes nothing', async () => {
    const { user, token } = await owner();
    const res = await change(token, { email: 'new@example.com' }, EN, { current_password: 1234 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['current_password']);
    expect((await userRow(user.id)).email).toBe(OLD_EMAIL);
  });
});

describe('a notice that cannot be sent', () => {
  it('refuses the change: 503 translated, nothing written', async () => {
    const tried: MailMessage[] = [];
    const failing = buildTestApp(testDb.db, {
      mailer: {
        send: async (message) => {
          tried.push(message);
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        },
      },
    });
    try {
      const { user, token } = await owner();
      const res = await failing.inject({
        method: 'POST',
        url: '/api/v1/profile/change-personal-info',
        payload: {
          first_name: 'N',
          last_name: 'A',
          phone_number: OLD_PHONE,
          email: 'x@example.com',
        },
        headers: { ...bearer(token), ...EN },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: en.identity_notice_send_failed });
      expect(tried).toHaveLength(1);
      expect(tried[0]!.to).toBe(OLD_EMAIL);
      expect(await userRow(user.id)).toMatchObject({
        email: OLD_EMAIL,
        phoneNumber: OLD_PHONE,
        firstName: user.firstName,
      });
      expect(await testDb.db.select().from(identityChanges)).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents POST /restore-identity without a bearer token, and current_password', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const restoreCall = doc.paths['/api/v1/restore-identity'].post;
    expect(restoreCall.security).toBeUndefined();
    expect(restoreCall.requestBody.content['application/json'].schema.properties.token).toEqual(
      expect.objectContaining({ type: 'string' }),
    );
    const personal = doc.paths['/api/v1/profile/change-personal-info'].post;
    const body = personal.requestBody.content['application/json'].schema;
    expect(body.properties.current_password).toEqual(expect.objectContaining({ type: 'string' }));
    expect(body.required ?? []).not.toContain('current_password');
  });
});

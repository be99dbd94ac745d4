import fs from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets, sessions, users } from '../../server/db/schema';
import { seedCities } from '../../server/db/seed';
import { outboxDir, type Mailer, type MailMessage } from '../../server/mail/mailer';
import * as passwords from '../../server/services/passwordService';
import { LIMITS } from '../../server/services/rateLimiter';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MS } from '../../server/services/resetService';
import { bearer, createUser, type UserOverrides } from '../support/fixtures';
import { takeMail as takeOutbox, type ParsedMail } from '../support/outbox';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

// Forgot / reset password end to end through the default mailer: with no SMTP_URL every message
// is an .eml file in DATA_DIR/outbox, which is where these tests read the code from.

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
  nowMs += 24 * 3600 * 1000; // every rate-limit window is long past (and reset empties rate_limits)
  await resetDb(testDb.db);
  await seedCities(testDb.db);
  fs.rmSync(outbox, { recursive: true, force: true });
});

const EN = { 'accept-language': 'en' };

const post = (url: string, payload: object, headers: Record<string, string> = EN, extra = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, ...extra });

/** The .eml files written since the last call (and removes them). */
const takeMail = (): ParsedMail[] => takeOutbox(outbox);

function codeFrom(mail: ParsedMail | undefined): string {
  const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail:\n${mail?.raw}`);
  return code;
}

async function requestCode(email: string): Promise<string> {
  const res = await post('/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mails = takeMail();
  expect(mails).toHaveLength(1);
  const code = codeFrom(mails[0]);
  expect(res.body).not.toContain(code);
  return code;
}

const resetWith = (email: string, code: string, password = 'brand-new', extra = {}) =>
  post('/reset-password', { email, code, password, password_confirmation: password }, EN, extra);

describe('POST /api/v1/forgot-password', () => {
  it('mails a bilingual six-digit code and answers without it', async () => {
    const { user } = await createUser(testDb.db, { email: 'noor@example.com' });
    const res = await post('/forgot-password', { email: ' Noor@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: en.reset_code_sent });

    const [mail, ...more] = takeMail();
    expect(more).toHaveLength(0);
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    expect(mail!.headers).toMatch(/^From: Zujaj <no-reply@zujaj\.local>$/m);
    expect(mail!.headers).toMatch(/^To: noor@example\.com$/m);
    expect(mail!.headers).toContain('Subject: =?UTF-8?');
    // Arabic first, then English; the link carries the e-mail to the storefront's reset screen.
    const arabicAt = mail!.text.indexOf('رمز التحقق');
    const englishAt = mail!.text.indexOf('Your code is');
    expect(arabicAt).toBeGreaterThanOrEqual(0);
    expect(englishAt).toBeGreaterThan(arabicAt);
    expect(mail!.text).toContain(`${app.config.publicUrl}/reset-password?email=noor%40example.com`);
    expect(mail!.html).toContain(code);
    expect(mail!.html).toContain('dir="rtl"');

    // Stored hashed, tied to the account, valid 10 minutes.
    const rows = await testDb.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, usedAt: null, attempts: 0 });
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime()).toBe(nowMs + RESET_CODE_TTL_MS);
  });

  it('404 email_not_found for an unknown e-mail, and no mail', async () => {
    const res = await post('/forgot-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: en.email_not_found });
    const arabic = await post('/forgot-password', { email: 'nobody@example.com' }, {});
    expect(arabic.json()).toEqual({ message: ar.email_not_found });
    expect(takeMail()).toHaveLength(0);
  });

  it('422 for a missing or malformed e-mail', async () => {
    const missing = await post('/forgot-password', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: [en.field_required] });
    const malformed = await post('/forgot-password', { email: 'no-at-sign' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ email: [en.invalid_email_format] });
  });

  it('429 after 5 requests for one e-mail in 15 minutes', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    for (let i = 0; i < LIMITS.forgotPerEmail.limit; i += 1) {
      const res = await post('/forgot-password', { email: 'noor@example.com' }, EN, {
        remoteAddress: `10.1.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await post('/forgot-password', { email: 'noor@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: en.too_many_attempts });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect(takeMail()).toHaveLength(LIMITS.forgotPerEmail.limit);
    nowMs += 15 * 60_000;
    expect((await post('/forgot-password', { email: 'noor@example.com' })).statusCode).toBe(200);
  });

  it('429 after 50 requests from one client address, unknown e-mails included', async () => {
    for (let i = 0; i < LIMITS.forgotPerAddress.limit; i += 1) {
      const res = await post('/forgot-password', { email: `probe${i}@example.com` }, EN, {
        remoteAddress: '198.51.100.4',
      });
      expect(res.statusCode).toBe(404);
    }
    const refused = await post('/forgot-password', { email: 'probe99@example.com' }, EN, {
      remoteAddress: '198.51.100.4',
    });
    expect(refused.statusCode).toBe(429);
    const elsewhere = await post('/forgot-password', { email: 'probe99@example.com' }, EN, {
      remoteAddress: '198.51.100.5',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('POST /api/v1/reset-password', () => {
  it('register → forgot → code from the outbox → reset → log in with the new password', async () => {
    const registered = await post('/register', {
      first_name: 'Omar',
      family_name: 'Fathy',
      email: 'omar@example.com',
      password: 'first-pass',
      password_confirmation: 'first-pass',
      phone_number: '01234567890',
      address: '1 Corniche',
      city_id: 2,
    });
    expect(registered.statusCode).toBe(201);
    const oldToken: string = registered.json().token;

    const code = await requestCode('omar@example.com');
    const res = await resetWith('omar@example.com', code, 'second-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: en.password_reset_success });
    expect(res.body).not.toContain(code);

    // Every session is signed out; the old password no longer works, the new one does.
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(oldToken),
    });
    expect(me.statusCode).toBe(401);
    const old = await post('/login', { phone_number: '01234567890', password: 'first-pass' });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/login', { phone_number: '01234567890', password: 'second-pass' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.email).toBe('omar@example.com');
  });

  it('a code works once', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    expect((await resetWith('noor@example.com', code)).statusCode).toBe(200);
    const again = await resetWith('noor@example.com', code, 'another-one');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: en.validation_failed,
      errors: { code: [en.reset_code_invalid] },
    });
  });

  it('a code expires after 10 minutes', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    nowMs += RESET_CODE_TTL_MS + 1000;
    const res = await resetWith('noor@example.com', code);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: [en.reset_code_invalid] });
  });

  it('is still valid just before the 10 minutes are up', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    nowMs += RESET_CODE_TTL_MS - 1000;
    expect((await resetWith('noor@example.com', code)).statusCode).toBe(200);
  });

  it('is tied to its e-mail', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    const other = await createUser(testDb.db, {
      email: 'other@example.com',
      password: 'kept-pass',
    });
    const code = await requestCode('noor@example.com');
    await requestCode('other@example.com');
    const res = await resetWith('other@example.com', code, 'stolen-pass');
    // (A one-in-a-million collision of the two codes would make this flaky; accept it.)
    expect(res.statusCode).toBe(422);
    const login = await post('/login', {
      phone_number: other.user.phoneNumber,
      password: 'kept-pass',
    });
    expect(login.statusCode).toBe(200);
  });

  it('a new request invalidates the older unused code', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    const first = await requestCode('noor@example.com');
    const second = await requestCode('noor@example.com');
    if (first !== second) {
      expect((await resetWith('noor@example.com', first)).statusCode).toBe(422);
    }
    expect((await resetWith('noor@example.com', second)).statusCode).toBe(200);
  });

  it(`a code is burnt after ${RESET_CODE_MAX_ATTEMPTS} wrong tries`, async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      const res = await resetWith('noor@example.com', wrong, 'brand-new', {
        remoteAddress: `10.2.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(422);
    }
    const [row] = await testDb.db.select().from(passwordResets);
    expect(row?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
    nowMs += 60 * 60_000; // past the rate-limit window, still the same (now burnt) code
    const late = await resetWith('noor@example.com', code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ code: [en.reset_code_invalid] });
  });

  it('429 once an e-mail has had 5 failures, yet the right code still resets', async () => {
    await createUser(testDb.db, { email: 'noor@example.com' });
    for (let i = 0; i < LIMITS.resetPerEmail.limit; i += 1) {
      const res = await resetWith('noor@example.com', '123456', 'brand-new', {
        remoteAddress: `10.3.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(422);
    }
    const refused = await resetWith('noor@example.com', '123456');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: en.too_many_attempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const code = await requestCode('noor@example.com');
    expect((await resetWith('noor@example.com', code)).statusCode).toBe(200);
  });

  it('429 after 50 failures from one client address across e-mails', async () => {
    for (let i = 0; i < LIMITS.resetPerAddress.limit; i += 1) {
      const res = await resetWith(`guess${i}@example.com`, '123456', 'brand-new', {
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(422);
    }
    const refused = await resetWith('guess99@example.com', '123456', 'brand-new', {
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(429);
  });

  it('422 with every field error (all four required, confirmation, minimum 6)', async () => {
    const empty = await post('/reset-password', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: [en.field_required],
      code: [en.field_required],
      password: [en.field_required],
      password_confirmation: [en.field_required],
    });
    const broken = await post('/reset-password', {
      email: 'bad',
      code: '123456',
      password: '12345',
      password_confirmation: '54321',
    });
    expect(broken.json().errors).toEqual({
      email: [en.invalid_email_format],
      password: [en.password_min_length.replace('{{min}}', '6')],
      password_confirmation: [en.passwords_not_matching],
    });
  });

  it('does not touch the password or sessions on failure', async () => {
    const { user, token } = await createUser(testDb.db, {
      email: 'noor@example.com',
      password: 'kept-pass',
    });
    await requestCode('noor@example.com');
    await resetWith('noor@example.com', 'abcdef');
    const [row] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    const live = await testDb.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((session) => session.revokedAt === null)).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/userInfo',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('an injected mailer', () => {
  /** An app sending mail through `mailer`, a customer, and that customer's forgot-password answer. */
  async function forgotThrough(mailer: Mailer) {
    const other = buildTestApp(testDb.db, { mailer });
    await createUser(testDb.db, { email: 'noor@example.com' });
    const res = await other.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { email: 'noor@example.com' },
    });
    return { other, res };
  }

  it('receives the message instead of the outbox', async () => {
    const sent: MailMessage[] = [];
    const { other, res } = await forgotThrough({
      send: async (message) => void sent.push(message),
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ar.reset_code_sent);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: 'noor@example.com',
        subject: 'رمز إعادة تعيين كلمة المرور | Zujaj password reset code',
      });
      expect(sent[0]!.text).toMatch(/^\d{6}$/m);
      expect(fs.existsSync(outboxDir(other.config.dataDir))).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('that fails: 503 with a translated message, and the code it tried to send never works', async () => {
    const tried: MailMessage[] = [];
    const { other, res } = await forgotThrough({
      send: async (message) => {
        tried.push(message);
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    try {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: ar.reset_code_send_failed });
      const code = /^(\d{6})$/m.exec(tried[0]!.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);

      const reset = await other.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: {
          email: 'noor@example.com',
          code,
          password: 'new-secret',
          password_confirmation: 'new-secret',
        },
      });
      expect(reset.statusCode).toBe(422);
      expect(reset.json().errors).toEqual({ code: [ar.reset_code_invalid] });
    } finally {
      await other.close();
    }
  });
});

describe('parallel guesses', () => {
  it('50 parallel wrong guesses plus the right code: at most 5 are compared', async () => {
    const { user } = await createUser(testDb.db, {
      email: 'noor@example.com',
      password: 'kept-pass',
    });
    const code = await requestCode('noor@example.com');
    const wrongs = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    // Every code comparison goes through verifyPassword (argon2); nothing else calls it here.
    const compare = jest.spyOn(passwords, 'verifyPassword');
    let answers;
    let compared: number;
    try {
      answers = await Promise.all(
        [...wrongs, code].map((guess, i) =>
          resetWith('noor@example.com', guess, 'stolen-pass', {
            remoteAddress: `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`,
          }),
        ),
      );
      compared = compare.mock.calls.length;
    } finally {
      compare.mockRestore();
    }
    expect(compared).toBeLessThanOrEqual(RESET_CODE_MAX_ATTEMPTS);

    const [row] = await testDb.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    // Every comparison was counted first, and the counter never passed the limit.
    expect(row!.attempts).toBeLessThanOrEqual(RESET_CODE_MAX_ATTEMPTS);
    expect(row!.attempts).toBe(compared);

    const statuses = answers.map((res) => res.statusCode);
    for (const status of statuses) expect([200, 422, 429]).toContain(status);
    for (const res of answers.slice(0, -1)) expect(res.statusCode).not.toBe(200);
    const rightWon = answers.at(-1)!.statusCode === 200;
    // The right code succeeds only if it was among the counted (compared) tries.
    const login = await post('/login', { phone_number: user.phoneNumber, password: 'stolen-pass' });
    if (rightWon) {
      expect(row!.usedAt).not.toBeNull();
      expect(login.statusCode).toBe(200);
    } else {
      expect(row!.attempts).toBe(RESET_CODE_MAX_ATTEMPTS); // burnt by five counted wrong tries
      expect(login.statusCode).not.toBe(200);
      const kept = await post('/login', { phone_number: user.phoneNumber, password: 'kept-pass' });
      expect(kept.statusCode).toBe(200);
    }
  });
});

describe('a reset code belongs to the account', () => {
  const liveCodes = (userId: number) =>
    testDb.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

  /** A second account registered later under `email`, whose password must stay as it is. */
  async function newcomer(email: string, overrides: UserOverrides = {}) {
    return createUser(testDb.db, { email, password: 'newcomer-pass', ...overrides });
  }

  async function canLogIn(phoneNumber: string, password: string) {
    return (await post('/login', { phone_number: phoneNumber, password })).statusCode === 200;
  }

  /** POST /profile/change-personal-info keeping the name and phone, with `email`. */
  const changeEmail = (user: { id: number; phoneNumber: string }, token: string, email: string) =>
    post(
      '/profile/change-personal-info',
      {
        user_id: user.id,
        first_name: 'Noor',
        last_name: 'Adel',
        phone_number: user.phoneNumber,
        email,
      },
      { ...bearer(token), ...EN },
    );

  it('dies when the account changes its e-mail, and never resets the next holder of the old one', async () => {
    const { user, token } = await createUser(testDb.db, {
      email: 'noor@example.com',
      password: 'kept-pass',
    });
    const code = await requestCode('noor@example.com');
    const changed = await changeEmail(user, token, 'noor.new@example.com');
    expect(changed.statusCode).toBe(200);
    expect(await liveCodes(user.id)).toHaveLength(0);

    // Not under the new address…
    expect((await resetWith('noor.new@example.com', code)).statusCode).toBe(422);
    // …nor for whoever registers the old one next.
    const next = await newcomer('noor@example.com');
    expect((await resetWith('noor@example.com', code, 'stolen-pass')).statusCode).toBe(422);
    expect(await canLogIn(next.user.phoneNumber, 'newcomer-pass')).toBe(true);
    expect(await canLogIn(user.phoneNumber, 'kept-pass')).toBe(true);
  });

  it('survives a personal-info change that keeps the e-mail', async () => {
    const { user, token } = await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    const changed = await changeEmail(user, token, 'noor@example.com');
    expect(changed.statusCode).toBe(200);
    expect((await resetWith('noor@example.com', code)).statusCode).toBe(200);
  });

  it('dies when the password is changed from the profile', async () => {
    const { user, token } = await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    const changed = await post(
      '/profile/change-password',
      { user_id: user.id, password: 'changed-pass', password_confirmation: 'changed-pass' },
      { ...bearer(token), ...EN },
    );
    expect(changed.statusCode).toBe(200);
    expect(await liveCodes(user.id)).toHaveLength(0);
    expect((await resetWith('noor@example.com', code, 'stolen-pass')).statusCode).toBe(422);
    expect(await canLogIn(user.phoneNumber, 'changed-pass')).toBe(true);
  });

  it('a successful reset uses up every code of the account', async () => {
    const { user } = await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    // A second live code, as two racing forgot-password requests could leave behind.
    await testDb.db.insert(passwordResets).values({
      userId: user.id,
      codeHash: await passwords.hashPassword('123456'),
      expiresAt: new Date(nowMs + RESET_CODE_TTL_MS),
      createdAt: new Date(nowMs - 1000),
    });
    expect(await liveCodes(user.id)).toHaveLength(2);
    expect((await resetWith('noor@example.com', code)).statusCode).toBe(200);
    expect(await liveCodes(user.id)).toHaveLength(0);
  });

  it('dies with the account, and never resets the next holder of its e-mail', async () => {
    const { user, token } = await createUser(testDb.db, { email: 'noor@example.com' });
    const code = await requestCode('noor@example.com');
    const deleted = await post(
      '/profile/delete-account',
      { user_id: user.id },
      { ...bearer(token), ...EN },
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      await testDb.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
    ).toHaveLength(0);
    const next = await newcomer('noor@example.com', { phoneNumber: user.phoneNumber });
    expect((await resetWith('noor@example.com', code, 'stolen-pass')).statusCode).toBe(422);
    expect(await canLogIn(next.user.phoneNumber, 'newcomer-pass')).toBe(true);
  });

  it('dies when a newer code is issued', async () => {
    const { user } = await createUser(testDb.db, { email: 'noor@example.com' });
    const first = await requestCode('noor@example.com');
    await requestCode('noor@example.com');
    const rows = await testDb.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id))
      .orderBy(passwordResets.id);
    expect(rows.map((row) => row.usedAt === null)).toEqual([false, true]);
    // The first code is refused (unless both happen to be the same six digits).
    const res = await resetWith('noor@example.com', first);
    const [, newest] = rows;
    if (!(await passwords.verifyPassword(newest!.codeHash, first))) {
      expect(res.statusCode).toBe(422);
    }
  });
});

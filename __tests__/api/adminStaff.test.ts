import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, sessions, staffInvites, users } from '../../server/db/schema';
import { outboxDir } from '../../server/mail/mailer';
import { LIMITS } from '../../server/services/rateLimiter';
import { findSessionUser, STAFF_SESSION_IDLE_MS } from '../../server/services/sessionService';
import { STAFF_INVITE_TTL_MS } from '../../server/services/staffLinks';
import storeEN from '../../src/i18n/locales/en.json';
import adminAR from '../../src/admin/i18n/ar.json';
import adminEN from '../../src/admin/i18n/en.json';
import { bearer, createUser } from '../support/fixtures';
import { takeMail } from '../support/outbox';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';

/** The server's messages: the storefront's texts and the back office's. */
const en = { ...storeEN, ...adminEN };

const ctx = setupTestApp();
// Each test reads only the mail it caused.
beforeEach(() => takeMail(outboxDir(ctx.app.config.dataDir)));

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (
  app: FastifyInstance,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  lang: 'ar' | 'en' = 'ar',
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const auditRows = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
const userRows = () => ctx.db.select().from(users).orderBy(asc(users.id));
const tokenOf = (inviteUrl: string) => new URL(inviteUrl).searchParams.get('token') ?? '';

const login = (phone_number: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { phone_number, password } });

const NEW_MEMBER = {
  phone_number: '01123456789',
  first_name: 'منى',
  family_name: 'سالم',
  email: 'Mona@Example.com',
  role: 'staff',
} as const;

describe('who may call', () => {
  it('refuses every admin call without a token (401), with a customer token (403), and the owner-only ones with a staff token (403); nothing changes', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const staff = await createStaffMember(ctx.db, 'staff');
    const customer = await createUser(ctx.db);
    const target = `/api/v1/admin/staff/${staff.user.id}`;
    const calls: Array<[Method, string, unknown, boolean]> = [
      ['GET', '/api/v1/admin/me', undefined, false],
      ['GET', '/api/v1/admin/staff', undefined, true],
      ['POST', '/api/v1/admin/staff', { ...NEW_MEMBER }, true],
      ['PATCH', target, { role: 'owner' }, true],
      ['DELETE', target, undefined, true],
      ['GET', '/api/v1/admin/audit', undefined, true],
    ];
    const usersBefore = await userRows();
    const sessionsBefore = await ctx.db.select().from(sessions).orderBy(asc(sessions.id));
    for (const [method, url, payload, ownerOnly] of calls) {
      const anonymous = await call(ctx.app, method, url, undefined, payload, 'en');
      expect({ method, url, status: anonymous.statusCode }).toEqual({ method, url, status: 401 });
      expect(anonymous.json().message).toBe(en.unauthorized);
      const shopper = await call(ctx.app, method, url, customer.token, payload, 'en');
      expect({ method, url, status: shopper.statusCode }).toEqual({ method, url, status: 403 });
      expect(shopper.json().message).toBe(en.forbidden_role);
      const member = await call(ctx.app, method, url, staff.token, payload);
      expect({ method, url, status: member.statusCode }).toEqual({
        method,
        url,
        status: ownerOnly ? 403 : 200,
      });
    }
    expect(await userRows()).toEqual(usersBefore);
    expect(
      (await ctx.db.select().from(sessions).orderBy(asc(sessions.id))).map((s) => s.revokedAt),
    ).toEqual(sessionsBefore.map((s) => s.revokedAt));
    expect(await auditRows()).toEqual([]);
    expect(await ctx.db.select().from(staffInvites)).toEqual([]);
    // The owner passes every one of them.
    expect((await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token)).statusCode).toBe(200);
  });

  it('GET /admin/me answers the signed-in member with the role', async () => {
    const owner = await createStaffMember(ctx.db, 'owner', { firstName: 'Nour' });
    const res = await call(ctx.app, 'GET', '/api/v1/admin/me', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      data: {
        id: owner.user.id,
        first_name: 'Nour',
        family_name: owner.user.familyName,
        phone_number: owner.user.phoneNumber,
        email: owner.user.email,
        role: 'owner',
      },
    });
  });
});

describe('adding staff and the invite link', () => {
  it('owner adds a member → invite link (mailed) → password set → the member logs in and is staff', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const added = await call(ctx.app, 'POST', '/api/v1/admin/staff', owner.token, NEW_MEMBER);
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.data).toMatchObject({
      first_name: 'منى',
      family_name: 'سالم',
      phone_number: '01123456789',
      email: 'mona@example.com',
      role: 'staff',
      last_seen_at: null,
      invite_pending: true,
    });
    const prefix = `${ctx.app.config.publicUrl}/admin/set-password?token=`;
    expect(body.invite_url.startsWith(prefix)).toBe(true);
    const token = tokenOf(body.invite_url);
    expect(token.length).toBeGreaterThanOrEqual(40);

    // Only the token's sha256 is stored; the link lives 72 hours.
    const [invite] = await ctx.db.select().from(staffInvites);
    expect(invite!.tokenHash).not.toContain(token);
    expect(invite!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(invite!.expiresAt.getTime() - invite!.createdAt.getTime()).toBe(STAFF_INVITE_TTL_MS);

    const [mail] = takeMail(outboxDir(ctx.app.config.dataDir));
    expect(mail?.headers).toMatch(/^To: mona@example\.com$/m);
    expect(mail?.text).toContain(body.invite_url);
    expect(mail?.text).toContain('مرحبًا منى');
    expect(mail?.text).toContain('Hello منى');

    // No usable password before the link is used.
    expect((await login('01123456789', '')).statusCode).not.toBe(200);

    const weak = await call(ctx.app, 'POST', '/api/v1/staff-password', undefined, {
      token,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors).sort()).toEqual(['password', 'password_confirmation']);

    const set = await call(ctx.app, 'POST', '/api/v1/staff-password', undefined, {
      token,
      password: 'glass-works-1',
      password_confirmation: 'glass-works-1',
    });
    expect(set.statusCode).toBe(200);
    const again = await call(
      ctx.app,
      'POST',
      '/api/v1/staff-password',
      undefined,
      { token, password: 'another-pass', password_confirmation: 'another-pass' },
      'en',
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(en.staff_invite_invalid);

    const signedIn = await login('01123456789', 'glass-works-1');
    expect(signedIn.statusCode).toBe(200);
    const me = await call(ctx.app, 'GET', '/api/v1/admin/me', signedIn.json().token);
    expect(me.json().data).toMatchObject({ phone_number: '01123456789', role: 'staff' });

    const list = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(list.json().data.map((m: { role: string }) => m.role)).toEqual(['owner', 'staff']);
    const member = list.json().data[1];
    expect(member.invite_pending).toBe(false);
    expect(typeof member.last_seen_at).toBe('string');

    const rows = await auditRows();
    expect(rows.map((r) => [r.actorId, r.actorRole, r.action, r.entity, r.entityId])).toEqual([
      [owner.user.id, 'owner', 'create', 'staff', String(body.data.id)],
      [body.data.id, 'staff', 'password', 'staff', String(body.data.id)],
    ]);
    expect(rows[0]!.changes).toEqual({
      first_name: [null, 'منى'],
      family_name: [null, 'سالم'],
      phone_number: [null, '01123456789'],
      email: [null, 'mona@example.com'],
      role: [null, 'staff'],
    });
    const [account] = await ctx.db.select().from(users).where(eq(users.id, body.data.id));
    const written = JSON.stringify(rows);
    expect(written).not.toContain(token);
    expect(written).not.toContain(invite!.tokenHash);
    expect(written).not.toContain(account!.passwordHash);
    expect(written).not.toContain('glass-works-1');
  });

  it('a new account needs an e-mail (422, translated), and nothing is written without one', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const before = await userRows();
    const { email: _email, ...noEmail } = NEW_MEMBER;
    for (const [lang, body] of [
      ['en', noEmail],
      ['ar', { ...noEmail, email: '  ' }],
    ] as const) {
      const refused = await call(ctx.app, 'POST', '/api/v1/admin/staff', owner.token, body, lang);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        email: [lang === 'en' ? en.field_required : adminAR.field_required],
      });
    }
    expect(await userRows()).toEqual(before);
    expect(await ctx.db.select().from(staffInvites)).toEqual([]);
    expect(takeMail(outboxDir(ctx.app.config.dataDir))).toEqual([]);
  });

  it('refuses broken fields and taken phone numbers or e-mails with 422, writing nothing', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const staff = await createStaffMember(ctx.db, 'staff', { email: 'staff@example.com' });
    const before = await userRows();

    const broken = await call(
      ctx.app,
      'POST',
      '/api/v1/admin/staff',
      owner.token,
      { phone_number: '0212345678', first_name: ' ', email: 'nope', role: 'staff' },
      'en',
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({
      phone_number: [en.phone_invalid],
      first_name: [en.field_required],
      family_name: [en.field_required],
      email: [en.invalid_email_format],
    });
    const badRole = await call(ctx.app, 'POST', '/api/v1/admin/staff', owner.token, {
      ...NEW_MEMBER,
      role: 'customer',
    });
    expect(badRole.statusCode).toBe(422);
    expect(Object.keys(badRole.json().errors)).toEqual(['role']);
    const wrongType = await call(ctx.app, 'POST', '/api/v1/admin/staff', owner.token, {
      ...NEW_MEMBER,
      phone_number: 1123456789,
    });
    expect(wrongType.statusCode).toBe(422);

    const takenPhone = await call(
      ctx.app,
      'POST',
      '/api/v1/admin/staff',
      owner.token,
      { ...NEW_MEMBER, phone_number: staff.user.phoneNumber },
      'en',
    );
    expect(takenPhone.statusCode).toBe(422);
    expect(takenPhone.json().errors).toEqual({ phone_number: [en.staff_phone_taken] });
    const takenEmail = await call(
      ctx.app,
      'POST',
      '/api/v1/admin/staff',
      owner.token,
      { ...NEW_MEMBER, email: 'STAFF@example.com' },
      'en',
    );
    expect(takenEmail.statusCode).toBe(422);
    expect(takenEmail.json().errors).toEqual({ email: [en.staff_email_taken] });

    expect(await userRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);
    expect(await ctx.db.select().from(staffInvites)).toEqual([]);
  });
});

describe('roles and removal', () => {
  it('changes a role (audited), keeps the last owner, and answers 404 for a customer', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const staff = await createStaffMember(ctx.db, 'staff');
    const customer = await createUser(ctx.db);
    const url = (id: number) => `/api/v1/admin/staff/${id}`;

    const lastOwner = await call(
      ctx.app,
      'PATCH',
      url(owner.user.id),
      owner.token,
      { role: 'staff' },
      'en',
    );
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe(en.last_owner);
    const removeLast = await call(
      ctx.app,
      'DELETE',
      url(owner.user.id),
      owner.token,
      undefined,
      'en',
    );
    expect(removeLast.statusCode).toBe(409);
    expect(removeLast.json().message).toBe(en.last_owner);
    expect(await auditRows()).toEqual([]);

    expect(
      (await call(ctx.app, 'PATCH', url(customer.user.id), owner.token, { role: 'staff' }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', url(customer.user.id), owner.token)).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, 'DELETE', url(999999), owner.token)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, 'PATCH', url(staff.user.id), owner.token, { role: 'boss' })).statusCode,
    ).toBe(422);
    const [stillCustomer] = await ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(stillCustomer!.role).toBe('customer');

    const promoted = await call(ctx.app, 'PATCH', url(staff.user.id), owner.token, {
      role: 'owner',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ id: staff.user.id, role: 'owner' });
    // Same role again: nothing to record.
    await call(ctx.app, 'PATCH', url(staff.user.id), owner.token, { role: 'owner' });
    // Two owners now: the first may step down, and at once is staff on owner-only calls.
    const down = await call(ctx.app, 'PATCH', url(owner.user.id), staff.token, { role: 'staff' });
    expect(down.statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token)).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/me', owner.token)).json().data.role).toBe(
      'staff',
    );

    const rows = await auditRows();
    expect(rows.map((r) => [r.actorId, r.action, r.entityId, r.changes])).toEqual([
      [owner.user.id, 'role', String(staff.user.id), { role: ['staff', 'owner'] }],
      [staff.user.id, 'role', String(owner.user.id), { role: ['owner', 'staff'] }],
    ]);
  });

  it('removal makes the account a customer again, ends its sessions and voids its invite', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const staff = await createStaffMember(ctx.db, 'staff');
    const added = await call(ctx.app, 'POST', '/api/v1/admin/staff', owner.token, NEW_MEMBER);
    const newId: number = added.json().data.id;
    const token = tokenOf(added.json().invite_url);

    expect((await call(ctx.app, 'GET', '/api/v1/admin/me', staff.token)).statusCode).toBe(200);
    const removed = await call(
      ctx.app,
      'DELETE',
      `/api/v1/admin/staff/${staff.user.id}`,
      owner.token,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/me', staff.token)).statusCode).toBe(401);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(account!.role).toBe('customer');

    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/admin/staff/${newId}`, owner.token)).statusCode,
    ).toBe(200);
    const used = await call(ctx.app, 'POST', '/api/v1/staff-password', undefined, {
      token,
      password: 'glass-works-1',
      password_confirmation: 'glass-works-1',
    });
    expect(used.statusCode).toBe(404);

    const list = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([owner.user.id]);
    const rows = (await auditRows()).filter((r) => r.action === 'remove');
    expect(rows.map((r) => [r.entityId, r.changes])).toEqual([
      [String(staff.user.id), { role: ['staff', 'customer'] }],
      [String(newId), { role: ['staff', 'customer'] }],
    ]);
  });
});

describe('the invite link', () => {
  it('an unknown or expired link is 404 and the attempts are limited per address', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const added = await call(ctx.app, 'POST', '/api/v1/admin/staff', owner.token, NEW_MEMBER);
    const token = tokenOf(added.json().invite_url);
    const attempt = (value: string) =>
      call(ctx.app, 'POST', '/api/v1/staff-password', undefined, {
        token: value,
        password: 'glass-works-1',
        password_confirmation: 'glass-works-1',
      });
    await ctx.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await attempt(token)).statusCode).toBe(404);
    expect((await attempt('x'.repeat(43))).statusCode).toBe(404);
    for (let i = 2; i < LIMITS.staffPasswordPerAddress.limit; i += 1) {
      expect((await attempt(`guess-${i}`)).statusCode).toBe(404);
    }
    const over = await attempt('one-too-many');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await auditRows()).filter((r) => r.action === 'password')).toEqual([]);
  });
});

describe('staff sessions', () => {
  it('end after 12 idle hours (a customer session of the same age lives on)', async () => {
    const staff = await createStaffMember(ctx.db, 'staff');
    const customer = await createUser(ctx.db);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, staff.user.id));
    const lastUsed = session!.lastUsedAt.getTime();
    const nearly = new Date(lastUsed + STAFF_SESSION_IDLE_MS - 60_000);
    expect(await findSessionUser(ctx.db, staff.token, nearly)).toMatchObject({ role: 'staff' });
    const after = new Date(nearly.getTime() + STAFF_SESSION_IDLE_MS);
    expect(await findSessionUser(ctx.db, staff.token, after)).toBeNull();
    expect(await findSessionUser(ctx.db, customer.token, after)).toMatchObject({
      role: 'customer',
    });

    // Through the API: a session last used 12 hours ago is refused.
    const twelveHoursAgo = new Date(Date.now() - STAFF_SESSION_IDLE_MS - 1000);
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: twelveHoursAgo })
      .where(and(eq(sessions.userId, staff.user.id)));
    expect((await call(ctx.app, 'GET', '/api/v1/admin/me', staff.token)).statusCode).toBe(401);
  });
});

describe('GET /admin/audit', () => {
  it('pages newest first and filters by actor, entity and time', async () => {
    const owner = await createStaffMember(ctx.db, 'owner', {
      firstName: 'Nour',
      familyName: 'Adel',
    });
    const staff = await createStaffMember(ctx.db, 'staff');
    const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 10, d, hour));
    await ctx.db.insert(auditLog).values([
      {
        actorId: owner.user.id,
        actorRole: 'owner',
        action: 'create',
        entity: 'staff',
        entityId: '7',
        changes: { role: [null, 'staff'] },
        createdAt: day(1),
      },
      {
        actorId: staff.user.id,
        actorRole: 'staff',
        action: 'update',
        entity: 'product',
        entityId: '3',
        changes: { price: ['1.00', '2.00'] },
        createdAt: day(2),
      },
      {
        actorId: staff.user.id,
        actorRole: 'staff',
        action: 'status',
        entity: 'order',
        entityId: '9',
        changes: {},
        createdAt: day(3, 0),
      },
      {
        actorId: null,
        actorRole: 'staff',
        action: 'update',
        entity: 'product',
        entityId: '4',
        changes: {},
        createdAt: day(3, 23),
      },
      {
        actorId: owner.user.id,
        actorRole: 'owner',
        action: 'update',
        entity: 'settings',
        entityId: null,
        changes: {},
        createdAt: day(4),
      },
    ]);
    const get = async (query: string) => {
      const res = await call(ctx.app, 'GET', `/api/v1/admin/audit${query}`, owner.token);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const ids = (body: { data: Array<{ entity_id: string | null }> }) =>
      body.data.map((r) => r.entity_id);

    const all = await get('');
    expect(ids(all)).toEqual([null, '4', '9', '3', '7']);
    expect(all).toMatchObject({
      status_code: 200,
      current_page: 1,
      last_page: 1,
      per_page: 50,
      total: 5,
    });
    expect(all.data[4]).toEqual({
      id: expect.any(Number),
      actor: { id: owner.user.id, name: 'Nour Adel', phone_number: owner.user.phoneNumber },
      actor_role: 'owner',
      action: 'create',
      entity: 'staff',
      entity_id: '7',
      changes: { role: [null, 'staff'] },
      created_at: day(1).toISOString(),
    });
    expect(all.data[1].actor).toBeNull();

    expect(ids(await get(`?actor_id=${staff.user.id}`))).toEqual(['9', '3']);
    expect(ids(await get('?entity=product'))).toEqual(['4', '3']);
    expect(ids(await get('?from=2026-11-02&to=2026-11-03'))).toEqual(['4', '9', '3']);
    expect(ids(await get('?from=2026-11-02T12:00:00Z&to=2026-11-03T12:00:00Z'))).toEqual([
      '9',
      '3',
    ]);

    const second = await get('?per_page=2&page=2');
    expect(ids(second)).toEqual(['9', '3']);
    expect(second).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(ids(await get('?per_page=2&page=9'))).toEqual([]);

    for (const bad of ['?per_page=101', '?page=0', '?from=yesterday', '?actor_id=x']) {
      const res = await call(ctx.app, 'GET', `/api/v1/admin/audit${bad}`, owner.token);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    }
  });
});

describe('OpenAPI', () => {
  it('lists every call of the staff area', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/v1/admin/me'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/admin/staff']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/admin/staff/{id}']).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(doc.paths['/api/v1/admin/audit'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/staff-password'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/v1/staff-invite/accept'])).toEqual(['post']);
  });
});

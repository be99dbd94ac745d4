import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, sessions, staffInvites, users } from '../../server/db/schema';
import { outboxDir } from '../../server/mail/mailer';
import adminAR from '../../src/admin/i18n/ar.json';
import adminEN from '../../src/admin/i18n/en.json';
import { bearer, createUser } from '../support/fixtures';
import { takeMail } from '../support/outbox';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';

// Adding the phone number of an existing customer account to the staff: the account is only
// invited (mailed at its own e-mail) and becomes staff when its holder accepts, signed in as it.

const ctx = setupTestApp();
beforeEach(() => takeMail(outboxDir(ctx.app.config.dataDir)));

type Method = 'GET' | 'POST' | 'DELETE';
const call = (
  app: FastifyInstance,
  method: Method,
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
  lang: 'ar' | 'en' = 'en',
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload }),
  });

const accept = (token: string | undefined, invite: string, lang: 'ar' | 'en' = 'en') =>
  call(ctx.app, 'POST', '/api/v1/staff-invite/accept', token, { token: invite }, lang);

/** The owner adds `phone` as staff (names and e-mail as the form requires them). */
const addByPhone = (ownerToken: string, phone: string, role: 'staff' | 'owner' = 'staff') =>
  call(ctx.app, 'POST', '/api/v1/admin/staff', ownerToken, {
    phone_number: phone,
    first_name: 'Typed',
    family_name: 'ByOwner',
    email: 'typed.by.owner@example.com',
    role,
  });

/** The invitation's token from the one mail sent, with the mail. */
function takeInvitation(to: string) {
  const mails = takeMail(outboxDir(ctx.app.config.dataDir));
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.headers).toContain(`To: ${to}`);
  const links = [...mail.text.matchAll(/https?:\/\/\S+accept-invite\?token=\S+/g)].map((m) => m[0]);
  expect(links.map((link) => new URL(link).pathname)).toEqual([
    '/admin/accept-invite',
    '/en/admin/accept-invite',
  ]);
  const tokens = links.map((link) => new URL(link).searchParams.get('token'));
  expect(tokens[0]).toBe(tokens[1]);
  return { token: tokens[0]!, mail };
}

const roleOf = async (id: number) =>
  (await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const auditRows = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe('adding the phone number of a customer account', () => {
  it('leaves it a customer, mails its own e-mail an invitation and lists it as invited, waiting', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const customer = await createUser(ctx.db, { firstName: 'Karim', password: 'karim-pass' });

    const added = await addByPhone(owner.token, customer.user.phoneNumber, 'owner');
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.message).toBe(adminEN.staff_invited);
    // No link in the owner's answer: only the account's own mailbox receives it.
    expect(body.invite_url).toBeUndefined();
    expect(body.data).toMatchObject({
      id: customer.user.id,
      first_name: 'Karim',
      email: customer.user.email,
      role: 'owner',
      invite_pending: true,
      invited: true,
    });

    // Nothing about the account changed: still a customer, refused by the back office.
    expect(await roleOf(customer.user.id)).toBe('customer');
    for (const url of ['/api/v1/admin/me', '/api/v1/admin/staff', '/api/v1/admin/orders']) {
      expect((await call(ctx.app, 'GET', url, customer.token)).statusCode).toBe(403);
    }

    const { mail } = takeInvitation(customer.user.email);
    expect(mail.text).toContain('Karim');
    expect(mail.text).toContain('owner');
    expect(mail.text).toContain('مالك');

    const list = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data as Array<Record<string, unknown>>;
    expect(listed.map((m) => m.id)).toEqual([owner.user.id, customer.user.id]);
    expect(listed[0]).not.toHaveProperty('invited', true);
    expect(listed[1]).toMatchObject({ role: 'owner', invite_pending: true, invited: true });

    const rows = await auditRows();
    expect(rows.map((r) => [r.actorId, r.action, r.entity, r.entityId, r.changes])).toEqual([
      [
        owner.user.id,
        'invite',
        'staff',
        String(customer.user.id),
        { role: [null, 'owner'], invite_pending: [false, true] },
      ],
    ]);
    // Only the token's hash is stored.
    const [invite] = await ctx.db.select().from(staffInvites);
    expect(invite).toMatchObject({ userId: customer.user.id, role: 'owner', usedAt: null });
  });

  it('accepting needs the invited account itself: 401 without a token, 403 with another one, then once only', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const customer = await createUser(ctx.db, { firstName: 'Karim', password: 'karim-pass' });
    const stranger = await createUser(ctx.db);
    await addByPhone(owner.token, customer.user.phoneNumber);
    const { token } = takeInvitation(customer.user.email);

    const anonymous = await accept(undefined, token);
    expect(anonymous.statusCode).toBe(401);
    const other = await accept(stranger.token, token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(adminEN.staff_invite_other_account);
    const otherAr = await accept(stranger.token, token, 'ar');
    expect(otherAr.json().message).toBe(adminAR.staff_invite_other_account);
    const ownerTries = await accept(owner.token, token);
    expect(ownerTries.statusCode).toBe(403);
    expect(await roleOf(stranger.user.id)).toBe('customer');
    expect(await roleOf(customer.user.id)).toBe('customer');

    const unknown = await accept(customer.token, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminEN.staff_invite_invalid);
    // A set-password link is no invitation, and an invitation sets no password.
    const asPassword = await call(ctx.app, 'POST', '/api/v1/staff-password', undefined, {
      token,
      password: 'glass-works-1',
      password_confirmation: 'glass-works-1',
    });
    expect(asPassword.statusCode).toBe(404);

    const accepted = await accept(customer.token, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      status_code: 200,
      data: {
        id: customer.user.id,
        first_name: 'Karim',
        family_name: customer.user.familyName,
        phone_number: customer.user.phoneNumber,
        email: customer.user.email,
        role: 'staff',
      },
    });
    expect(await roleOf(customer.user.id)).toBe('staff');
    // The same token goes on signed in to the back office, and the password is its own.
    expect((await call(ctx.app, 'GET', '/api/v1/admin/me', customer.token)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/orders', customer.token)).statusCode).toBe(
      200,
    );
    const login = await call(ctx.app, 'POST', '/api/v1/login', undefined, {
      phone_number: customer.user.phoneNumber,
      password: 'karim-pass',
    });
    expect(login.statusCode).toBe(200);

    const again = await accept(customer.token, token);
    expect(again.statusCode).toBe(404);

    const list = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(list.json().data[1]).toMatchObject({
      id: customer.user.id,
      role: 'staff',
      invite_pending: false,
    });
    expect(list.json().data[1].invited).toBeFalsy();

    const last = (await auditRows()).at(-1)!;
    expect([last.actorId, last.actorRole, last.action, last.entityId, last.changes]).toEqual([
      customer.user.id,
      'customer',
      'role',
      String(customer.user.id),
      { role: ['customer', 'staff'], invite_pending: [true, false] },
    ]);
    expect((await ctx.db.select().from(staffInvites)).every((i) => i.usedAt !== null)).toBe(true);
  });

  it('an expired invitation is 404; a new one replaces the earlier link', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const customer = await createUser(ctx.db);
    await addByPhone(owner.token, customer.user.phoneNumber);
    const first = takeInvitation(customer.user.email).token;
    await addByPhone(owner.token, customer.user.phoneNumber, 'owner');
    const second = takeInvitation(customer.user.email).token;
    expect((await accept(customer.token, first)).statusCode).toBe(404);

    const list = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(list.json().data.filter((m: { id: number }) => m.id === customer.user.id)).toEqual([
      expect.objectContaining({ role: 'owner', invited: true }),
    ]);

    await ctx.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await accept(customer.token, second)).statusCode).toBe(404);
    expect(await roleOf(customer.user.id)).toBe('customer');
    const after = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(after.json().data.map((m: { id: number }) => m.id)).toEqual([owner.user.id]);
  });

  it('removing a pending member cancels the invitation; the account stays a customer with its sessions', async () => {
    const owner = await createStaffMember(ctx.db, 'owner');
    const customer = await createUser(ctx.db);
    await addByPhone(owner.token, customer.user.phoneNumber);
    const { token } = takeInvitation(customer.user.email);

    const removed = await call(
      ctx.app,
      'DELETE',
      `/api/v1/admin/staff/${customer.user.id}`,
      owner.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(await roleOf(customer.user.id)).toBe('customer');
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, customer.user.id));
    expect(session!.revokedAt).toBeNull();
    expect((await accept(customer.token, token)).statusCode).toBe(404);
    expect(await roleOf(customer.user.id)).toBe('customer');

    const list = await call(ctx.app, 'GET', '/api/v1/admin/staff', owner.token);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([owner.user.id]);
    // Nothing left to cancel: an ordinary customer's id is 404 again.
    const again = await call(
      ctx.app,
      'DELETE',
      `/api/v1/admin/staff/${customer.user.id}`,
      owner.token,
    );
    expect(again.statusCode).toBe(404);
    const last = (await auditRows()).at(-1)!;
    expect([last.action, last.entityId, last.changes]).toEqual([
      'remove',
      String(customer.user.id),
      { invite_pending: [true, false] },
    ]);
  });
});

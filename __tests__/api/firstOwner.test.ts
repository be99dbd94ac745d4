import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { auditLog, users } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import {
  ensureFirstOwner,
  FIRST_OWNER_LINES,
  FirstOwnerError,
  NO_OWNER_LINE,
} from '../../server/services/firstOwner';
import { verifyPassword } from '../../server/services/passwordService';
import { placeholderEmail } from '../../server/services/staffService';
import { createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';

// The first owner: what start-up (server/index.ts) does with the
// OWNER_* variables, on every start.

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});
afterAll(() => testDb.close());
beforeEach(() => resetDb(db));

const ownerFrom = (env: NodeJS.ProcessEnv) => loadConfig(env).owner;

describe('ensureFirstOwner', () => {
  it('creates the owner from OWNER_* once; later starts change nothing', async () => {
    const owner = ownerFrom({
      OWNER_PHONE: '01011112222',
      OWNER_PASSWORD: 'owner-pass-1',
      OWNER_EMAIL: 'Boss@Example.com',
      OWNER_NAME: 'Hala Mahmoud Fathy',
    });
    expect(await ensureFirstOwner(db, owner)).toBe('created');
    expect(await ensureFirstOwner(db, owner)).toBe('unchanged');
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phoneNumber: '01011112222',
      email: 'boss@example.com',
      firstName: 'Hala',
      familyName: 'Mahmoud Fathy',
      role: 'owner',
    });
    expect(await verifyPassword(rows[0]!.passwordHash, 'owner-pass-1')).toBe(true);
    const audit = await db.select().from(auditLog);
    expect(audit.map((r) => [r.actorId, r.action, r.entity, r.changes.role])).toEqual([
      [rows[0]!.id, 'create', 'staff', [null, 'owner']],
    ]);
    expect(JSON.stringify(audit)).not.toContain(rows[0]!.passwordHash);
  });

  it('without OWNER_EMAIL or OWNER_NAME: a placeholder e-mail and a default name', async () => {
    const owner = ownerFrom({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'owner-pass-1' });
    expect(await ensureFirstOwner(db, owner)).toBe('created');
    const [row] = await db.select().from(users);
    expect(row).toMatchObject({
      email: placeholderEmail('01011112222'),
      firstName: 'Owner',
      familyName: '',
    });
  });

  it('makes an existing account owner only when OWNER_PASSWORD is its password and no owner exists', async () => {
    const customer = await createUser(db, { phoneNumber: '01011112222', password: 'mine-1234' });
    const owner = ownerFrom({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'mine-1234' });
    expect(await ensureFirstOwner(db, owner)).toBe('promoted');
    expect(await ensureFirstOwner(db, owner)).toBe('unchanged');
    const [row] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row!.role).toBe('owner');
    expect(row!.passwordHash).toBe(customer.user.passwordHash);
    const audit = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((r) => [r.action, r.changes])).toEqual([
      ['role', { role: ['customer', 'owner'] }],
    ]);
  });

  it("never promotes a shopper who registered the owner's number with their own password", async () => {
    const stranger = await createUser(db, { phoneNumber: '01011112222', password: 'mine-1234' });
    const owner = ownerFrom({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'the-real-owner' });
    // Every restart, the same answer: nothing changes, one line says why.
    for (let start = 0; start < 2; start += 1) {
      expect(await ensureFirstOwner(db, owner)).toBe('refused');
    }
    const [row] = await db.select().from(users).where(eq(users.id, stranger.user.id));
    expect(row).toMatchObject({ role: 'customer', passwordHash: stranger.user.passwordHash });
    expect(await db.select().from(users)).toHaveLength(1);
    expect(await db.select().from(auditLog)).toEqual([]);
    expect(FIRST_OWNER_LINES.refused).toMatch(/OWNER_PHONE.*OWNER_PASSWORD/);
    expect(FIRST_OWNER_LINES.refused).not.toContain('\n');
  });

  it('once the shop has an owner, the variables change nothing: a demoted member stays demoted', async () => {
    const owner = ownerFrom({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'owner-pass-1' });
    expect(await ensureFirstOwner(db, owner)).toBe('created');
    // Another owner takes over and demotes the first one (as the Staff page does).
    const next = await createUser(db, { role: 'owner' });
    await db.update(users).set({ role: 'customer' }).where(eq(users.phoneNumber, '01011112222'));
    for (let start = 0; start < 2; start += 1) {
      expect(await ensureFirstOwner(db, owner)).toBe('ignored');
    }
    const rows = await db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((r) => [r.phoneNumber, r.role])).toEqual([
      ['01011112222', 'customer'],
      [next.user.phoneNumber, 'owner'],
    ]);
    // A number nobody holds creates no second owner either.
    const other = ownerFrom({ OWNER_PHONE: '01033334444', OWNER_PASSWORD: 'owner-pass-2' });
    expect(await ensureFirstOwner(db, other)).toBe('ignored');
    expect(await db.select().from(users)).toHaveLength(2);
    expect(FIRST_OWNER_LINES.ignored).not.toContain('\n');
  });

  it('a member removed from staff is not promoted by a restart, even with the password', async () => {
    const removed = await createUser(db, { phoneNumber: '01011112222', password: 'mine-1234' });
    await createUser(db, { role: 'owner' });
    const owner = ownerFrom({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'mine-1234' });
    expect(await ensureFirstOwner(db, owner)).toBe('ignored');
    const [row] = await db.select().from(users).where(eq(users.id, removed.user.id));
    expect(row!.role).toBe('customer');
  });

  it('says when the shop has no owner and nothing says who it is', async () => {
    expect(await ensureFirstOwner(db, undefined)).toBe('missing');
    await createUser(db, { role: 'owner' });
    expect(await ensureFirstOwner(db, undefined)).toBe('present');
    expect(NO_OWNER_LINE).not.toContain('\n');
    expect(NO_OWNER_LINE).toMatch(/OWNER_PHONE.*OWNER_PASSWORD/);
  });

  it("stops with one line when OWNER_EMAIL is another account's", async () => {
    await createUser(db, { email: 'taken@example.com' });
    const owner = ownerFrom({
      OWNER_PHONE: '01011112222',
      OWNER_PASSWORD: 'owner-pass-1',
      OWNER_EMAIL: 'taken@example.com',
    });
    await expect(ensureFirstOwner(db, owner)).rejects.toThrow(FirstOwnerError);
    expect(await db.select().from(users).where(eq(users.role, 'owner'))).toEqual([]);
  });
});

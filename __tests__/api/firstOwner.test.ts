import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { auditLog, users } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import { ensureFirstOwner, FirstOwnerError, NO_OWNER_LINE } from '../../server/services/firstOwner';
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

  it('makes an existing account with that phone number owner, its password untouched', async () => {
    const customer = await createUser(db, { phoneNumber: '01011112222', password: 'mine-1234' });
    const owner = ownerFrom({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'other-pass-9' });
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

// On PostgreSQL a process hears other processes' writes as they commit (the cache-version triggers
// NOTIFY, server/cache/versionNotices.ts LISTENs): its read cache answers the new data at once,
// without waiting for its periodic version check, also after its listening connection was cut.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { listenForVersions } from '../../server/cache/versionNotices';
import { products } from '../../server/db/schema';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

/** Polls until `check` holds (a notice arrives asynchronously); fails after `tries` × 100 ms. */
async function eventually(check: () => Promise<boolean>, tries = 50): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

it('a listener on a database that is not there keeps trying quietly and stops when closed', async () => {
  let changes = 0;
  const notices = listenForVersions('postgres://nobody@127.0.0.1:1/none', () => (changes += 1));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await notices.close();
  expect(changes).toBe(0);
});

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

onPostgres('another process writing to the same PostgreSQL', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    testDb = await createTestDb();
    const client = (testDb.db as unknown as { $client: pg.Pool }).$client;
    url = String(client.options.connectionString);
    // A check window far longer than the test: only a notice can refresh the answers.
    app = buildTestApp(testDb.db, {
      config: testConfig({ databaseUrl: url }),
      readCache: { versionCheckMs: 600_000 },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  const quantity = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/v1/productsDetails/${id}` })).json().data
      .quantity as number;

  /** A write from another connection, as another process (or psql) makes it. */
  async function writeElsewhere(id: number, value: number) {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('update products set quantity = $1 where id = $2', [value, id]);
    } finally {
      await other.end();
    }
  }

  it('shows the write without waiting for the version check, and again after a reconnect', async () => {
    const category = await createCategory(testDb.db);
    const cup = await createProduct(testDb.db, { categoryId: category.id, quantity: 10 });
    expect(await eventually(async () => (await quantity(cup.id)) === 10)).toBe(true);

    await writeElsewhere(cup.id, 7);
    expect(await eventually(async () => (await quantity(cup.id)) === 7)).toBe(true);

    // The listening session is cut (a restart, a network hiccup): a write made while it is
    // down is picked up when it has reconnected.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
      );
    } finally {
      await admin.end();
    }
    await writeElsewhere(cup.id, 3);
    expect(await eventually(async () => (await quantity(cup.id)) === 3)).toBe(true);
    const [row] = await testDb.db.select().from(products).where(eq(products.id, cup.id));
    expect(row?.quantity).toBe(3);
  });
});

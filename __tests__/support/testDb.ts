import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPglite, fromPglite, fromPool, type Database, type Db } from '../../server/db/client';

export interface TestDb {
  db: Db;
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the test's database. */
  close(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it again. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `zujaj_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A migrated, empty database for ONE test file (PGlite takes seconds to start, so one per file,
 * reset between tests). In memory by default; with DATABASE_URL (CI) a uniquely named
 * database on that server, dropped again by close().
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = fromPglite(await createPglite());
    await database.migrate();
    return { db: database.db, database, close: () => database.close() };
  }

  const scratch = await createScratchDatabase(serverUrl);
  const database = fromPool(new pg.Pool({ connectionString: scratch.url }));
  const close = async () => {
    await database.close();
    await scratch.drop();
  };
  try {
    await database.migrate();
  } catch (error) {
    await close();
    throw error;
  }
  return { db: database.db, database, close };
}

/** Empties every table of the product schema and restarts its ids; call it in beforeEach. */
export async function resetDb(db: Db): Promise<void> {
  const result = (await db.execute(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const tables = result.rows.map(({ tablename }) => `"public"."${tablename}"`);
  if (tables.length === 0) return;
  await db.execute(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}

import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type services receive: PGlite and node-postgres both produce it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in server/db/migrations (never `push`). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, 'migrations');

/**
 * Opens a PGlite (files in `dir`, or in memory) with the contrib modules our migrations create:
 * pg_trgm for the search's trigram index (migration 0005). Every PGlite that is migrated is opened
 * here (server, tests, benchmarks); a bare PGlite.create() fails at CREATE EXTENSION pg_trgm.
 */
export function createPglite(dir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dir, { ...options, extensions: { ...options.extensions, pg_trgm } });
}

/** Wraps an open PGlite (a folder, or in memory for tests). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/**
 * Processes starting together on one PostgreSQL migrate one at a time: the first takes this
 * session lock and migrates, the others wait for it and then find nothing left to do (the
 * migrator's own bookkeeping takes no lock, so two could otherwise apply the same step).
 */
export const MIGRATION_LOCK = 8_151_987;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Wraps a node-postgres pool (DATABASE_URL). */
export function fromPool(pool: pg.Pool): Database {
  // A connection the server ends (restart, pg_terminate_backend) must not crash the process: idle
  // clients report to the pool, checked-out ones to themselves; the query in flight still rejects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}

export class DatabaseConnectError extends Error {}

/** Where the server's database is, for one-line start-up messages (never the password). */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname || 'localhost';
  } catch {
    return 'DATABASE_URL (unparsable)';
  }
}

/**
 * Opens the product database: PostgreSQL when `databaseUrl` is set (checked with one query, so an
 * unreachable server fails here and not on the first request), else PGlite files in DATA_DIR/pgdata.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
    });
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => undefined);
      const reason = error instanceof Error && error.message ? error.message : String(error);
      throw new DatabaseConnectError(
        `Cannot connect to the database at ${describeDatabaseUrl(options.databaseUrl)}: ${reason}`,
      );
    }
    return fromPool(pool);
  }
  // relaxedDurability stays off: an order answered 201 must survive kill -9.
  const client = await createPglite(path.join(options.dataDir, 'pgdata'), {
    relaxedDurability: false,
  });
  return fromPglite(client);
}

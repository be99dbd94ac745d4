import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from '../db/client';

/** How many migrations this build ships: a database with fewer applied is not ready for it. */
export function shippedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied (one cheap query). */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ count: number }> };
  return result.rows[0]?.count ?? 0;
}

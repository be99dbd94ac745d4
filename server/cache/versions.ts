import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// What a cached answer depends on, as the database counts it. Migration 0006_cache_versions.sql
// gives every table a public read shows a trigger that, when a transaction writing it commits,
// sets `cache_versions.version` of the table's tag to a new number (one sequence for all tags, so
// a number never comes back, not even after TRUNCATE … RESTART IDENTITY). Any writer counts:
// services, seeds, another process, psql. A process compares the numbers it last read with the
// table's; an answer is served from the cache only while its tag's number is the one it was made
// under.

/** products, categories → catalog; settings → settings; the content pages' tables → content. */
export const CACHE_TAGS = ['catalog', 'content', 'settings'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** Tag → version as text (bigint); a tag without a row has none yet. */
export type CacheVersions = ReadonlyMap<string, string>;

export async function readCacheVersions(db: Db): Promise<CacheVersions> {
  const result = (await db.execute(
    sql`select tag, version::text as version from cache_versions`,
  )) as unknown as { rows: Array<{ tag: string; version: string }> };
  return new Map(result.rows.map((row) => [row.tag, row.version]));
}

// ---------------------------------------------------------------------------------------------
// Writes made by this process: the read caches on the same database look at the version row on
// their next request instead of within the check window, so a shopper's next read after an order
// already shows its stock. Keyed by the database object: a second app on its own pool (another
// process, as far as the cache can tell) hears nothing and learns from the version row.

const listeners = new WeakMap<object, Set<() => void>>();

/** Call after a transaction that changed something a public read shows has committed. */
export function dataWritten(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/** `listener` runs on every dataWritten(db); the answer removes it. */
export function onDataWritten(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

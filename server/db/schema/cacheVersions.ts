import { bigint, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per read-cache tag (server/cache/versions.ts: catalog, content, settings): the number
 * set when a transaction that wrote one of the tag's tables commits. The triggers that set it are
 * in migration 0006_cache_versions.sql; the numbers come from cache_version_seq, so one never
 * comes back (not after TRUNCATE … RESTART IDENTITY either: the sequence belongs to no column).
 */
export const cacheVersionSeq = pgSequence('cache_version_seq');

export const cacheVersions = pgTable('cache_versions', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

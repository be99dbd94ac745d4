import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createTestDb, resetDb, type TestDb } from './testDb';

/** A Config for tests: the documented defaults, a throwaway DATA_DIR and no storefront build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-test-data-'));
  return {
    ...base,
    dataDir,
    mediaDir: path.join(dataDir, 'images'),
    distDir: path.join(dataDir, 'no-dist'),
    databaseUrl: undefined,
    ...overrides,
  };
}

/**
 * buildApp on a test database, silent, with its own DATA_DIR (removed on close). Routes may still
 * be added before the first inject/ready (the auth tests add a probe route this way).
 */
export function buildTestApp(
  db: Db,
  options: Partial<Omit<BuildAppOptions, 'db'>> = {},
): FastifyInstance {
  const config = options.config ?? testConfig();
  // Fixtures write straight into the database: the read cache looks at the version row (which the
  // database's triggers keep) before every cached answer instead of once a second.
  const readCache = { versionCheckMs: 0, ...options.readCache };
  const app = buildApp({ logger: false, ...options, readCache, db, config });
  app.addHook('onClose', async () => {
    if (path.basename(config.dataDir).startsWith('zujaj-test-data-')) {
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
  return app;
}

export interface TestAppContext {
  readonly app: FastifyInstance;
  readonly db: Db;
}

/**
 * The usual API test file set-up: one database and one app for the file (PGlite takes seconds
 * to start), emptied before each test unless `reset: false`. Read `ctx.app` / `ctx.db`
 * inside tests and hooks — they exist once beforeAll has run.
 */
export function setupTestApp({ reset = true }: { reset?: boolean } = {}): TestAppContext {
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    app = buildTestApp(testDb.db);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });
  if (reset) beforeEach(() => resetDb(testDb!.db));
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setupTestApp: used before beforeAll ran');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get db() {
      return ready(testDb).db;
    },
  };
}

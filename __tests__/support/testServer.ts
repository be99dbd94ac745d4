import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { bearer } from './fixtures';
import { createStaffMember } from './staffFixtures';
import { createTestDb, resetDb, type TestDb } from './testDb';

/**
 * A Config for tests: the documented defaults, a throwaway DATA_DIR and no storefront build. A
 * server render may take 20 s: past its deadline a page is the plain shell, and a busy test machine
 * must not turn a page a test renders into one (the deadline's own tests set a short one).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-test-data-'));
  return {
    ...base,
    dataDir,
    mediaDir: path.join(dataDir, 'images'),
    distDir: path.join(dataDir, 'no-dist'),
    databaseUrl: undefined,
    renderTimeoutMs: 20_000,
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
  readonly database: Database;
  /** The owner signed in before each test (only with `owner: true`). */
  readonly owner: { readonly id: number; readonly token: string };
  /** Moves the read cache's held clock on by one version check window (only with `heldClock`). */
  later(): void;
}

export interface TestAppSetup {
  /** Empty every table before each test (the default); false keeps one database for the file. */
  reset?: boolean;
  /**
   * Run the read cache on a clock only `later()` moves, looking at the version row once a "second"
   * of it: a public read showing a write at once then proves the write told the cache.
   */
  heldClock?: boolean;
  /** Sign an owner in before each test, after the reset, as `ctx.owner`. */
  owner?: boolean;
  /** Written into the new database once, before the app is built. */
  prepare?: (db: Db) => Promise<unknown>;
  /** More buildApp options, asked for when the app is built (in beforeAll). */
  appOptions?: () => Partial<Omit<BuildAppOptions, 'db'>>;
}

/**
 * The usual API test file set-up: one database and one app for the file (PGlite takes seconds
 * to start), emptied before each test unless `reset: false`. Read `ctx.app` / `ctx.db`
 * inside tests and hooks — they exist once beforeAll has run.
 */
export function setupTestApp({
  reset = true,
  heldClock = false,
  owner: signInOwner = false,
  prepare,
  appOptions,
}: TestAppSetup = {}): TestAppContext {
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;
  let owner: TestAppContext['owner'] | undefined;
  let clock = 0;
  beforeAll(async () => {
    testDb = await createTestDb();
    await prepare?.(testDb.db);
    const options = appOptions?.() ?? {};
    const readCache = heldClock ? { versionCheckMs: 1000, now: () => clock } : options.readCache;
    app = buildTestApp(testDb.db, { ...options, readCache });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });
  if (reset) beforeEach(() => resetDb(testDb!.db));
  if (signInOwner) {
    beforeEach(async () => {
      const made = await createStaffMember(testDb!.db, 'owner');
      owner = { id: made.user.id, token: made.token };
    });
  }
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setupTestApp: used before its hooks ran');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get db() {
      return ready(testDb).db;
    },
    get database() {
      return ready(testDb).database;
    },
    get owner() {
      return ready(owner);
    },
    later() {
      clock += 1000;
    },
  };
}

export interface ApiCall {
  /** The JSON body, sent when given. */
  payload?: unknown;
  /** Whose bearer token goes with the call; none without. */
  token?: string | null;
  /** The Accept-Language header; none without. */
  lang?: string;
  /** Further headers (the token and language win over these). */
  headers?: InjectOptions['headers'];
}

/** app.inject on `/api/v1${url}` as a browser calls the API: token, language, JSON body. */
export const callApi = (
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { payload, token, lang, headers }: ApiCall = {},
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...headers,
      ...(token ? bearer(token) : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

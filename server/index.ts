import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, DEFAULT_DIST_DIR, loadConfig, type Config } from './config';
import { DatabaseConnectError, openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { parseProductCount, seedLargeCatalogue } from './db/seed/large';
import { generateDemoImagesInBackground } from './media/generate';
import { startHoldSweep } from './payments/holdSweep';
import { ensureFirstOwner, FIRST_OWNER_LINES, FirstOwnerError } from './services/firstOwner';
import { serverBundleFile } from './ssr/bundle';

// What operators rely on when they start the shop: one process, and a one-line reason + exit 1
// whenever it cannot start.

const REPO_ROOT = path.resolve(__dirname, '..');

class StartError extends Error {}

const firstLine = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.trim() || 'unknown error';
};

function ensureWritableDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // A real write: access(W_OK) says yes to root even on a read-only mount.
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new StartError(`DATA_DIR ${dataDir} is not writable: ${firstLine(error)}`);
  }
}

/**
 * `npm start` on a fresh clone builds the storefront once (one command starts a fresh clone), and
 * again when the build lacks its server-render bundle (a build from before the same webpack run
 * made that bundle too).
 */
function ensureStorefrontBuilt(config: Config): void {
  // The same run builds the back office into dist/admin/ (webpack.config.ts): a build from before
  // it existed is built again too.
  const built =
    fs.existsSync(path.join(config.distDir, 'index.html')) &&
    fs.existsSync(path.join(config.distDir, 'admin', 'index.html'));
  if (built && fs.existsSync(serverBundleFile(config.distDir))) return;
  // `npm run dev` serves the storefront from webpack-dev-server; the API process needs no build.
  if (process.env.SKIP_WEB_BUILD === '1') return;
  // Only the default dist/ is ours to build; webpack.config.ts is what knows how. Another folder's
  // build without the bundle is served as it is (the pages unrendered).
  if (config.distDir !== DEFAULT_DIST_DIR) return;
  if (!fs.existsSync(path.join(REPO_ROOT, 'webpack.config.ts'))) return;
  const result = spawnSync(
    'npx',
    ['webpack', '--config', 'webpack.config.ts', '--mode', 'production'],
    { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.error) {
    throw new StartError(`Building the storefront failed: ${firstLine(result.error)}`);
  }
  if (result.status !== 0) {
    throw new StartError(
      `Building the storefront failed: webpack exited with ${result.status ?? result.signal}`,
    );
  }
}

async function openAndPrepare(config: Config): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseConnectError) throw new StartError(error.message);
    throw new StartError(
      `Cannot open the embedded database in ${path.join(config.dataDir, 'pgdata')}: ${firstLine(error)}`,
    );
  }
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    // SEED_PRODUCTS=100000: a large catalogue on demand (db:seed-large's code).
    const seedProducts = parseProductCount(process.env.SEED_PRODUCTS, 'SEED_PRODUCTS');
    if (seedProducts) await seedLargeCatalogue(database.db, seedProducts);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new StartError(`Preparing the database failed: ${firstLine(error)}`);
  }
  try {
    const outcome = await ensureFirstOwner(database.db, config.owner);
    const line = FIRST_OWNER_LINES[outcome];
    if (line) process.stdout.write(`${line}\n`);
  } catch (error) {
    await database.close().catch(() => undefined);
    if (error instanceof FirstOwnerError) throw new StartError(error.message);
    throw new StartError(`Creating the first owner failed: ${firstLine(error)}`);
  }
  return database;
}

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new StartError(`Port ${config.port} is already in use`);
    if (code === 'EACCES') throw new StartError(`Port ${config.port} needs more privileges`);
    if (code === 'EADDRNOTAVAIL') throw new StartError(`Cannot listen on address ${config.host}`);
    throw new StartError(`Cannot listen on ${config.host}:${config.port}: ${firstLine(error)}`);
  }
}

/** The longest a stopping process waits for its requests in flight before it gives up on them. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM (a restart, a deploy) or SIGINT: /readyz answers 503 at once, the listening socket
 * closes (a load balancer's next connection goes to another process), requests in flight finish,
 * then the database pool closes and the process exits 0. A close that hangs past
 * SHUTDOWN_TIMEOUT_MS exits 1: a stopped service must not linger.
 */
function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    app.draining = true;
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${firstLine(error)}\n`);
      process.exit(1);
    }
  };
  // `on`, not `once`: a service manager may signal the whole process group, so the signal can
  // come twice (directly and relayed by npm or tsx); a second one must not kill mid-drain.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

export async function start(): Promise<void> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    ensureWritableDataDir(config.dataDir);
    ensureStorefrontBuilt(config);
    database = await openAndPrepare(config);
    const app = buildApp({ db: database.db, config });
    // Online card orders not paid within their hold are cancelled and their stock released.
    const stopHoldSweep = startHoldSweep(database.db, {
      onError: (error) =>
        app.log.error(
          { code: (error as { code?: unknown }).code },
          'the payment hold sweep failed',
        ),
    });
    app.addHook('onClose', async () => stopHoldSweep());
    await listen(app, config);
    closeOnSignals(app, database);
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    process.stdout.write(`Zujaj listening on http://${config.host}:${port}\n`);
    if (!config.shopEmail) {
      process.stdout.write('SHOP_EMAIL is not set: new orders are not mailed to the shop\n');
    }
    // After listen: drawing the demo pictures takes ~20 s on a first start (skipped afterwards).
    void generateDemoImagesInBackground(config.mediaDir);
  } catch (error) {
    await database?.close().catch(() => undefined);
    const known = error instanceof StartError || error instanceof ConfigError;
    process.stderr.write(`${known ? error.message : `Cannot start: ${firstLine(error)}`}\n`);
    process.exit(1);
  }
}

if (require.main === module) void start();

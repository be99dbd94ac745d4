import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../support/testDb';

// CONTRACT "Starting it": `npm start` (tsx server/index.ts) either listens and says so on one line,
// or exits 1 with a one-line reason on stderr (port taken, database unreachable, DATA_DIR unwritable).

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A built storefront stand-in, so start() never runs webpack here. */
function distWithIndex(): string {
  const dir = tempDir('zujaj-start-dist-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Zujaj</title>');
  return dir;
}

function startServer(env: Record<string, string>): Run {
  const base = { ...process.env };
  // The child is a plain `npm start`: no jest VM flags, no inherited database.
  delete base.NODE_OPTIONS;
  delete base.DATABASE_URL;
  const child = spawn(TSX, ['server/index.ts'], {
    cwd: ROOT,
    env: { ...base, HOST: '127.0.0.1', DIST_DIR: distWithIndex(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (err += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitFor(check: () => string | undefined, run: Run, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found) return found;
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.stderr()}`);
    if (Date.now() > deadline) throw new Error(`timed out; stderr: ${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

function occupyPort(): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

describe('start-up failures: exit 1 with one line on stderr', () => {
  it('port already in use', async () => {
    const blocker = await occupyPort();
    try {
      const port = portOf(blocker);
      const run = startServer({ PORT: String(port), DATA_DIR: tempDir('zujaj-start-data-') });
      expect(await run.exit).toBe(1);
      expect(lines(run.stderr())).toEqual([`Port ${port} is already in use`]);
    } finally {
      blocker.close();
    }
  });

  it('DATA_DIR that cannot be written', async () => {
    // A path below a regular file cannot be created, even by root (chmod would not stop root).
    const file = path.join(tempDir('zujaj-start-file-'), 'not-a-directory');
    fs.writeFileSync(file, '');
    const run = startServer({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(await run.exit).toBe(1);
    const stderr = lines(run.stderr());
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(/^DATA_DIR .*not-a-directory\/data is not writable: /);
  });

  it('DATABASE_URL that cannot be reached', async () => {
    const closed = await occupyPort();
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    const run = startServer({
      PORT: '0',
      DATA_DIR: tempDir('zujaj-start-data-'),
      DATABASE_URL: `postgres://zujaj:secret-password@127.0.0.1:${port}/zujaj`,
    });
    expect(await run.exit).toBe(1);
    const stderr = lines(run.stderr());
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(
      new RegExp(`^Cannot connect to the database at 127\\.0\\.0\\.1:${port}: `),
    );
    expect(stderr[0]).not.toContain('secret-password');
  });
});

async function startServeAndStop(env: Record<string, string>) {
  const run = startServer({ PORT: '0', ...env });
  try {
    const line = await waitFor(
      () => lines(run.stdout()).find((l) => l.startsWith('Zujaj listening on ')),
      run,
    );
    const url = line.replace('Zujaj listening on ', '');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const settings = await fetch(`${url}/api/v1/settings`);
    expect(settings.status).toBe(200);
    expect((await settings.json()).data[0]).toMatchObject({ id: 1, is_maintenance_active: false });
    const missing = await fetch(`${url}/api/v1/nope`, { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: expect.any(String) });

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.stderr()).toBe('');
  } finally {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  }
}

describe('a clean start and stop', () => {
  it('with the embedded database: listens, answers, keeps data, exits 0 on SIGTERM', async () => {
    const dataDir = tempDir('zujaj-start-data-');
    await startServeAndStop({ DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    // Second start on the same files: migrations and seed are already there.
    await startServeAndStop({ DATA_DIR: dataDir });
  });

  // Defined only where a PostgreSQL server is given (CI sets DATABASE_URL); the embedded case
  // above always runs.
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    it('with DATABASE_URL: the same, on a fresh PostgreSQL database', async () => {
      const scratch = await createScratchDatabase(serverUrl);
      try {
        await startServeAndStop({
          DATA_DIR: tempDir('zujaj-start-data-'),
          DATABASE_URL: scratch.url,
        });
      } finally {
        await scratch.drop();
      }
    });
  }
});

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

/** `ownGroup`: the server (tsx and the node process it starts) gets its own process group, so a test
 * can kill -9 the whole of it with `killGroup`; signalling `child` alone reaches only the tsx wrapper. */
function startServer(env: Record<string, string>, ownGroup = false): Run {
  const base = { ...process.env };
  // The child is a plain `npm start`: no jest VM flags, no inherited database.
  delete base.NODE_OPTIONS;
  delete base.DATABASE_URL;
  const child = spawn(TSX, ['server/index.ts'], {
    cwd: ROOT,
    env: { ...base, HOST: '127.0.0.1', DIST_DIR: distWithIndex(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
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

function killGroup(run: Run, signal: NodeJS.Signals): void {
  if (run.child.pid !== undefined) process.kill(-run.child.pid, signal);
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

describe('durability (issue "The API server": kill -9 loses no answered order)', () => {
  it('an order answered 201 is still there after SIGKILL and a restart on the same DATA_DIR', async () => {
    const dataDir = tempDir('zujaj-start-data-');
    const listen = async (run: Run) =>
      (
        await waitFor(
          () => lines(run.stdout()).find((l) => l.startsWith('Zujaj listening on ')),
          run,
        )
      ).replace('Zujaj listening on ', '');
    const json = { 'content-type': 'application/json' };

    const first = startServer({ PORT: '0', DATA_DIR: dataDir }, true);
    let orderNumber: string;
    try {
      const url = await listen(first);
      const registered = await fetch(`${url}/api/v1/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          first_name: 'Mona',
          family_name: 'Adel',
          email: 'mona@example.com',
          password: 'secret1',
          password_confirmation: 'secret1',
          phone_number: '01122334455',
          address: '5 Tahrir St',
          city_id: 1,
        }),
      });
      expect(registered.status).toBe(201);
      const { token } = (await registered.json()) as { token: string };
      const latest = (await (
        await fetch(`${url}/api/v1/all-latest-products?per_page=50`)
      ).json()) as {
        data: Array<{
          id: number;
          price_after_discount: string | null;
          product_status: string;
          quantity: number;
        }>;
      };
      const buyable = latest.data.find(
        (p) =>
          Number(p.price_after_discount) > 0 &&
          p.product_status !== 'unavailable' &&
          p.quantity > 0,
      );
      expect(buyable).toBeDefined();
      const created = await fetch(`${url}/api/v1/user-orders/create`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          products: [{ product_id: buyable!.id, quantity: 1 }],
          payment_method: 'cash',
          terms_accepted: true,
        }),
      });
      expect(created.status).toBe(201);
      orderNumber = ((await created.json()) as { data: { number: string } }).data.number;
    } finally {
      killGroup(first, 'SIGKILL');
    }
    await first.exit;

    const second = startServer({ PORT: '0', DATA_DIR: dataDir });
    try {
      const url = await listen(second);
      const login = await fetch(`${url}/api/v1/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ phone_number: '01122334455', password: 'secret1' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const orders = (await (
        await fetch(`${url}/api/v1/user-orders`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: Array<{ number: string }> };
      expect(orders.data.map((o) => o.number)).toEqual([orderNumber]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exit;
    }
  });
});

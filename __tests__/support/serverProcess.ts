import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` as a real process (node --import tsx server/index.ts), for the tests that start, stop
// and kill it.

const ROOT = path.resolve(__dirname, '../..');

export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Temporary folders, removed again by `removeTempDirs()` (call it in afterAll). */
const tempDirs: string[] = [];
export const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
export const removeTempDirs = () =>
  tempDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));

/** A built storefront stand-in, so start() never runs webpack here. */
function distWithIndex(): string {
  const dir = tempDir('zujaj-start-dist-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Zujaj</title>');
  return dir;
}

/** `ownGroup`: the server gets its own process group, so a test can signal it the way a service
 * manager signals a unit, with `killGroup`. */
export function startServer(env: Record<string, string>, ownGroup = false): Run {
  const base = { ...process.env };
  // The child is a plain `npm start`: no jest VM flags, no inherited database.
  delete base.NODE_OPTIONS;
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
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

export async function waitFor(check: () => string | undefined, run: Run, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found) return found;
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.stderr()}`);
    if (Date.now() > deadline) throw new Error(`timed out; stderr: ${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signals the server's process group; a group that has already gone is left alone. */
export function killGroup(run: Run, signal: NodeJS.Signals): void {
  if (run.child.pid === undefined) return;
  try {
    process.kill(-run.child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The base URL the server says it listens on. */
export const listeningUrl = async (run: Run) =>
  (
    await waitFor(() => lines(run.stdout()).find((l) => l.startsWith('Zujaj listening on ')), run)
  ).replace('Zujaj listening on ', '');

/** The shopper the process tests register and log in again. */
export const SHOPPER = { phone_number: '01122334455', password: 'secret1' };

/** POST JSON to a running server, with a bearer token and an Idempotency-Key when given. */
export const postJson = (url: string, body: unknown, token?: string, key?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

/** Registers SHOPPER on the server at `url`; answers the token. */
export async function registerShopper(url: string): Promise<string> {
  const res = await postJson(`${url}/api/v1/register`, {
    first_name: 'Mona',
    family_name: 'Adel',
    email: 'mona@example.com',
    password: SHOPPER.password,
    password_confirmation: SHOPPER.password,
    phone_number: SHOPPER.phone_number,
    address: '5 Tahrir St',
    city_id: 1,
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export interface ListedProduct {
  id: number;
  price_after_discount: string | null;
  product_status: string;
  quantity: number;
}

/** A demo product that can be ordered `pieces` times over. */
export async function buyableProduct(url: string, pieces = 1): Promise<ListedProduct> {
  const res = await fetch(`${url}/api/v1/all-latest-products?per_page=50`);
  const { data } = (await res.json()) as { data: ListedProduct[] };
  const found = data.find(
    (p) =>
      Number(p.price_after_discount) > 0 &&
      p.product_status !== 'unavailable' &&
      p.quantity >= pieces,
  );
  if (!found) throw new Error('no buyable product in the demo catalogue');
  return found;
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` as a real process (tsx server/index.ts), for the tests that start, stop and kill it.

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

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

/** `ownGroup`: the server (tsx and the node process it starts) gets its own process group, so a test
 * can kill -9 the whole of it with `killGroup`; signalling `child` alone reaches only the tsx wrapper. */
export function startServer(env: Record<string, string>, ownGroup = false): Run {
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

export function killGroup(run: Run, signal: NodeJS.Signals): void {
  if (run.child.pid !== undefined) process.kill(-run.child.pid, signal);
}

export const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The base URL the server says it listens on. */
export const listeningUrl = async (run: Run) =>
  (
    await waitFor(() => lines(run.stdout()).find((l) => l.startsWith('Zujaj listening on ')), run)
  ).replace('Zujaj listening on ', '');

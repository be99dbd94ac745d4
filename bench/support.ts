// Small helpers the benchmarks share (bench/api.ts, badLinks.ts, cluster.ts, lighthouse.ts, scale.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A child process of a benchmark, its output so far, and how to end it. */
export interface Child {
  child: ChildProcess;
  output: () => string;
  stop(): void;
}

/** `npx tsx …args` in the repository, in its own process group (stop() ends npx, tsx and node). */
export function start(args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn('npx', ['tsx', ...args], {
    cwd: ROOT,
    detached: true, // its own process group: stop() ends npx, tsx and node together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A positive number given as `--name N` on the command line, else `fallback`. */
export function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by process `root` and every process below it (npm →
 * tsx → node; a postmaster and its backends; nginx's master and workers): the live ones' own and
 * what their ended children used (a pool's closed connection ends its backend). Linux only.
 */
export function treeCpuSeconds(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name in parentheses: state, ppid, …, utime, stime, cutime, cstime (12th–15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    ticks.set(
      pid,
      [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0),
    );
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += ticks.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total / TICKS_PER_SECOND;
}

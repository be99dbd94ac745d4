/**
 * `npm run bench:cluster`: what one `npm start` process serves behind nginx and what two give, on
 * a throwaway PostgreSQL with the demo catalogue: the deployment of docs/operations.md "Deployment" on
 * loopback, set up as the cluster test sets it up (nginx rendered from deploy/nginx by .ci/lib.sh's
 * start_nginx, the processes started by e2e/cluster/shop.ts). Two nginx sites share the processes:
 * one in front of process A, one in front of A and B, so the two sides are measured in alternated
 * rounds (1, 2, 1, 2 …) and the machine's noise falls on both.
 *
 * Three loads (bench/clusterLoads.ts): catalogue reads by visitors (with a server-rendered page,
 * and without: the API calls alone), and registered shoppers who sign in, read with their token, add to cart and order with an Idempotency-Key (stock set high by the
 * owner's PATCH before each round). Prints per load and side the median req/s, p50 and p99
 * latency of the rounds, the non-2xx answers and errors, the CPU each part used (share of one core)
 * and the 2-process/1-process ratio. Measured, never asserted. Needs the build in dist/
 * (`npm run build`), nginx and PostgreSQL (as .ci/run installs them).
 *
 *   npm run bench:cluster -- [--seconds 10] [--rounds 2] [--connections 16]
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as shop from '../e2e/cluster/shop';
import { apiReadsLoad, readsLoad, shoppersLoad, type Catalogue } from './clusterLoads';
import { startPostgres, type Postgres } from './postgres';
import { flag, freePort, median, sleep, treeCpuSeconds } from './support';

const ROOT = path.resolve(__dirname, '..');
const SECONDS = flag('seconds', 10);
const ROUNDS = flag('rounds', 2);
const CONNECTIONS = flag('connections', 16);
const OWNER = { phone: '01011112222', password: 'bench-owner-1' };
/** Stock of each product the shoppers buy, set again before each round. */
const STOCK = 1_000_000;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: unknown[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the one call used.
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const out = (line: string) => process.stdout.write(`${line}\n`);

/** One side: an nginx site (its own folder and address) in front of `ports`. */
interface Side {
  processes: number;
  dir: string;
  url: string;
  ports: string[];
}

/** .ci/lib.sh's nginx functions, run from the repository root. */
function nginx(command: 'start_nginx' | 'stop_nginx', args: string[]): void {
  const result = spawnSync('bash', ['-c', `. .ci/lib.sh && ${command} "$@"`, command, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    // As a distribution's nginx.conf has it: a worker per core.
    env: { ...process.env, NGINX_WORKERS: 'auto' },
  });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status})`);
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** The first start draws the demo pictures (~20 s of CPU): wait for it before measuring. */
async function demoPicturesDrawn(log: string): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (/Demo images (ready|could not be drawn)/.test(fs.readFileSync(log, 'utf8'))) return;
    await sleep(500);
  }
}

/** What the loads use, from the demo catalogue; the products bought get STOCK pieces. */
async function catalogue(base: string, owner: string): Promise<Catalogue> {
  type Category = { id: number; slug: string };
  const categories = (await getJson<{ data: Category[] }>(`${base}/api/v1/main-categories`)).data;
  const latest = await getJson<{ data: Array<{ id: number }> }>(
    `${base}/api/v1/all-latest-products?per_page=50`,
  );
  // Products a cart and an order take as the loads send them (no colour chosen).
  const tester = await shop.newShopper(base);
  const buyable: number[] = [];
  for (const { id } of await shop.buyableProducts(base)) {
    if (buyable.length === 8) break;
    await shop.setStock(base, owner, id, STOCK);
    const cart = await shop.post(
      base,
      '/api/v1/cart/store',
      { product_id: id, quantity: 1 },
      tester.token,
    );
    const order = await shop.order(base, tester.token, id, randomUUID());
    if (cart.status === 200 && order.status === 201) buyable.push(id);
  }
  if (buyable.length === 0) throw new Error('no demo product could be ordered');
  // Registration allows 30 per address in 10 minutes: one pool for every round.
  const shoppers: string[] = [];
  for (let i = 0; i < Math.min(CONNECTIONS, 20); i += 1) {
    shoppers.push((await shop.newShopper(base)).phone);
  }
  return {
    categories: categories.map(({ id, slug }) => ({ id, slug })),
    products: latest.data.map((p) => p.id),
    buyable,
    shoppers,
  };
}

interface Round {
  result: AutocannonResult;
  /** CPU seconds during the round: each process, PostgreSQL, nginx, this load generator. */
  cpu: { processes: number[]; postgres: number; nginx: number; load: number };
}

/** CPU seconds used so far by each part of one side. */
function cpuNow(side: Side, processes: shop.Processes, postgres: Postgres) {
  const master = Number(fs.readFileSync(path.join(side.dir, 'nginx.pid'), 'utf8'));
  const load = process.cpuUsage();
  return {
    processes: side.ports.map((port) => treeCpuSeconds(processes.pid(port) ?? -1)),
    postgres: treeCpuSeconds(postgres.pid()),
    nginx: treeCpuSeconds(master),
    load: (load.user + load.system) / 1e6,
  };
}

async function measure(
  side: Side,
  requests: unknown[],
  seconds: number,
  processes: shop.Processes,
  postgres: Postgres,
): Promise<Round> {
  const before = cpuNow(side, processes, postgres);
  const result = await autocannon({
    url: side.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
  });
  const after = cpuNow(side, processes, postgres);
  return {
    result,
    cpu: {
      processes: after.processes.map((s, i) => s - before.processes[i]!),
      postgres: after.postgres - before.postgres,
      nginx: after.nginx - before.nginx,
      load: after.load - before.load,
    },
  };
}

const pct = (cpuSeconds: number[]) => `${Math.round((median(cpuSeconds) / SECONDS) * 100)}%`;

function report(load: string, side: Side, rounds: Round[]): number {
  const rps = median(rounds.map((r) => r.result.requests.average));
  const failed = rounds.reduce((n, r) => n + r.result.non2xx, 0);
  const errors = rounds.reduce((n, r) => n + r.result.errors + r.result.timeouts, 0);
  const each = side.ports.map((_, i) => pct(rounds.map((r) => r.cpu.processes[i]!))).join(' + ');
  // The processes' CPU per answer, all rounds together.
  const answered = rounds.reduce((n, r) => n + r.result.requests.total, 0);
  const nodeCpu = rounds.reduce((sum, r) => sum + r.cpu.processes.reduce((a, b) => a + b, 0), 0);
  const perAnswer = `${((nodeCpu * 1000) / Math.max(1, answered)).toFixed(2)} ms`;
  out(
    `${load.padEnd(10)}${String(side.processes).padStart(6)}${rps.toFixed(0).padStart(8)}` +
      `${`${median(rounds.map((r) => r.result.latency.p50)).toFixed(0)} ms`.padStart(8)}` +
      `${`${median(rounds.map((r) => r.result.latency.p99)).toFixed(0)} ms`.padStart(9)}` +
      `${String(failed).padStart(9)}${String(errors).padStart(8)}${perAnswer.padStart(10)}   ` +
      `${each} | ${pct(rounds.map((r) => r.cpu.postgres))} | ${pct(rounds.map((r) => r.cpu.nginx))} | ${pct(rounds.map((r) => r.cpu.load))}` +
      `   (rounds: ${rounds.map((r) => r.result.requests.average.toFixed(0)).join(', ')})`,
  );
  return rps;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('no build in dist/: run npm run build first');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-cluster-'));
  const postgres = await startPostgres(['max_connections=200']);
  const sides: Side[] = [];
  let processes: shop.Processes | undefined;
  const cleanUp = async () => {
    await Promise.all(processes?.ports().map((port) => processes!.stop(port, 'SIGTERM')) ?? []);
    for (const side of sides) nginx('stop_nginx', [side.dir]);
    postgres.stop();
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE zujaj');
    await admin.end();

    const ports = [String(await freePort()), String(await freePort())];
    for (const count of [1, 2]) {
      const dir = path.join(work, `nginx-${count}`);
      const listen = `127.0.0.1:${await freePort()}`;
      nginx('start_nginx', [dir, listen, ...ports.slice(0, count)]);
      sides.push({ processes: count, dir, url: `http://${listen}`, ports: ports.slice(0, count) });
    }
    const base = sides[1]!.url;
    processes = shop.processes(work, base, {
      DATABASE_URL: postgres.url('zujaj'),
      MEDIA_DIR: path.join(work, 'media'),
      OWNER_PHONE: OWNER.phone,
      OWNER_PASSWORD: OWNER.password,
    });
    // One after the other: the first migrates, seeds and draws the pictures, the second finds them.
    processes.start(ports[0]!);
    await processes.ready(ports[0]!);
    await demoPicturesDrawn(path.join(work, `process-${ports[0]}.log`));
    processes.start(ports[1]!);
    await processes.ready(ports[1]!);

    const owner = await shop.ownerToken(base, OWNER.phone, OWNER.password);
    const shopData = await catalogue(base, owner);
    const restock = () =>
      Promise.all(shopData.buyable.map((id) => shop.setStock(base, owner, id, STOCK)));
    const loads = [
      { name: 'reads', requests: readsLoad(shopData), before: async () => undefined },
      { name: 'api reads', requests: apiReadsLoad(shopData), before: async () => undefined },
      { name: 'shoppers', requests: shoppersLoad(shopData), before: restock },
    ];

    out(
      `\nbench:cluster — ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per side, ` +
        `alternated 1, 2, 1, 2 …; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at start`,
    );
    out(
      `${shopData.categories.length} categories, ${shopData.products.length} products read, ` +
        `${shopData.buyable.length} bought, ${shopData.shoppers.length} shoppers\n`,
    );
    out(
      `${'load'.padEnd(10)}${'procs'.padStart(6)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(9)}` +
        `${'non-2xx'.padStart(9)}${'errors'.padStart(8)}${'CPU/req'.padStart(10)}   CPU, share of one core: each process | PostgreSQL | nginx | load generator`,
    );
    const ratios: string[] = [];
    for (const load of loads) {
      // Warm-up, not counted: caches filled, pools opened, code optimised on both sides.
      for (const side of sides) {
        await load.before();
        await autocannon({
          url: side.url,
          connections: CONNECTIONS,
          duration: 2,
          requests: load.requests,
        });
      }
      const rounds = new Map<Side, Round[]>(sides.map((side) => [side, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const side of sides) {
          await load.before();
          rounds.get(side)!.push(await measure(side, load.requests, SECONDS, processes, postgres));
        }
      }
      const [one, two] = sides.map((side) => report(load.name, side, rounds.get(side)!));
      ratios.push(`${load.name} ${(two! / one!).toFixed(2)}×`);
    }
    out(`\n2 processes / 1 process (median req/s): ${ratios.join(', ')}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * npm run bench:scale: listing, search hit and search miss latency at 1,000 and
 * 100,000 products on PostgreSQL, and the 100k/1k ratio. Starts a throwaway PostgreSQL cluster (as
 * .ci/run does; as root through `runuser -u postgres`), loads each catalogue with db:seed-large's
 * code into its own database, starts our server (bench/scaleServer.ts) on each, then alternates
 * rounds between the two so machine noise falls on both alike. 8 connections, keep-alive.
 *
 * The read cache is bypassed: every request carries `Authorization: Basic bench`, which the read
 * cache never serves (an Authorization header may make an answer user-scoped) and the auth plugin
 * ignores (not a Bearer token), so each request runs the anonymous SQL path. Only prints figures.
 *
 * The back office's product list (search, stock filter, sort) is measured the same way with an
 * owner's bearer token (admin answers are never cached).
 *
 * Options: --sizes 1000,100000  --seconds 3 (per round)  --rounds 3  --connections 8
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { categories } from '../server/db/schema';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { ensureFirstOwner } from '../server/services/firstOwner';
import { collectionName, seedLargeCatalogue } from '../server/db/seed/large';
import { startPostgres } from './postgres';
import { freePort } from './support';

const REPO = path.resolve(__dirname, '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}
const SIZES = option('sizes', '1000,100000').split(',').map(Number);
const SECONDS = Number(option('seconds', '3'));
const ROUNDS = Number(option('rounds', '3'));
const CONNECTIONS = Number(option('connections', '8'));
const OWNER = {
  phone: '01000000009',
  password: 'bench-owner-pass',
  email: undefined,
  firstName: 'Bench',
  familyName: 'Owner',
};

/** Creates database `name`, migrates, demo-seeds and loads `size` products; answers the first category. */
async function load(url: string, size: number): Promise<number> {
  const admin = await openDatabase({
    dataDir: os.tmpdir(),
    databaseUrl: url.replace(/\/[^/]+$/, '/postgres'),
  });
  await admin.db.execute(`CREATE DATABASE zujaj_${size}`);
  await admin.close();
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url });
  try {
    const started = performance.now();
    await database.migrate();
    await seedIfEmpty(database.db);
    await seedLargeCatalogue(database.db, size);
    await ensureFirstOwner(database.db, OWNER);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`loaded ${size} products in ${seconds} s\n`);
    const [first] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.sort))
      .limit(1);
    return first!.id;
  } finally {
    await database.close();
  }
}

async function startServer(url: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(REPO, 'node_modules/.bin/tsx'), ['bench/scaleServer.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-data-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return { port, child };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** The owner's token on one server, through the storefront's login call. */
function signIn(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ phone_number: OWNER.phone, password: OWNER.password });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const token = (JSON.parse(text) as { token?: string }).token;
          if (token) resolve(token);
          else reject(new Error(`login: ${res.statusCode} ${text}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function request(port: number, url: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent,
        headers: {
          authorization: token ? `Bearer ${token}` : 'Basic bench',
          'accept-encoding': 'gzip, br',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
  });
}

/** `connections` loops calling `url` for `seconds`; the latencies of every answer. */
async function round(
  port: number,
  url: string,
  seconds: number,
  token?: string,
): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) latencies.push(await request(port, url, token));
    }),
  );
  return latencies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main(): Promise<void> {
  const postgres = await startPostgres();
  const servers: ChildProcess[] = [];
  try {
    const targets: Array<{ size: number; port: number; category: number; token: string }> = [];
    for (const size of SIZES) {
      const url = postgres.url(`zujaj_${size}`);
      const category = await load(url, size);
      const { port, child } = await startServer(url);
      servers.push(child);
      targets.push({ size, port, category, token: await signIn(port) });
    }
    // A collection's name finds ~25 products at every size (server/db/seed/large.ts); the miss
    // folds to trigrams no product has.
    const hit = encodeURIComponent(collectionName(7).ar);
    const miss = encodeURIComponent('زجاج بلوري غير موجود');
    // The sitemap calls have no target: their first product file holds up to 10,000 products
    // (PRODUCTS_PER_SITEMAP), so at 1,000 it is a tenth of the one at 100,000; the index is kept
    // per catalogue version whatever the request carries, so after its first answer it is the
    // kept copy that is measured.
    const calls: Array<{
      name: string;
      url: (c: number) => string;
      staff?: boolean;
      noTarget?: boolean;
    }> = [
      { name: 'category listing', url: (c: number) => `/api/v1/products/${c}?page=1` },
      { name: 'search hit', url: () => `/api/v1/products/0?product_name=${hit}` },
      { name: 'search miss', url: () => `/api/v1/products/0?product_name=${miss}` },
      { name: 'admin list', url: () => '/api/v1/admin/products?page=1', staff: true },
      { name: 'admin search', url: () => `/api/v1/admin/products?q=${hit}`, staff: true },
      {
        name: 'admin low stock',
        url: (c: number) => `/api/v1/admin/products?stock=low&category_id=${c}&sort=quantity`,
        staff: true,
      },
      {
        name: 'admin by price',
        url: () => '/api/v1/admin/products?sort=price&page=50',
        staff: true,
      },
      { name: 'sitemap index', url: () => '/sitemap.xml', noTarget: true },
      { name: 'sitemap products', url: () => '/sitemap-products-1.xml', noTarget: true },
    ];
    const header = `${'call'.padEnd(18)}${'products'.padStart(9)}${'mean'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'req/s'.padStart(8)}\n`;
    let report = `\nbench:scale — ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per size, read cache bypassed\n\n${header}`;
    const ratios: string[] = [];
    for (const call of calls) {
      const all = new Map<number, number[]>(targets.map((t) => [t.size, []]));
      const tokenOf = (t: (typeof targets)[number]) => (call.staff ? t.token : undefined);
      for (const t of targets) await round(t.port, call.url(t.category), 1, tokenOf(t)); // warm-up
      for (let r = 0; r < ROUNDS; r += 1) {
        for (const t of r % 2 ? [...targets].reverse() : targets) {
          all
            .get(t.size)!
            .push(...(await round(t.port, call.url(t.category), SECONDS, tokenOf(t))));
        }
      }
      const means: number[] = [];
      for (const t of targets) {
        const sorted = all.get(t.size)!.sort((a, b) => a - b);
        const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
        means.push(mean);
        const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
        report += `${call.name.padEnd(18)}${String(t.size).padStart(9)}${ms(mean)}${ms(percentile(sorted, 95))}${ms(percentile(sorted, 99))}${String(Math.round(sorted.length / (ROUNDS * SECONDS))).padStart(8)}\n`;
        if (/search/.test(call.name) && t === targets.at(-1)) {
          const p95 = percentile(sorted, 95);
          ratios.push(
            `${call.name} p95 at ${t.size}: ${p95.toFixed(1)} ms (target ≤ 30 ms: ${p95 <= 30 ? 'met' : 'NOT met'})`,
          );
        }
      }
      const ratio = means.at(-1)! / means[0]!;
      if (call.noTarget) {
        ratios.push(
          `${call.name} mean ${targets.at(-1)!.size}/${targets[0]!.size}: ${ratio.toFixed(2)}×`,
        );
        continue;
      }
      ratios.push(
        `${call.name} mean ${targets.at(-1)!.size}/${targets[0]!.size}: ${ratio.toFixed(2)}× (target ≤ 2×: ${ratio <= 2 ? 'met' : 'NOT met'})`,
      );
    }
    process.stdout.write(`${report}\n${ratios.join('\n')}\n`);
  } finally {
    for (const child of servers) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    agent.destroy();
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:scale: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

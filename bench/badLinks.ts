/**
 * `npm run bench:bad-links`: what product links that name no product (`/<category>/ra`,
 * `/<category>/no-such-product`) cost everyone else. Starts our server (fresh DATA_DIR, the built
 * dist/ and dist-server/, PGlite) with a large catalogue (SEED_PRODUCTS: by default ~2,000 products
 * in the first category), then measures GET /api/v1/settings as a shopper's browser asks it (read
 * cache and compression included) sequentially: alone; right after a burst of 10 bad-link pages
 * in parallel has been answered (a bad link's work must end with its answer: before, the walk over
 * the category went on for a minute); and while 10 clients request bad-link pages without pause
 * (every render is CPU on the one event loop). Prints median and p95 of each and their ratios. Loopback only, bounded in time; a
 * benchmark: it never fails on a figure.
 *
 *   npm run bench:bad-links -- [--products 22000] [--requests 200] [--clients 10]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep, start, type Child } from './support';

const ROOT = path.resolve(__dirname, '..');
/** A shopper's browser: Arabic, compressed answers. */
const BROWSER = { 'accept-language': 'ar', 'accept-encoding': 'br, gzip' };
/** The longest the server may take to start (migrations, seeding the large catalogue). */
const START_LIMIT_MS = 5 * 60_000;
/** One request's limit: a request that takes longer counts at this time. */
const REQUEST_LIMIT_MS = 10_000;
/** The loaded phase's limit, whatever --requests says. */
const LOADED_LIMIT_MS = 120_000;

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const out = (line: string) => process.stdout.write(`${line}\n`);

const agent = new http.Agent({ keepAlive: true });

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One GET on loopback; its time to the last byte. Never rejects: a failure is status 0. */
function get(url: string, headers: Record<string, string> = BROWSER): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent, timeout: REQUEST_LIMIT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
      res.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figures {
  median: number;
  p95: number;
  count: number;
  failed: number;
}

/** `requests` sequential GET /settings (stops early at `limitMs`). */
async function measureSettings(api: string, requests: number, limitMs: number): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  const until = Date.now() + limitMs;
  for (let i = 0; i < requests && Date.now() < until; i += 1) {
    const answer = await get(`${api}/settings`);
    if (answer.status !== 200) failed += 1;
    times.push(answer.ms);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), count: times.length, failed };
}

function startServer(port: number, dataDir: string, products: number): Child {
  return start(['server/index.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    SEED_PRODUCTS: String(products),
    SKIP_WEB_BUILD: '1',
    LOG_LEVEL: 'error',
  });
}

interface PageCounts {
  answered: number;
  rendered: number;
  shell: number;
  failed: number;
}

interface Loaded {
  settings: Figures;
  pages: PageCounts;
  seconds: number;
}

/** GET /settings measured while `clients` clients request `links` pages without pause. */
async function underLoad(
  base: string,
  api: string,
  links: string[],
  clients: number,
  requests: number,
): Promise<Loaded> {
  let running = true;
  const pages: PageCounts = { answered: 0, rendered: 0, shell: 0, failed: 0 };
  const loop = async (client: number) => {
    for (let i = client; running; i += 1) {
      const answer = await get(`${base}${links[i % links.length]}`, {
        'accept-language': 'ar',
        'accept-encoding': 'identity',
      });
      if (answer.status !== 200) pages.failed += 1;
      else if (answer.body.includes('<div id=root></div>')) pages.shell += 1;
      else pages.rendered += 1;
      pages.answered += 1;
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));
  await sleep(500); // let the page load build up
  const started = Date.now();
  const before = { ...pages };
  const settings = await measureSettings(api, requests, LOADED_LIMIT_MS);
  const seconds = (Date.now() - started) / 1000;
  const during: PageCounts = {
    answered: pages.answered - before.answered,
    rendered: pages.rendered - before.rendered,
    shell: pages.shell - before.shell,
    failed: pages.failed - before.failed,
  };
  running = false;
  await Promise.all(loops);
  return { settings, pages: during, seconds };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const products = flag('products', 22_000);
  const requests = flag('requests', 200);
  const clients = flag('clients', 10);
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    out('No build in dist/: run `npm run build` first (the pages are rendered by dist-server/).');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-bad-links-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = `${base}/api/v1`;
  const server = startServer(port, dataDir, products);
  try {
    const startedAt = Date.now();
    out(`Starting the server with ${products} products (fresh DATA_DIR)…`);
    while ((await get(`${api}/settings`)).status !== 200) {
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      if (Date.now() - startedAt > START_LIMIT_MS) throw new Error('the server did not start');
      await sleep(500);
    }
    // Drawing the demo pictures after a first start takes the CPU for a while: wait it out.
    while (!/Demo images (ready|could not be drawn)/.test(server.output())) {
      if (Date.now() - startedAt > START_LIMIT_MS) break;
      await sleep(500);
    }
    out(`  ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    const categories = JSON.parse(
      (await get(`${api}/main-categories?lang=ar`, { 'accept-language': 'ar' })).body,
    ) as {
      data: Array<{ id: number; slug: string; products_count: number }>;
    };
    const first = categories.data[0];
    if (!first) throw new Error('no category');
    const links = [`/${first.slug}/ra`, `/${first.slug}/no-such-product`];
    out(`  first category /${first.slug}: ${first.products_count} products`);
    const probe = await get(`${base}${links[0]}`);
    out(
      `  ${links[0]} alone: ${probe.status}, ${fmt(probe.ms)}, ${probe.body.includes('<div id=root></div>') ? 'shell' : 'rendered'}`,
    );

    await measureSettings(api, 20, REQUEST_LIMIT_MS); // warm the connection and the read cache
    const alone = await measureSettings(api, requests, LOADED_LIMIT_MS);

    // A burst, as a shared bad link brings it: 10 pages at once, then the API right after.
    const burst = await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        get(`${base}${links[i % links.length]}`, {
          'accept-language': 'ar',
          'accept-encoding': 'identity',
        }),
      ),
    );
    const burstMs = Math.max(...burst.map((answer) => answer.ms));
    const afterBurst = await measureSettings(api, requests, LOADED_LIMIT_MS);

    const loaded = await underLoad(base, api, links, clients, requests);
    // The reference: the same load of a real product page (a bad link should cost no more).
    const page = JSON.parse(
      (await get(`${api}/products/${first.id}?per_page=1&lang=ar`, { 'accept-language': 'ar' }))
        .body,
    ) as { messages: { records: Array<{ slug: string }> } };
    const good = `/${first.slug}/${page.messages.records[0]?.slug ?? ''}`;
    const reference = await underLoad(base, api, [good], clients, requests);

    out('');
    out(
      `GET /api/v1/settings, ${requests} sequential requests (br, read cache as shoppers get it):`,
    );
    out(
      `  alone:                      median ${fmt(alone.median)}  p95 ${fmt(alone.p95)}  (${alone.count} requests, ${alone.failed} failed)`,
    );
    out(
      `  after ${clients} bad-link pages:    median ${fmt(afterBurst.median)}  p95 ${fmt(afterBurst.p95)}  (${afterBurst.count} requests, ${afterBurst.failed} failed; the ${clients} pages took ${fmt(burstMs)})`,
    );
    out(
      `  ratio after/alone:          median ${(afterBurst.median / alone.median).toFixed(2)}×  p95 ${(afterBurst.p95 / alone.p95).toFixed(2)}×`,
    );
    out(
      `  with ${clients} bad-link clients:   median ${fmt(loaded.settings.median)}  p95 ${fmt(loaded.settings.p95)}  (${loaded.settings.count} requests, ${loaded.settings.failed} failed)`,
    );
    out(
      `  ratio loaded/alone:         median ${(loaded.settings.median / alone.median).toFixed(2)}×  p95 ${(loaded.settings.p95 / alone.p95).toFixed(2)}×`,
    );
    out(
      `  with ${clients} clients on ${good}: median ${fmt(reference.settings.median)}  p95 ${fmt(reference.settings.p95)}  (the reference: a real product page)`,
    );
    const rate = (load: Loaded) => (load.pages.answered / Math.max(load.seconds, 0.001)).toFixed(1);
    out(
      `Pages meanwhile: bad links ${loaded.pages.answered} in ${loaded.seconds.toFixed(1)} s (${rate(loaded)}/s; ${loaded.pages.rendered} rendered, ${loaded.pages.shell} shell, ${loaded.pages.failed} failed); ` +
        `the real page ${reference.pages.answered} in ${reference.seconds.toFixed(1)} s (${rate(reference)}/s)`,
    );
  } finally {
    server.stop();
    agent.destroy();
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

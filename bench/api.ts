/**
 * `npm run bench:api`: req/s of the catalogue reads on our server against a bare
 * Fastify answering the very same bytes (bench/apiBare.ts), rounds alternated (ours, bare, ours,
 * bare …) so machine noise falls on both, with each server's CPU time per answer (the bare's over
 * ours is the ratio a CPU-bound machine would see), and the compressed bytes of the API calls one
 * first visit of / makes. Starts our server on a fresh DATA_DIR (PGlite, demo catalogue). Measured,
 * never asserted.
 *
 *   npm run bench:api -- [--connections 16] [--seconds 3] [--rounds 3]
 *
 * Targets: every call ≥ 0.5× the bare server; home API bytes ≤ 50 KB (br).
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Encoding } from '../server/cache/encoding';
import type { BareAnswer } from './apiBare';
import { flag, freePort, median, sleep, start, treeCpuSeconds, type Child } from './support';

interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the one call used.
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const BROWSER = { 'accept-language': 'ar', 'accept-encoding': 'br, gzip' };

const out = (line: string) => process.stdout.write(`${line}\n`);

async function waitFor(what: string, child: Child, test: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (!(await test())) {
    if (child.child.exitCode !== null) throw new Error(`${what} exited:\n${child.output()}`);
    if (Date.now() - started > 120_000) throw new Error(`${what} not ready in 2 minutes`);
    await sleep(300);
  }
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes on the wire (fetch would decompress them). */
function getRaw(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

async function getJson<T>(url: string): Promise<T> {
  const res = await getRaw(url, { 'accept-language': 'ar' });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return JSON.parse(res.body.toString()) as T;
}

interface Call {
  name: string;
  url: string;
}

/** The calls measured, on the demo catalogue: its biggest category, first product, a found word. */
async function calls(api: string): Promise<Call[]> {
  type Category = { id: number; products_count?: number };
  const categories = (await getJson<{ data: Category[] }>(`${api}/main-categories?lang=ar`)).data;
  const biggest = [...categories].sort(
    (a, b) => (b.products_count ?? 0) - (a.products_count ?? 0),
  )[0];
  const latest = (
    await getJson<{ data: Array<{ id: number; name_en?: string }> }>(
      `${api}/all-latest-products?lang=ar`,
    )
  ).data;
  const product = latest[0];
  if (!biggest || !product) throw new Error('the demo catalogue is empty');
  const word = encodeURIComponent('كوب');
  return [
    { name: 'GET /main-categories', url: '/main-categories?lang=ar' },
    {
      name: `GET /products/${biggest.id}?page=1 (per_page 50)`,
      url: `/products/${biggest.id}?lang=ar&page=1&per_page=50`,
    },
    { name: 'GET /all-latest-products', url: '/all-latest-products?lang=ar' },
    { name: 'GET /top-products', url: '/top-products?lang=ar' },
    { name: 'GET /settings', url: '/settings' },
    { name: `GET /productsDetails/${product.id}`, url: `/productsDetails/${product.id}?lang=ar` },
    {
      name: 'search /products/0?product_name=كوب',
      url: `/products/0?lang=ar&product_name=${word}`,
    },
  ];
}

/** The API calls of a first visit of / (features/home/homeData.ts prefetchHome, app/router.tsx prefetchRoute). */
async function homeCalls(api: string): Promise<string[]> {
  const categories = (
    await getJson<{ data: Array<{ id: number }> }>(`${api}/main-categories?lang=ar`)
  ).data;
  return [
    '/settings',
    '/social-platforms',
    '/header',
    '/main-categories?lang=ar',
    ...categories.map((c) => `/products/${c.id}?lang=ar&page=1&per_page=50`),
    '/all-latest-products?lang=ar&page=1&per_page=50',
    '/top-products?lang=ar&limit=50',
  ];
}

async function bareAnswers(api: string, list: Call[]): Promise<BareAnswer[]> {
  const answers: BareAnswer[] = [];
  for (const call of list) {
    const bodies: Partial<Record<Encoding, string>> = {};
    let contentType = 'application/json; charset=utf-8';
    for (const [encoding, accept] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const res = await getRaw(`${api}${call.url}`, {
        'accept-language': 'ar',
        'accept-encoding': accept,
      });
      if (res.status !== 200) throw new Error(`${call.url}: ${res.status}`);
      contentType = String(res.headers['content-type']);
      const got = (res.headers['content-encoding'] as Encoding | undefined) ?? 'identity';
      if (got === encoding) bodies[encoding] = res.body.toString('base64');
    }
    answers.push({ url: `/api/v1${call.url}`, contentType, bodies });
  }
  return answers;
}

async function main(): Promise<void> {
  const connections = flag('connections', 16);
  const seconds = flag('seconds', 3);
  const rounds = flag('rounds', 3);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-api-'));
  const port = await freePort();
  const ours = start(['server/index.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
  });
  let bare: Child | undefined;
  const bareFile = path.join(dataDir, 'bare-answers.json');
  try {
    const api = `http://127.0.0.1:${port}/api/v1`;
    await waitFor('our server', ours, () =>
      getRaw(`${api}/settings`, {}).then(
        (r) => r.status === 200,
        () => false,
      ),
    );
    // Drawing the demo pictures after a first start takes the CPU for a while: wait it out.
    const imagesStarted = Date.now();
    while (!/Demo images (ready|could not be drawn)/.test(ours.output())) {
      if (Date.now() - imagesStarted > 90_000) break;
      await sleep(500);
    }

    // Home API bytes, as a browser asks (br).
    let homeBytes = 0;
    out('\nHome page API calls (first visit of /, Accept-Encoding: br, gzip):');
    for (const url of await homeCalls(api)) {
      const res = await getRaw(`${api}${url}`, BROWSER);
      homeBytes += res.body.length;
      out(
        `  ${String(res.body.length).padStart(7)} B  ${res.headers['content-encoding'] ?? 'identity'}  ${url}`,
      );
    }
    out(`  total ${(homeBytes / 1024).toFixed(1)} KB (target ≤ 50 KB)`);

    const list = await calls(api);
    fs.writeFileSync(bareFile, JSON.stringify(await bareAnswers(api, list)));
    bare = start(['bench/apiBare.ts', bareFile], {});
    const bareChild = bare;
    await waitFor('the bare server', bareChild, () => /^\d+$/m.test(bareChild.output()));
    const barePort = Number(/^(\d+)$/m.exec(bareChild.output())?.[1]);
    const bareBase = `http://127.0.0.1:${barePort}/api/v1`;

    out(
      `\nreq/s, ${connections} connections, ${rounds} alternated rounds of ${seconds} s per side (median):`,
    );
    const rows: Array<{ name: string; bytes: number; ours: number; bare: number }> = [];
    for (const call of list) {
      const size = (await getRaw(`${api}${call.url}`, BROWSER)).body.length;
      const sides = { ours: [] as number[], bare: [] as number[] };
      // Server CPU per answer: steadier than req/s on a shared machine, where another program's
      // burst takes the cores from whichever side is running.
      const cpu = { ours: [] as number[], bare: [] as number[] };
      const pids = { ours: ours.child.pid!, bare: bareChild.child.pid! };
      for (let round = 0; round < rounds; round += 1) {
        for (const [side, base] of [
          ['ours', api],
          ['bare', bareBase],
        ] as const) {
          const cpuBefore = treeCpuSeconds(pids[side]);
          const result = await autocannon({
            url: `${base}${call.url}`,
            connections,
            duration: seconds,
            headers: BROWSER,
          });
          if (result.non2xx > 0 || result.errors > 0) {
            throw new Error(
              `${side} ${call.url}: ${result.non2xx} non-2xx, ${result.errors} errors`,
            );
          }
          sides[side].push(result.requests.average);
          cpu[side].push(
            ((treeCpuSeconds(pids[side]) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
          );
        }
      }
      const row = {
        name: call.name,
        bytes: size,
        ours: median(sides.ours),
        bare: median(sides.bare),
      };
      rows.push(row);
      const [oursCpu, bareCpu] = [median(cpu.ours), median(cpu.bare)];
      out(
        `  ${row.name.padEnd(44)} ${String(row.bytes).padStart(6)} B  ours ${row.ours.toFixed(0).padStart(6)}  bare ${row.bare.toFixed(0).padStart(6)}  ratio ${(row.ours / row.bare).toFixed(2)}` +
          `   CPU/answer ours ${oursCpu.toFixed(0).padStart(3)} µs  bare ${bareCpu.toFixed(0).padStart(3)} µs  ratio ${(bareCpu / oursCpu).toFixed(2)}`,
      );
    }
    const worst = Math.min(...rows.map((r) => r.ours / r.bare));
    out(
      `\nWorst ratio ${worst.toFixed(2)} (target ≥ 0.5): ${worst >= 0.5 ? 'met' : 'NOT met'}; home API ${(homeBytes / 1024).toFixed(1)} KB (target ≤ 50 KB): ${homeBytes <= 50 * 1024 ? 'met' : 'NOT met'}`,
    );
  } finally {
    bare?.stop();
    ours.stop();
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * npm run bench:lighthouse [-- --runs 5] [-- --url http://host:port] [-- --port 4321]
 *
 * Issue 8 item 10: Lighthouse 12 (the npm `lighthouse` package's CLI, Debian chromium) on the home
 * page, the first main category's page and that category's first product page, each `--runs`
 * times (default 5), mobile preset with simulated throttling (Lighthouse's defaults: 150 ms RTT,
 * 1.6 Mbps, 4× CPU). Prints per page the median performance score, LCP, TBT, CLS and bytes
 * transferred. Without --url it starts the product's own server (`npx tsx server/index.ts`, a fresh
 * DATA_DIR, a free port, the storefront build in DIST_DIR or dist/) and waits for the demo images.
 * A benchmark, never a test: the machine is shared and noisy (FACTS.md), it prints and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from '../src/shared/lib/paths';
import { slugify } from '../src/shared/lib/slugify';
import { freePort, sleep } from './support';

const ROOT = path.resolve(__dirname, '..');
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
const START_TIMEOUT_MS = 300_000;
const IMAGES_TIMEOUT_MS = 120_000;

interface Options {
  runs: number;
  url?: string;
  port?: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--runs') options.runs = Math.max(1, Number.parseInt(value(), 10) || 5);
    else if (flag === '--url') options.url = value().replace(/\/+$/, '');
    else if (flag === '--port') options.port = Number.parseInt(value(), 10);
    else if (flag === '--help' || flag === '-h') {
      process.stdout.write(
        'usage: npm run bench:lighthouse -- [--runs N] [--url URL] [--port N]\n',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

interface RunningServer {
  baseUrl: string;
  stop(): void;
}

/** The product's own server on a fresh DATA_DIR; resolves once / answers and the images exist. */
async function startServer(port: number): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-lighthouse-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: ROOT,
    detached: true, // its own process group: stop() ends npx, tsx and node together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
    },
  });
  let output = '';
  let imagesReported = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (/Demo images (ready|could not be drawn)/.test(output)) imagesReported = true;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  for (;;) {
    if (exited) {
      stop();
      throw new Error(`the server exited before answering:\n${output.trim()}`);
    }
    const ok = await fetch(`${baseUrl}/`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() - started > START_TIMEOUT_MS) {
      stop();
      throw new Error('the server did not answer / in time');
    }
    await sleep(500);
  }
  process.stdout.write(`Server up at ${baseUrl} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const imagesStarted = Date.now();
  while (!imagesReported && !exited && Date.now() - imagesStarted < IMAGES_TIMEOUT_MS) {
    await sleep(500);
  }
  process.stdout.write(
    imagesReported
      ? `, demo images after ${((Date.now() - imagesStarted) / 1000).toFixed(1)} s more\n`
      : ', demo images not reported (measuring anyway)\n',
  );
  return { baseUrl, stop };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

interface Page {
  label: string;
  path: string;
}

/** /, the first main category and its first product, at the URLs the storefront links to. */
async function pagesOf(baseUrl: string): Promise<Page[]> {
  const pages: Page[] = [{ label: 'home', path: paths.home() }];
  const categories = await getJson<{ data: Array<{ id: number; name: string; slug?: string }> }>(
    `${baseUrl}/api/v1/main-categories`,
  );
  const category = categories.data[0];
  if (!category) return pages;
  const categorySlug = category.slug || slugify(category.name);
  pages.push({ label: 'category', path: paths.category(categorySlug) });
  const listing = await getJson<{
    messages: { records: Array<{ slug?: string; title: string }> };
  }>(`${baseUrl}/api/v1/products/${category.id}?page=1&per_page=1`);
  const product = listing.messages.records[0];
  if (product) {
    const productSlug = product.slug || slugify(product.title);
    pages.push({ label: 'product', path: paths.product(categorySlug, productSlug) });
  }
  return pages;
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

function runLighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !fs.existsSync(outputPath)) {
        reject(new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').pop()}`));
        return;
      }
      resolve(JSON.parse(fs.readFileSync(outputPath, 'utf8')) as LighthouseResult);
    });
  });
}

function figuresOf(result: LighthouseResult): Figures {
  if (result.runtimeError)
    throw new Error(`${result.runtimeError.code}: ${result.runtimeError.message}`);
  const audit = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result.categories.performance?.score ?? Number.NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const formats: Record<keyof Figures, (value: number) => string> = {
  score: (v) => String(Math.round(v)),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  bytes: (v) => `${Math.round(v / 1000)} KB`,
};

function line(cells: string[]): string {
  const widths = [10, 7, 9, 9, 7, 10, 6];
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join(' ');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const server = options.url ? undefined : await startServer(options.port ?? (await freePort()));
  const baseUrl = options.url ?? server!.baseUrl;
  const stopServer = () => server?.stop();
  process.once('SIGINT', () => {
    stopServer();
    process.exit(130);
  });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-lighthouse-'));
  try {
    const pages = await pagesOf(baseUrl);
    const rows: string[] = [];
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const runs: Figures[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const file = path.join(outDir, `${page.label}-${run}.json`);
        try {
          const figures = figuresOf(await runLighthouse(url, file));
          runs.push(figures);
          process.stdout.write(
            `${page.label} run ${run}/${options.runs}: score ${figures.score}, ` +
              `LCP ${formats.lcp(figures.lcp)}, TBT ${formats.tbt(figures.tbt)}, ` +
              `CLS ${formats.cls(figures.cls)}, ${formats.bytes(figures.bytes)}\n`,
          );
        } catch (error) {
          process.stdout.write(
            `${page.label} run ${run}/${options.runs} failed: ${(error as Error).message}\n`,
          );
        }
      }
      if (runs.length === 0) {
        rows.push(line([page.label, '-', '-', '-', '-', '-', '0']));
        continue;
      }
      const keys: Array<keyof Figures> = ['score', 'lcp', 'tbt', 'cls', 'bytes'];
      rows.push(
        line([
          page.label,
          ...keys.map((key) => formats[key](median(runs.map((r) => r[key])))),
          String(runs.length),
        ]) + `  ${page.path}`,
      );
    }
    process.stdout.write(
      `\nLighthouse ${lighthouseVersion()} mobile, simulated throttling, medians of ${options.runs} runs (${baseUrl})\n`,
    );
    process.stdout.write(
      `${line(['page', 'score', 'LCP', 'TBT', 'CLS', 'bytes', 'runs'])}  path\n`,
    );
    process.stdout.write(`${rows.join('\n')}\n`);
    process.stdout.write(`Reports: ${outDir}\n`);
  } finally {
    stopServer();
  }
}

function lighthouseVersion(): string {
  try {
    const pkg = path.join(ROOT, 'node_modules', 'lighthouse', 'package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return '12';
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:lighthouse: ${(error as Error).message}\n`);
  process.exit(1);
});

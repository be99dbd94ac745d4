// The product's own server for the page benchmarks (bench/lighthouse.ts) and the pages they measure.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localizedPath } from '../src/shared/lib/language';
import type { Language } from '../src/shared/rules/constants';
import { paths } from '../src/shared/lib/paths';
import { slugify } from '../src/shared/lib/slugify';
import { sleep } from './support';

const ROOT = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 300_000;
const IMAGES_TIMEOUT_MS = 120_000;

export interface RunningServer {
  baseUrl: string;
  stop(): void;
}

/** The product's own server on a fresh DATA_DIR; resolves once / answers and the images exist. */
export async function startServer(port: number): Promise<RunningServer> {
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

export interface Page {
  label: 'home' | 'category' | 'product';
  path: string;
}

/**
 * /, the first main category and its first product, at the URLs the storefront links to in
 * `lang` (English under /en).
 */
export async function pagesOf(baseUrl: string, lang: Language = 'ar'): Promise<Page[]> {
  const at = (path: string) => localizedPath(path, lang);
  const pages: Page[] = [{ label: 'home', path: at(paths.home()) }];
  const categories = await getJson<{ data: Array<{ id: number; name: string; slug?: string }> }>(
    `${baseUrl}/api/v1/main-categories?lang=${lang}`,
  );
  const category = categories.data[0];
  if (!category) return pages;
  const categorySlug = category.slug || slugify(category.name);
  pages.push({ label: 'category', path: at(paths.category(categorySlug)) });
  const listing = await getJson<{
    messages: { records: Array<{ slug?: string; title: string }> };
  }>(`${baseUrl}/api/v1/products/${category.id}?page=1&per_page=1&lang=${lang}`);
  const product = listing.messages.records[0];
  if (product) {
    const productSlug = product.slug || slugify(product.title);
    pages.push({ label: 'product', path: at(paths.product(categorySlug, productSlug)) });
  }
  return pages;
}

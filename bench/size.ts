/**
 * npm run size: gzip bytes of all the JS and CSS the first view of `/` loads, against
 * bench/budget.json. The first view = the stylesheets dist/index.html references plus the files of
 * the chunk groups the server names for the home page (budget.routeChunkGroups: the `islands`
 * entry, whose parts run on their own, the home screen and its translations), looked up in
 * dist/chunk-groups.json (written by webpack/plugins.ts). index.html's own scripts start the whole
 * app, which `/` does not load until the first navigation. 1 KB = 1000 bytes here.
 *
 * Then the store state the island pages carry (bench/pageState.ts), each page's against
 * budget.pageStateGzipKB: the browser parses all of it before the first island runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePageStates } from './pageState';

type Budget = { firstViewGzipKB: number; routeChunkGroups: string[]; pageStateGzipKB: number };
type Row = { file: string; from: string; raw: number; gzip: number };

const root = process.cwd();
const dist = path.join(root, 'dist');
const KB = 1000;

function fail(message: string): never {
  process.stderr.write(`size: ${message}\n`);
  process.exit(1);
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (err) {
    return fail(`cannot read ${path.relative(root, file)}: ${(err as Error).message}`);
  }
}

/** Value of one attribute in a tag, quoted or not (html-webpack-plugin minifies the quotes away). */
function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Local JS and CSS files dist/index.html loads, as paths relative to dist/. */
function filesOfIndexHtml(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attr(tag, 'rel') ?? '';
    if (!isScript && !rel.split(/\s+/).includes('stylesheet')) continue;
    const url = attr(tag, isScript ? 'src' : 'href');
    if (!url || /^([a-z]+:)?\/\//i.test(url)) continue;
    files.push(url.replace(/^\//, '').replace(/[?#].*$/, ''));
  }
  return files;
}

function ensureBuild(): void {
  if (existsSync(path.join(dist, 'index.html'))) return;
  process.stdout.write('size: dist/index.html is missing, running npm run build\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('npm run build failed');
}

async function main(): Promise<void> {
  const budget = readJson<Budget>(path.join(root, 'bench', 'budget.json'));
  if (!(budget.firstViewGzipKB > 0) || !Array.isArray(budget.routeChunkGroups)) {
    fail('bench/budget.json needs firstViewGzipKB (> 0) and routeChunkGroups (array)');
  }
  if (!(budget.pageStateGzipKB > 0)) {
    fail('bench/budget.json needs pageStateGzipKB (> 0)');
  }
  ensureBuild();

  const sources = new Map<string, string>();
  const htmlFiles = filesOfIndexHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  if (!htmlFiles.some((file) => file.endsWith('.js'))) fail('dist/index.html references no script');
  for (const file of htmlFiles) if (file.endsWith('.css')) sources.set(file, 'index.html');

  const manifestFile = path.join(dist, 'chunk-groups.json');
  if (!existsSync(manifestFile))
    fail('dist/chunk-groups.json is missing: rebuild with npm run build');
  const groups = readJson<Record<string, string[]>>(manifestFile);
  for (const name of budget.routeChunkGroups) {
    const files = groups[name];
    // A renamed or vanished chunk group must not quietly shrink the measurement.
    if (!files || files.length === 0) {
      fail(`chunk group "${name}" not in the build (has: ${Object.keys(groups).join(', ')})`);
    }
    // A page loads a group's scripts; its stylesheet is index.html's, already counted.
    for (const file of files) {
      if (file.endsWith('.js') && !sources.has(file)) sources.set(file, name);
    }
  }

  const rows: Row[] = [...sources].map(([file, from]) => {
    const full = path.join(dist, file);
    if (!existsSync(full)) fail(`${file} (from ${from}) is missing in dist/`);
    const content = readFileSync(full);
    return { file, from, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });

  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  const fromWidth = Math.max(4, ...rows.map((row) => row.from.length));
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padEnd(fromWidth)}  ${c.padStart(10)}  ${d.padStart(10)}\n`;
  let out = '\nFirst view of / (gzip level 9; 1 KB = 1000 bytes)\n\n';
  out += line('file', 'from', 'raw B', 'gzip B');
  for (const row of rows) out += line(row.file, row.from, String(row.raw), String(row.gzip));
  out += line('total', '', String(total.raw), String(total.gzip));
  const totalKB = total.gzip / KB;
  const ok = totalKB <= budget.firstViewGzipKB;
  out += `\nfirst view: ${totalKB.toFixed(1)} KB gzip, budget ${budget.firstViewGzipKB} KB: ${
    ok ? 'OK' : `OVER by ${(totalKB - budget.firstViewGzipKB).toFixed(1)} KB`
  }\n`;
  process.stdout.write(out);

  const states = await measurePageStates();
  const pageWidth = Math.max(4, ...states.map((row) => row.page.length));
  let stateOut = '\nState each island page carries (gzip level 9)\n\n';
  stateOut += `${'page'.padEnd(pageWidth)}  ${'raw B'.padStart(10)}  ${'gzip B'.padStart(10)}\n`;
  for (const row of states) {
    stateOut += `${row.page.padEnd(pageWidth)}  ${String(row.raw).padStart(10)}  ${String(row.gzip).padStart(10)}\n`;
  }
  const largest = Math.max(...states.map((row) => row.gzip)) / KB;
  const stateOk = largest <= budget.pageStateGzipKB;
  stateOut += `\nlargest page state: ${largest.toFixed(1)} KB gzip, budget ${budget.pageStateGzipKB} KB: ${
    stateOk ? 'OK' : `OVER by ${(largest - budget.pageStateGzipKB).toFixed(1)} KB`
  }\n`;
  process.stdout.write(stateOut);
  if (!ok || !stateOk) process.exit(1);
}

main().catch((err: unknown) => fail((err as Error).stack ?? String(err)));

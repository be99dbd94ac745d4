/**
 * npm run bench:lighthouse [-- --runs 5] [-- --load N] [-- --only lighthouse|tap]
 *                          [-- --lang ar|en] [-- --url http://host:port] [-- --port 4321]
 *
 * What a phone makes of the public pages: the home page, the first main category's page and that
 * category's first product page, in `--runs` interleaved rounds (default 5). Each round runs
 * 1. Lighthouse 12 (mobile preset, simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU) on a
 *    static copy of the home page (no script at all: the noise floor, bench/staticCopy.ts) and on
 *    each page: score, LCP (and its ratio to the static copy's), TBT, CLS, bytes;
 * 2. time to first working tap (bench/tapTime.ts): on a phone with the same profile, first paint →
 *    the first tap the app answers, on home and the product page.
 * `--lang en` measures the English pages (and a static copy of /en) instead of the Arabic ones.
 * `--load N` spins N threads meanwhile (bench/cpuLoad.ts). Prints the medians. Without --url it
 * starts the product's own server (bench/storefront.ts) on the storefront build in DIST_DIR or
 * dist/. A benchmark, never a test: the machine is shared and noisy, it prints and
 * exits 0 whatever the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isLanguage } from '../src/shared/lib/language';
import type { Language } from '../src/shared/rules/constants';
import { startCpuLoad } from './cpuLoad';
import { lighthouseVersion, runLighthouse, type Figures } from './lighthouseRun';
import { serveStaticCopy } from './staticCopy';
import { pagesOf, startServer } from './storefront';
import { freePort, median } from './support';
import {
  launchPhone,
  measureTap,
  MOBILE,
  TAP_EVERY_MS,
  tapTargets,
  type TapFigures,
} from './tapTime';

interface Options {
  runs: number;
  load: number;
  only?: 'lighthouse' | 'tap';
  /** The pages' language: Arabic at the plain paths (a first visit's), English under /en. */
  lang: Language;
  url?: string;
  port?: number;
}

const USAGE =
  'usage: npm run bench:lighthouse -- [--runs N] [--load N] [--only lighthouse|tap] [--lang ar|en] [--url URL] [--port N]\n';

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5, load: 0, lang: 'ar' };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--runs') options.runs = Math.max(1, Number.parseInt(value(), 10) || 5);
    else if (flag === '--load') options.load = Math.max(0, Number.parseInt(value(), 10) || 0);
    else if (flag === '--only') {
      const only = value();
      if (only !== 'lighthouse' && only !== 'tap') throw new Error(`--only ${only}: ${USAGE}`);
      options.only = only;
    } else if (flag === '--lang') {
      const lang = value();
      if (!isLanguage(lang)) throw new Error(`--lang ${lang}: ${USAGE}`);
      options.lang = lang;
    } else if (flag === '--url') options.url = value().replace(/\/+$/, '');
    else if (flag === '--port') options.port = Number.parseInt(value(), 10);
    else if (flag === '--help' || flag === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

const formats: Record<keyof Figures, (value: number) => string> = {
  score: (v) => String(Math.round(v)),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  bytes: (v) => `${Math.round(v / 1000)} KB`,
};
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-');

/** Cells padded to `widths`: the first to the left, the others to the right. */
const row = (widths: number[]) => (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
const lighthouseRow = row([10, 6, 8, 11, 9, 7, 8, 5]);
const tapRow = row([10, 12, 20, 16, 6, 5]);

/** A list per key, filled as the rounds go. */
class Runs<T> extends Map<string, T[]> {
  add(key: string, value: T): void {
    this.set(key, [...(this.get(key) ?? []), value]);
  }
}

function lighthouseTable(targets: Array<{ label: string; note: string }>, runs: Runs<Figures>) {
  const medians = (label: string) => {
    const list = runs.get(label) ?? [];
    const of = (key: keyof Figures) => median(list.map((figures) => figures[key]));
    return {
      count: list.length,
      score: of('score'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      bytes: of('bytes'),
    };
  };
  const floor = medians('static');
  const lines = [
    `${lighthouseRow(['page', 'score', 'LCP', 'LCP/static', 'TBT', 'CLS', 'bytes', 'runs'])}  path`,
  ];
  for (const { label, note } of targets) {
    const m = medians(label);
    if (m.count === 0) {
      lines.push(`${lighthouseRow([label, '-', '-', '-', '-', '-', '-', '0'])}  ${note}`);
      continue;
    }
    const ratio = m.lcp / floor.lcp;
    lines.push(
      `${lighthouseRow([
        label,
        formats.score(m.score),
        formats.lcp(m.lcp),
        Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '-',
        formats.tbt(m.tbt),
        formats.cls(m.cls),
        formats.bytes(m.bytes),
        String(m.count),
      ])}  ${note}`,
    );
  }
  return lines.join('\n');
}

function tapTable(targets: Array<{ label: string; effect: string }>, runs: Runs<TapFigures>) {
  const lines = [
    `${tapRow(['page', 'first paint', 'paint → working tap', 'paint → answer', 'taps', 'runs'])}  control → answer`,
  ];
  for (const { label, effect } of targets) {
    const list = runs.get(label) ?? [];
    const of = (key: keyof TapFigures) => median(list.map((figures) => figures[key]));
    lines.push(
      `${tapRow([label, ms(of('paint')), ms(of('tap')), ms(of('answer')), list.length ? String(Math.round(of('taps'))) : '-', String(list.length)])}  ${effect}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const withLighthouse = options.only !== 'tap';
  const withTaps = options.only !== 'lighthouse';
  const server = options.url ? undefined : await startServer(options.port ?? (await freePort()));
  const baseUrl = options.url ?? server!.baseUrl;
  const cleanups: Array<() => unknown> = [() => server?.stop()];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-lighthouse-'));
  try {
    const pages = await pagesOf(baseUrl, options.lang);
    const home = pages[0]!.path;
    const copy = withLighthouse ? await serveStaticCopy(baseUrl, home) : undefined;
    if (copy) cleanups.push(() => copy.stop());
    const lighthouseTargets = [
      ...(copy
        ? [{ label: 'static', url: `${copy.url}/`, note: `${home} without its scripts` }]
        : []),
      ...(withLighthouse
        ? pages.map((p) => ({ ...p, url: `${baseUrl}${p.path}`, note: p.path }))
        : []),
    ];
    const taps = withTaps ? tapTargets(pages, options.lang) : [];
    const phone = taps.length ? await launchPhone() : undefined;
    if (phone) cleanups.push(() => phone.close());
    const load = startCpuLoad(options.load);
    cleanups.push(() => load.stop());
    const rounds = `${options.runs} round${options.runs === 1 ? '' : 's'}`;
    process.stdout.write(`${rounds}, interleaved, ${load.describe()}\n`);

    const lighthouseRuns = new Runs<Figures>();
    const tapRuns = new Runs<TapFigures>();
    for (let round = 1; round <= options.runs; round += 1) {
      const of = `${round}/${options.runs}`;
      for (const target of lighthouseTargets) {
        const file = path.join(outDir, `${target.label}-${round}.json`);
        try {
          const figures = await runLighthouse(target.url, file);
          lighthouseRuns.add(target.label, figures);
          process.stdout.write(
            `${target.label} lighthouse ${of}: score ${figures.score}, ` +
              `LCP ${formats.lcp(figures.lcp)}, TBT ${formats.tbt(figures.tbt)}, ` +
              `CLS ${formats.cls(figures.cls)}, ${formats.bytes(figures.bytes)}\n`,
          );
        } catch (error) {
          process.stdout.write(
            `${target.label} lighthouse ${of} failed: ${(error as Error).message}\n`,
          );
        }
      }
      for (const target of taps) {
        try {
          const figures = await measureTap(phone!, baseUrl, target);
          tapRuns.add(target.label, figures);
          process.stdout.write(
            `${target.label} tap ${of}: first paint ${ms(figures.paint)}, working tap +${ms(figures.tap)}, ` +
              `answer +${ms(figures.answer)}, ${figures.taps} taps\n`,
          );
        } catch (error) {
          process.stdout.write(`${target.label} tap ${of} failed: ${(error as Error).message}\n`);
        }
      }
    }
    await cleanUp();

    if (lighthouseTargets.length) {
      process.stdout.write(
        `\nLighthouse ${lighthouseVersion()} mobile, simulated throttling, medians of ${rounds}, ` +
          `${load.describe()} (${baseUrl})\n${lighthouseTable(lighthouseTargets, lighthouseRuns)}\n` +
          "LCP/static: the page's LCP over the static copy's in the same rounds (aim: ≤ 1.20×); the " +
          "static copy's TBT and score are what the machine alone costs.\n",
      );
    }
    if (taps.length) {
      process.stdout.write(
        `\nTime to first working tap: Chromium with ${MOBILE.cpuSlowdown}× CPU, ${MOBILE.latencyMs} ms ` +
          `latency, 1.6 Mbps / 750 kbps, ${MOBILE.viewport.width}×${MOBILE.viewport.height}, a tap ` +
          `every ${TAP_EVERY_MS} ms from first paint; medians of ${rounds}, ${load.describe()}\n` +
          `${tapTable(taps, tapRuns)}\n`,
      );
    }
    process.stdout.write(`Reports: ${outDir}\n`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:lighthouse: ${(error as Error).message}\n`);
  process.exit(1);
});

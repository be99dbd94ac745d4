/**
 * npm run bench:lighthouse [-- --runs 5] [-- --load N] [-- --only lighthouse|tap]
 *                          [-- --lang ar|en] [-- --url http://host:port] [-- --port 4321]
 *                          [-- --save-assets]
 *
 * What a phone makes of the public pages: the home page, the first main category's page and that
 * category's first product page, in `--runs` interleaved rounds (default 5; fewer are allowed but
 * warned about, their medians being unreliable). Each round runs
 * 1. Lighthouse 12 (mobile preset, simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU) on each
 *    page and, just before it, on its static copy (no script at all: the noise floor,
 *    bench/staticCopy.ts): score, LCP, TBT, CLS, bytes;
 * 2. time to first working tap (bench/tapTime.ts): on a phone with the same profile, first paint →
 *    the first tap the app answers, on home and the product page.
 * Lighthouse's simulated 4× CPU slows the host's own CPU down, so its absolute figures belong to
 * the machine that ran them; what compares across machines and runs is each page's gap to its
 * static copy in the same rounds (TBT gap, LCP/static, score gap), printed first, and the largest
 * TBT gap as the benchmark index.
 * `--lang en` measures the English pages (and their static copies) instead of the Arabic ones.
 * `--load N` spins N threads meanwhile (bench/cpuLoad.ts). `--save-assets` keeps every run's
 * report, trace and DevTools log in bench/results/lighthouse-<time>/ (git-ignored) instead of a
 * temporary folder. Prints the medians. Without --url it starts the product's own server
 * (bench/storefront.ts) on the storefront build in DIST_DIR or dist/. A benchmark, never a test:
 * the machine is shared and noisy, it prints and exits 0 whatever the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isLanguage } from '../src/shared/lib/language';
import type { Language } from '../src/shared/rules/constants';
import { startCpuLoad } from './cpuLoad';
import { lighthouseVersion, runLighthouse, type Figures } from './lighthouseRun';
import { serveStaticCopies } from './staticCopy';
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
  /** Keep each Lighthouse run's trace and DevTools log (and report) in bench/results/. */
  saveAssets: boolean;
}

/** Below this many rounds one slow moment of a shared machine can decide a median. */
const RELIABLE_RUNS = 5;
const RESULTS_DIR = path.join(__dirname, 'results');

const USAGE =
  'usage: npm run bench:lighthouse -- [--runs N] [--load N] [--only lighthouse|tap] [--lang ar|en] [--url URL] [--port N] [--save-assets]\n';

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: RELIABLE_RUNS, load: 0, lang: 'ar', saveAssets: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--runs')
      options.runs = Math.max(1, Number.parseInt(value(), 10) || RELIABLE_RUNS);
    else if (flag === '--save-assets') options.saveAssets = true;
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
const lighthouseRow = row([16, 8, 10, 9, 6, 6, 7, 7, 7, 4]);
const tapRow = row([10, 12, 20, 16, 6, 5]);

/** A list per key, filled as the rounds go. */
class Runs<T> extends Map<string, T[]> {
  add(key: string, value: T): void {
    this.set(key, [...(this.get(key) ?? []), value]);
  }
}

interface LighthouseTarget {
  label: string;
  /** The page this run measures, or whose static copy it is. */
  page: string;
  kind: 'page' | 'static';
  url: string;
  note: string;
}

type Medians = Figures & { count: number };

function mediansOf(list: Figures[]): Medians {
  const of = (key: keyof Figures) => median(list.map((figures) => figures[key]));
  return {
    count: list.length,
    score: of('score'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
  };
}

/**
 * A page against its own static copy from the same rounds: the app's cost with the machine's
 * taken out, which is what compares across machines (absolute figures scale with the host CPU).
 */
interface Gap {
  page: string;
  path: string;
  /** Page median TBT − static copy median TBT, in ms. */
  tbt: number;
  /** Page median LCP / static copy median LCP. */
  lcpRatio: number;
  /** Static copy median score − page median score, in points. */
  score: number;
}

const signed = (v: number, unit = '') =>
  Number.isFinite(v) ? `${v > 0 ? '+' : ''}${Math.round(v)}${unit}` : '-';
const shown = (v: number, format: (v: number) => string) => (Number.isFinite(v) ? format(v) : '-');

function lighthouseTable(targets: LighthouseTarget[], runs: Runs<Figures>) {
  const medians = (label: string) => mediansOf(runs.get(label) ?? []);
  const gaps: Gap[] = [];
  const lines = [
    `${lighthouseRow(['page', 'TBT gap', 'LCP/static', 'score gap', 'CLS', 'score', 'LCP', 'TBT', 'bytes', 'runs'])}  path`,
  ];
  const pages = targets.filter((t) => t.kind === 'page');
  const statics = targets.filter((t) => t.kind === 'static');
  for (const target of [...pages, ...statics]) {
    const m = medians(target.label);
    const copy = statics.find((t) => t.page === target.page && target.kind === 'page');
    const floor = copy ? medians(copy.label) : undefined;
    const gap: Gap | undefined =
      floor && m.count && floor.count
        ? {
            page: target.page,
            path: target.note,
            tbt: m.tbt - floor.tbt,
            lcpRatio: m.lcp / floor.lcp,
            score: floor.score - m.score,
          }
        : undefined;
    if (gap) gaps.push(gap);
    lines.push(
      `${lighthouseRow([
        target.label,
        gap ? signed(gap.tbt, ' ms') : '-',
        gap && Number.isFinite(gap.lcpRatio) ? `${gap.lcpRatio.toFixed(2)}×` : '-',
        gap ? signed(gap.score) : '-',
        m.count ? shown(m.cls, formats.cls) : '-',
        m.count ? shown(m.score, formats.score) : '-',
        m.count ? shown(m.lcp, formats.lcp) : '-',
        m.count ? shown(m.tbt, formats.tbt) : '-',
        m.count ? shown(m.bytes, formats.bytes) : '-',
        String(m.count),
      ])}  ${target.note}`,
    );
  }
  const worst = gaps
    .filter((gap) => Number.isFinite(gap.tbt))
    .reduce<Gap | undefined>((max, gap) => (!max || gap.tbt > max.tbt ? gap : max), undefined);
  const index = worst
    ? `Benchmark index: ${signed(worst.tbt, ' ms')} TBT gap, the largest, on ${worst.page} (${worst.path})`
    : "Benchmark index: - (no page has both its own and its static copy's figures)";
  return `${lines.join('\n')}\n${index}`;
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
  const outDir = options.saveAssets
    ? path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-lighthouse-'));
  fs.mkdirSync(outDir, { recursive: true });
  try {
    const pages = await pagesOf(baseUrl, options.lang);
    const copy = withLighthouse
      ? await serveStaticCopies(
          baseUrl,
          pages.map((p) => p.path),
        )
      : undefined;
    if (copy) cleanups.push(() => copy.stop());
    // Each page right after its own copy, so the two meet the same moment of the machine.
    const lighthouseTargets: LighthouseTarget[] = copy
      ? pages.flatMap((p) => [
          {
            label: `${p.label} static`,
            page: p.label,
            kind: 'static' as const,
            url: `${copy.url}${p.path}`,
            note: `${p.path} without its scripts`,
          },
          {
            label: p.label,
            page: p.label,
            kind: 'page' as const,
            url: `${baseUrl}${p.path}`,
            note: p.path,
          },
        ])
      : [];
    const taps = withTaps ? tapTargets(pages, options.lang) : [];
    const phone = taps.length ? await launchPhone() : undefined;
    if (phone) cleanups.push(() => phone.close());
    const load = startCpuLoad(options.load);
    cleanups.push(() => load.stop());
    const rounds = `${options.runs} round${options.runs === 1 ? '' : 's'}`;
    process.stdout.write(`${rounds}, interleaved, ${load.describe()}\n`);
    const fewRuns =
      options.runs < RELIABLE_RUNS
        ? `Warning: fewer than ${RELIABLE_RUNS} rounds make the medians unreliable (one slow ` +
          `moment of the machine can decide them); the default is ${RELIABLE_RUNS}.\n`
        : '';
    process.stdout.write(fewRuns);

    const lighthouseRuns = new Runs<Figures>();
    const tapRuns = new Runs<TapFigures>();
    for (let round = 1; round <= options.runs; round += 1) {
      const of = `${round}/${options.runs}`;
      for (const target of lighthouseTargets) {
        const file = path.join(outDir, `${target.label.replace(/\W+/g, '-')}-${round}.json`);
        try {
          const figures = await runLighthouse(target.url, file, {
            saveAssets: options.saveAssets,
          });
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
          "Gaps, each page against its own script-free copy's medians from the same rounds: TBT " +
          'gap = page TBT − static TBT; LCP/static = page LCP ÷ static LCP (aim: ≤ 1.20×); score ' +
          'gap = static score − page score. Absolute figures scale with the host CPU (Lighthouse ' +
          'simulates 4× slower than the machine it runs on), so compare the gaps and the index ' +
          'across machines and runs, not the absolute columns.\n' +
          fewRuns,
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
    process.stdout.write(
      options.saveAssets
        ? `Reports, traces and DevTools logs (<page>-<round>.json, .trace.json, .devtoolslog.json): ${outDir}\n`
        : `Reports: ${outDir} (add --save-assets to keep traces in ${RESULTS_DIR})\n`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:lighthouse: ${(error as Error).message}\n`);
  process.exit(1);
});

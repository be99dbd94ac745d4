// One Lighthouse run (the npm `lighthouse` package's CLI, Debian chromium) and the figures
// bench:lighthouse keeps of it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

export interface Figures {
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

function runCli(url: string, outputPath: string, saveAssets: boolean): Promise<LighthouseResult> {
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
        ...(saveAssets ? ['--save-assets'] : []),
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

/**
 * With `--save-assets` Lighthouse writes `<output path minus its extension>-<pass>.trace.json` and
 * `…-<pass>.devtoolslog.json`, one pair per pass; a navigation has a single pass (0), so the pair
 * is renamed to `<base>.trace.json` and `<base>.devtoolslog.json` beside the report.
 */
function renameAssets(outputPath: string): void {
  const base = outputPath.replace(/\.\w{2,4}$/, '');
  for (const suffix of ['.trace.json', '.devtoolslog.json']) {
    const written = `${base}-0${suffix}`;
    if (fs.existsSync(written)) fs.renameSync(written, `${base}${suffix}`);
  }
}

/**
 * Lighthouse's mobile preset with simulated throttling (its defaults); the JSON report is kept,
 * and with `saveAssets` the run's trace and DevTools log beside it, so a figure can be checked
 * against what Chromium recorded.
 */
export async function runLighthouse(
  url: string,
  outputPath: string,
  { saveAssets = false }: { saveAssets?: boolean } = {},
): Promise<Figures> {
  const result = await runCli(url, outputPath, saveAssets);
  if (saveAssets) renameAssets(outputPath);
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

export function lighthouseVersion(): string {
  try {
    const pkg = path.join(ROOT, 'node_modules', 'lighthouse', 'package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return '12';
  }
}

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { demoImageJobs, type ImageJob } from './demoImages';
import { IMAGE_WIDTHS, mediaFile } from './paths';

// Draws the demo pictures into DATA_DIR/images as WebP at 320/640/1280 px wide. Pictures whose three
// files exist are skipped, so only the first start pays; files are written under a temporary name
// and renamed, so an interrupted start never leaves half an image behind.

const QUALITY = 70;

export interface GenerateResult {
  written: number;
  skipped: number;
  ms: number;
}

const exists = (file: string): boolean => fs.existsSync(file);

/** Writes under `<target>.<pid>.tmp`, then renames: a reader never sees half a file. */
export async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, target);
}

/** Renders the SVG once at its largest width and derives the smaller ones from the pixels. */
async function renderJob(imagesDir: string, job: ImageJob): Promise<void> {
  fs.mkdirSync(path.join(imagesDir, job.folder), { recursive: true });
  const { data, info } = await sharp(Buffer.from(job.svg(job.maxWidth)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = new Map<number, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    const drawn = Math.min(width, job.maxWidth);
    let buffer = encoded.get(drawn);
    if (!buffer) {
      const pipeline = sharp(data, raw);
      if (drawn < info.width) pipeline.resize({ width: drawn });
      buffer = await pipeline.webp({ quality: QUALITY, effort: 2 }).toBuffer();
      encoded.set(drawn, buffer);
    }
    await writeAtomically(path.join(imagesDir, mediaFile(job.folder, job.name, width)), buffer);
  }
}

const complete = (imagesDir: string, job: ImageJob): boolean =>
  IMAGE_WIDTHS.every((width) =>
    exists(path.join(imagesDir, mediaFile(job.folder, job.name, width))),
  );

/**
 * Generates the missing pictures of `jobs` (default: all the demo catalogue names), at most
 * `concurrency` at a time.
 */
export async function generateImages(
  imagesDir: string,
  options: { jobs?: ImageJob[]; concurrency?: number } = {},
): Promise<GenerateResult> {
  const started = Date.now();
  const jobs = options.jobs ?? demoImageJobs();
  const pending = jobs.filter((job) => !complete(imagesDir, job));
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next] as ImageJob;
      next += 1;
      await renderJob(imagesDir, job);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, pending.length)) }, worker),
  );
  return {
    written: pending.length,
    skipped: jobs.length - pending.length,
    ms: Date.now() - started,
  };
}

/** Leftovers of an interrupted run (`<file>.<pid>.tmp`). */
export function removeTemporaryFiles(imagesDir: string): void {
  if (!fs.existsSync(imagesDir)) return;
  for (const folder of fs.readdirSync(imagesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(imagesDir, folder.name);
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.tmp')) fs.rmSync(path.join(dir, file), { force: true });
    }
  }
}

/**
 * Start-up hook (server/index.ts): draws the missing demo pictures in the background after the
 * server listens (~20 s on 2 cores the first time, nothing later) and reports in one line. Never
 * throws: a failure only costs pictures, not the shop.
 */
export async function generateDemoImagesInBackground(
  imagesDir: string,
  report: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  try {
    removeTemporaryFiles(imagesDir);
    const result = await generateImages(imagesDir);
    if (result.written > 0) {
      report(`Demo images ready: ${result.written} drawn in ${(result.ms / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report(`Demo images could not be drawn: ${reason.split('\n')[0]}`);
  }
}

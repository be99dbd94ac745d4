import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { demoImageJobs, type ImageJob } from './demoImages';
import { IMAGE_WIDTHS, mediaFile } from './paths';
import { folderStore, type MediaStore } from './store';

// Draws the demo pictures into MEDIA_DIR as WebP at 320/640/1280 px wide. Pictures whose three
// files exist are skipped, so only the first start pays; files are written under a temporary name
// and renamed (media/store.ts), so an interrupted start never leaves half an image behind.

const QUALITY = 70;

export interface GenerateResult {
  written: number;
  skipped: number;
  ms: number;
}

/** Renders the SVG once at its largest width and derives the smaller ones from the pixels. */
async function renderJob(media: MediaStore, job: ImageJob): Promise<void> {
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
    await media.put(mediaFile(job.folder, job.name, width), buffer);
  }
}

async function complete(media: MediaStore, job: ImageJob): Promise<boolean> {
  const present = await Promise.all(
    IMAGE_WIDTHS.map((width) => media.has(mediaFile(job.folder, job.name, width))),
  );
  return present.every(Boolean);
}

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
  const media = folderStore(imagesDir);
  const done = await Promise.all(jobs.map((job) => complete(media, job)));
  const pending = jobs.filter((_job, i) => !done[i]);
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next] as ImageJob;
      next += 1;
      await renderJob(media, job);
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

/**
 * How old a temporary file must be to count as a leftover: the folder may be shared, and another
 * process's write in progress must not lose its file.
 */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** Leftovers of an interrupted write (`<file>.<pid>.<uuid>.tmp`) older than LEFTOVER_AGE_MS. */
export function removeTemporaryFiles(imagesDir: string, now = Date.now()): void {
  if (!fs.existsSync(imagesDir)) return;
  for (const folder of fs.readdirSync(imagesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(imagesDir, folder.name);
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.tmp')) continue;
      const temporary = path.join(dir, file);
      const written = fs.statSync(temporary, { throwIfNoEntry: false })?.mtimeMs;
      if (written !== undefined && now - written >= LEFTOVER_AGE_MS) {
        fs.rmSync(temporary, { force: true });
      }
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

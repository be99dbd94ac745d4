import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoImageJobs, type ImageJob } from '../../server/media/demoImages';
import {
  generateDemoImagesInBackground,
  generateImages,
  LEFTOVER_AGE_MS,
  removeTemporaryFiles,
} from '../../server/media/generate';
import { IMAGE_WIDTHS } from '../../server/media/paths';

// The picture generator, once, on a small subset in a temporary folder (the full set takes ~20 s
// and runs after listen at start-up, never per test).

let dir: string;
let subset: ImageJob[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-images-'));
  const jobs = demoImageJobs();
  const first = (folder: string, name?: string) =>
    jobs.find((job) => job.folder === folder && (!name || job.name === name))!;
  subset = [
    first('products', 'vase-1'),
    first('banners'),
    first('header'),
    first('catalogs'),
    first('team'),
    first('factory'),
    first('details'),
  ];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const size = async (folder: string, name: string, width: number) =>
  sharp(path.join(dir, folder, `${name}-${width}.webp`)).metadata();

describe('demo picture generation', () => {
  it('names a bounded set: 40 product artworks, 34 factory images, one banner per category and language', () => {
    const jobs = demoImageJobs();
    const count = (folder: string) => jobs.filter((job) => job.folder === folder).length;
    expect(count('products')).toBe(40);
    expect(count('factory')).toBe(34);
    expect(count('banners')).toBe(20);
    expect(count('header')).toBe(4);
    expect(new Set(jobs.map((job) => `${job.folder}/${job.name}`)).size).toBe(jobs.length);
    expect(jobs.length).toBeLessThan(200);
  });

  it('draws every picture as WebP at 320, 640 and 1280 with the chosen aspect ratios', async () => {
    const result = await generateImages(dir, { jobs: subset });
    expect(result).toMatchObject({ written: subset.length, skipped: 0 });
    for (const job of subset) {
      for (const width of IMAGE_WIDTHS) {
        const meta = await size(job.folder, job.name, width);
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Math.min(width, job.maxWidth));
      }
    }
    const ratio = async (folder: string, name: string) => {
      const meta = await size(folder, name, 640);
      return meta.width! / meta.height!;
    };
    const byFolder = (folder: string) => subset.find((job) => job.folder === folder)!.name;
    expect(await ratio('products', 'vase-1')).toBeCloseTo(1, 2);
    expect(await ratio('banners', byFolder('banners'))).toBeCloseTo(16 / 5, 2);
    expect(await ratio('header', byFolder('header'))).toBeCloseTo(16 / 7, 2);
    expect(await ratio('catalogs', byFolder('catalogs'))).toBeCloseTo(4 / 5, 2);
    expect(await ratio('factory', byFolder('factory'))).toBeCloseTo(4 / 3, 2);
    expect((await size('products', 'vase-1', 1280)).width).toBe(1280);
    const small = fs.statSync(path.join(dir, 'products', 'vase-1-320.webp')).size;
    expect(small).toBeLessThan(40_000);
  });

  it('skips pictures that exist and cleans leftovers of an interrupted run', async () => {
    const file = path.join(dir, 'products', 'vase-1-640.webp');
    const before = fs.statSync(file).mtimeMs;
    expect(await generateImages(dir, { jobs: subset })).toMatchObject({
      written: 0,
      skipped: subset.length,
    });
    expect(fs.statSync(file).mtimeMs).toBe(before);

    fs.rmSync(path.join(dir, 'team', `${subset[4]!.name}-320.webp`));
    const leftover = path.join(dir, 'team', 'member-1-640.webp.123.tmp');
    fs.writeFileSync(leftover, 'partial');
    expect(await generateImages(dir, { jobs: subset })).toMatchObject({ written: 1 });
    expect(fs.existsSync(path.join(dir, 'team', `${subset[4]!.name}-320.webp`))).toBe(true);
    expect(fs.existsSync(leftover)).toBe(true);
    // Another process sharing the folder may be writing it: a fresh one stays, an old one goes.
    removeTemporaryFiles(dir);
    expect(fs.existsSync(leftover)).toBe(true);
    removeTemporaryFiles(dir, Date.now() + LEFTOVER_AGE_MS);
    expect(fs.existsSync(leftover)).toBe(false);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('start-up hook reports a failure in one line instead of throwing', async () => {
    const lines: string[] = [];
    // A path below a file: nothing can be created there.
    const blocked = path.join(dir, 'products', 'vase-1-640.webp', 'images');
    await generateDemoImagesInBackground(blocked, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(/^Demo images could not be drawn: /)]);
  });

  it('draws the same picture on every run (no randomness)', () => {
    const job = subset[5]!;
    expect(job.svg(320)).toBe(job.svg(320));
    expect(demoImageJobs()[0]!.svg(320)).toBe(demoImageJobs()[0]!.svg(320));
  });
});

// The pictures' store (server/media/store.ts): whole files only, keys inside the store only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../../server/media/store';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-media-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('puts, finds and removes a file by its key, leaving no temporary file behind', async () => {
  const store = folderStore(dir);
  expect(await store.has('banners/a-640.webp')).toBe(false);
  await store.put('banners/a-640.webp', Buffer.from('picture'));
  expect(await store.has('banners/a-640.webp')).toBe(true);
  expect(fs.readFileSync(path.join(dir, 'banners', 'a-640.webp'), 'utf8')).toBe('picture');
  expect(fs.readdirSync(path.join(dir, 'banners'))).toEqual(['a-640.webp']);
  await store.remove('banners/a-640.webp');
  expect(await store.has('banners/a-640.webp')).toBe(false);
  await store.remove('banners/a-640.webp');
});

it('two writers of one key leave one whole file', async () => {
  const store = folderStore(dir);
  const a = Buffer.alloc(256 * 1024, 'a');
  const b = Buffer.alloc(256 * 1024, 'b');
  await Promise.all([store.put('team/x.webp', a), store.put('team/x.webp', b)]);
  const kept = fs.readFileSync(path.join(dir, 'team', 'x.webp'));
  expect(kept.equals(a) || kept.equals(b)).toBe(true);
});

it('refuses a key that leaves the store', async () => {
  const store = folderStore(dir);
  await expect(store.put('../outside.webp', Buffer.from('x'))).rejects.toThrow(/outside the store/);
  expect(fs.existsSync(path.join(dir, '..', 'outside.webp'))).toBe(false);
});

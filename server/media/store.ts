import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the shop's pictures are kept, by key (`<folder>/<file>`, the path /media/ serves them
 * under). Every process of one shop must reach the same store: today one folder (MEDIA_DIR, a
 * shared mount when the processes run on several machines); an S3-compatible object store can
 * implement the same three calls, with the pictures then served from its own address.
 */
export interface MediaStore {
  /** Stores `data` under `key`; a reader sees the whole file or none of it. */
  put(key: string, data: Buffer): Promise<void>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** A store in a local folder, which the server also serves at /media/. */
export interface FolderStore extends MediaStore {
  readonly folder: string;
}

export function folderStore(folder: string): FolderStore {
  const root = path.resolve(folder);
  const fileOf = (key: string): string => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`))
      throw new Error(`media key outside the store: ${key}`);
    return file;
  };
  return {
    folder: root,
    async put(key, data) {
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written under a name of its own, then renamed: two processes may write the same key.
      const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
      try {
        await fs.promises.writeFile(temporary, data);
        await fs.promises.rename(temporary, target);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    has: (key) =>
      fs.promises.access(fileOf(key)).then(
        () => true,
        () => false,
      ),
    remove: (key) => fs.promises.rm(fileOf(key), { force: true }),
  };
}

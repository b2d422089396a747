import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import type { MediaStorage } from './media-storage.js';

export interface CopyResult {
  copied: number;
  /** Already stored at the same size (names hash the content, so that is the same file). */
  unchanged: number;
}

/**
 * Copies files from a local folder into `storage` under the same storage paths, a few at a time,
 * skipping those already there at the same size: what the seed does to fill a bucket from the
 * media it rendered on disk. Files are content-named, so a re-run uploads only what is new.
 */
export async function copyIntoStorage(
  storage: MediaStorage,
  localRoot: string,
  paths: Iterable<string>,
  concurrency = 8,
): Promise<CopyResult> {
  const queue = [...new Set(paths)];
  const result: CopyResult = { copied: 0, unchanged: 0 };
  const copyNext = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const file = join(localRoot, path);
      const [local, stored] = await Promise.all([stat(file), storage.stat(path)]);
      if (stored?.size === local.size) {
        result.unchanged += 1;
        continue;
      }
      await storage.put(path, await readFile(file));
      result.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, copyNext));
  return result;
}

import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

import { writeFileRange } from './file-range-writer.js';
import { MediaStorage, type StoredFileInfo, type StoredFileReader } from './media-storage.js';
import { type FoundFile, OpenFileCache, type OpenFileCacheOptions } from './open-file-cache.js';
import { toStoragePath } from './storage-path.js';

/**
 * Media files are written once under content-hashed names and replaced by rename, never edited
 * in place, so a look-up may be trusted for a second and an idle fd kept for a few.
 */
const CACHE_DEFAULTS: OpenFileCacheOptions = {
  lookupTtlMs: 1000,
  idleCloseMs: 5000,
  maxEntries: 1000,
};

/** Errors that mean "no such file for this path"; anything else (EMFILE, EIO) is a real failure. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EACCES', 'EISDIR', 'ENAMETOOLONG']);

const missingAsNull = (error: unknown): null => {
  if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
  throw error;
};

const isInside = (path: string, root: string): boolean => path.startsWith(root + sep);

/** Files under MEDIA_DIR. A path may never name anything outside it, not even via a symlink. */
export class LocalDiskStorage extends MediaStorage {
  private readonly root: string;
  private realRoot: string | null = null;
  private readonly files: OpenFileCache;

  constructor(root: string, cache: Partial<OpenFileCacheOptions> = {}) {
    super();
    this.root = resolve(root);
    this.files = new OpenFileCache({ ...CACHE_DEFAULTS, ...cache });
  }

  async stat(path: string): Promise<StoredFileInfo | null> {
    return (await this.files.get(path, () => this.lookUp(path)))?.info ?? null;
  }

  async open(path: string): Promise<StoredFileReader | null> {
    const entry = await this.files.get(path, () => this.lookUp(path));
    if (entry === null) return null;
    const fd = await this.files.acquire(path, entry);
    if (fd === null) return null;
    return {
      info: entry.info,
      writeRange: (range, destination) => writeFileRange(fd, range, destination),
      close: () => {
        this.files.release(entry);
      },
    };
  }

  private async lookUp(path: string): Promise<FoundFile | null> {
    const relative = toStoragePath(path);
    if (relative === null) return null;
    const candidate = resolve(this.root, relative);
    if (!isInside(candidate, this.root)) return null;
    // Symlinks are resolved and the result checked again, so a link cannot point outside.
    const file = await realpath(candidate).catch(missingAsNull);
    const realRoot = await this.realRootPath();
    if (file === null || realRoot === null || !isInside(file, realRoot)) return null;
    const info = await stat(file).catch(missingAsNull);
    return info?.isFile() ? { file, info: { size: info.size, mtime: info.mtime } } : null;
  }

  /** Resolved lazily: the media folder may be created (by the seed) after the app starts. */
  private async realRootPath(): Promise<string | null> {
    this.realRoot ??= await realpath(this.root).catch(missingAsNull);
    return this.realRoot;
  }
}

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

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
const isWithin = (path: string, root: string): boolean => path === root || isInside(path, root);

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

  /** Written beside its final name, then renamed over it: readers see the old file or the new. */
  async put(path: string, bytes: Uint8Array): Promise<void> {
    await this.replace(path, (temporary) => writeFile(temporary, bytes));
  }

  /** Copied (by the kernel, never through this process's memory) beside it, then renamed over it. */
  async putFile(path: string, localFile: string): Promise<void> {
    await this.replace(path, (temporary) => copyFile(localFile, temporary));
  }

  async readToFile(path: string, localFile: string): Promise<boolean> {
    const found = await this.lookUp(path);
    if (found === null) return false;
    await copyFile(found.file, localFile);
    return true;
  }

  async readStream(path: string): Promise<Readable | null> {
    const found = await this.lookUp(path);
    if (found === null) return null;
    const stream = createReadStream(found.file);
    // Opened before it is handed out, so a file gone meanwhile is "none", not a stream error.
    return new Promise((resolveStream, reject) => {
      stream.once('open', () => {
        resolveStream(stream);
      });
      stream.once('error', (error) => {
        if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) resolveStream(null);
        else reject(error);
      });
    });
  }

  /** Regular files only: a symlink inside the folder is neither followed nor listed. */
  async list(folder: string): Promise<string[]> {
    const directory = this.candidate(folder);
    if (directory === null) return [];
    const realDirectory = await realpath(directory).catch(missingAsNull);
    const realRoot = await this.realRootPath();
    if (realDirectory === null || realRoot === null || !isInside(realDirectory, realRoot)) {
      return [];
    }
    const entries = await readdir(realDirectory, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        missingAsNull(error);
        return [];
      },
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        relative(realRoot, resolve(entry.parentPath, entry.name)).split(sep).join('/'),
      );
  }

  async delete(path: string): Promise<void> {
    const file = this.candidate(path);
    if (file === null) return;
    if ((await this.folderInside(file)) !== true) return;
    await rm(file, { force: true });
  }

  /** None: local files are served by the app's own signed stream route. */
  directUrl(_path: string, _expiresInSeconds: number): Promise<string | null> {
    return Promise.resolve(null);
  }

  /**
   * Writes the new version with `write` under a temporary name beside `path`, then renames it over
   * the old one (atomic on one file system); the temporary file never outlives a failure.
   */
  private async replace(path: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.candidate(path);
    if (file === null) throw new Error(`Not a storage path: ${JSON.stringify(path)}`);
    await mkdir(dirname(file), { recursive: true });
    await this.assertFolderInside(file);
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Where `path` would be under the root, before symlinks; null for a non-key or an escape. */
  private candidate(path: string): string | null {
    const relative = toStoragePath(path);
    if (relative === null) return null;
    const candidate = resolve(this.root, relative);
    return isInside(candidate, this.root) ? candidate : null;
  }

  /** Whether the folder `file` goes in is really under the root (no symlinked folder leads out). */
  private async folderInside(file: string): Promise<boolean | null> {
    const folder = await realpath(dirname(file)).catch(missingAsNull);
    const realRoot = await this.realRootPath();
    if (folder === null || realRoot === null) return null;
    return isWithin(folder, realRoot);
  }

  private async assertFolderInside(file: string): Promise<void> {
    if ((await this.folderInside(file)) !== true) {
      throw new Error('A storage path may not lead outside the media folder');
    }
  }

  private async lookUp(path: string): Promise<FoundFile | null> {
    const candidate = this.candidate(path);
    if (candidate === null) return null;
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

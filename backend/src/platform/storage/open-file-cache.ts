import { close, fstat, open } from 'node:fs';
import { promisify } from 'node:util';

import type { StoredFileInfo } from './media-storage.js';

const openFd = promisify(open);
/** Why an fd could not be had for a looked-up file: it changed or went away meanwhile. */
const GONE = new Set(['ESTALE', 'ENOENT', 'ENOTDIR', 'ELOOP', 'EACCES', 'EISDIR']);
const fstatFd = promisify(fstat);
const closeFd = (fd: number): void => {
  close(fd, () => undefined);
};

/** A file as found on disk: its real path, size and modification time. */
export interface FoundFile {
  file: string;
  info: StoredFileInfo;
}

/** A cached look-up; `fd` is opened on first read and shared (reads are positional). */
export interface CachedFile extends FoundFile {
  checkedAt: number;
  fd: Promise<number> | null;
  readers: number;
  lastReadAt: number;
  /** Replaced by a newer look-up: close the fd once the last reader is done. */
  retired: boolean;
}

export interface OpenFileCacheOptions {
  /** How long a look-up is trusted before the disk is asked again. */
  lookupTtlMs: number;
  /** How long an fd nobody reads from stays open. */
  idleCloseMs: number;
  maxEntries: number;
}

const sameVersion = (a: FoundFile, b: FoundFile): boolean =>
  a.file === b.file &&
  a.info.size === b.info.size &&
  a.info.mtime.getTime() === b.info.mtime.getTime();

/**
 * nginx's open_file_cache for the local adapter: a busy track costs no realpath, stat, open or
 * close per request (open and close alone took ~15% of the event loop under bench-stream). A
 * replaced file is seen within `lookupTtlMs`; an fd is checked against the look-up when it is
 * opened, and a reader keeps the fd it started with, so the bytes sent always belong to the size
 * and validators announced.
 */
export class OpenFileCache {
  private readonly entries = new Map<string, CachedFile>();
  private readonly refreshing = new Map<string, Promise<CachedFile | null>>();

  constructor(private readonly options: OpenFileCacheOptions) {
    setInterval(() => {
      this.sweep();
    }, options.idleCloseMs).unref();
  }

  /** The cached look-up of `key` while fresh; else one `lookUp` shared by concurrent callers. */
  get(key: string, lookUp: () => Promise<FoundFile | null>): Promise<CachedFile | null> {
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.checkedAt < this.options.lookupTtlMs) {
      return Promise.resolve(cached);
    }
    let refreshing = this.refreshing.get(key);
    if (!refreshing) {
      refreshing = this.refresh(key, lookUp).finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, refreshing);
    }
    return refreshing;
  }

  private async refresh(
    key: string,
    lookUp: () => Promise<FoundFile | null>,
  ): Promise<CachedFile | null> {
    const found = await lookUp();
    const now = Date.now();
    const current = this.entries.get(key);
    if (current && found && sameVersion(current, found)) {
      current.checkedAt = now;
      return current;
    }
    if (current) this.retire(key, current);
    if (found === null) return null;
    const entry: CachedFile = {
      ...found,
      checkedAt: now,
      fd: null,
      readers: 0,
      lastReadAt: now,
      retired: false,
    };
    if (this.entries.size >= this.options.maxEntries) this.evictOne();
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry's fd, counted as in use until `release`; null when the file changed under us. */
  async acquire(key: string, entry: CachedFile): Promise<number | null> {
    entry.fd ??= openFd(entry.file, 'r').then(async (fd) => {
      const opened = await fstatFd(fd);
      if (sameVersion(entry, { file: entry.file, info: opened })) return fd;
      closeFd(fd);
      throw Object.assign(new Error('The file changed since it was looked up'), { code: 'ESTALE' });
    });
    entry.readers += 1;
    try {
      return await entry.fd;
    } catch (error) {
      entry.readers -= 1;
      entry.fd = null;
      this.retire(key, entry);
      if (GONE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  release(entry: CachedFile): void {
    entry.readers -= 1;
    entry.lastReadAt = Date.now();
    if (entry.retired && entry.readers === 0) this.closeIdle(entry);
  }

  private retire(key: string, entry: CachedFile): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
    entry.retired = true;
    if (entry.readers === 0) this.closeIdle(entry);
  }

  private closeIdle(entry: CachedFile): void {
    const fd = entry.fd;
    entry.fd = null;
    void fd?.then(closeFd, () => undefined);
  }

  /** Closes fds idle for `idleCloseMs` and forgets look-ups nobody asked for since. */
  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.readers > 0 || now - entry.lastReadAt < this.options.idleCloseMs) continue;
      if (entry.fd) this.closeIdle(entry);
      else if (now - entry.checkedAt > this.options.idleCloseMs) this.entries.delete(key);
    }
  }

  private evictOne(): void {
    for (const [key, entry] of this.entries) {
      if (entry.readers === 0) {
        this.retire(key, entry);
        return;
      }
    }
  }
}

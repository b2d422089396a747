import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { LocalDiskStorage } from './local-disk-storage.js';
import type { StoredFileReader } from './media-storage.js';

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

/** The bytes a reader writes for `start..end`, collected from a plain Writable. */
async function read(file: StoredFileReader | null, start: number, end: number): Promise<Buffer> {
  if (file === null) throw new Error('not found');
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk)); // a copy: the reader reuses its buffers
      done();
    },
  });
  await file.writeRange({ start, end }, sink);
  return Buffer.concat(chunks);
}

/** Opens, reads and closes. */
async function readRange(storage: LocalDiskStorage, path: string, start: number, end: number) {
  const file = await storage.open(path);
  try {
    return await read(file, start, end);
  } finally {
    file?.close();
  }
}

describe('LocalDiskStorage', () => {
  let base: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    // base/media is the root; base/secret.txt sits next to it, outside.
    base = await mkdtemp(join(tmpdir(), 'encore-storage-'));
    const root = join(base, 'media');
    await mkdir(join(root, 'audio', 'linked'), { recursive: true });
    await writeFile(join(root, 'audio', 'track.mp3'), BYTES);
    await writeFile(join(base, 'secret.txt'), 'outside the root');
    await symlink(join(base, 'secret.txt'), join(root, 'audio', 'escape.mp3'));
    await symlink(base, join(root, 'audio', 'up'));
    await symlink(join(root, 'audio', 'track.mp3'), join(root, 'audio', 'linked', 'inside.mp3'));
    storage = new LocalDiskStorage(root);
  });

  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('stats a file inside the root', async () => {
    const info = await storage.stat('audio/track.mp3');
    expect(info?.size).toBe(BYTES.length);
    expect(info?.mtime.getTime()).toBeGreaterThan(0);
  });

  it('writes exactly the requested inclusive range', async () => {
    expect(await readRange(storage, 'audio/track.mp3', 10, 19)).toEqual(BYTES.subarray(10, 20));
    expect(await readRange(storage, 'audio/track.mp3', 0, 999)).toEqual(BYTES);
  });

  it.each([
    ['a symlink to a file outside', 'audio/escape.mp3'],
    ['a path through a symlinked folder outside', 'audio/up/secret.txt'],
    ['a parent segment', 'audio/../../secret.txt'],
    ['an absolute path', '/etc/passwd'],
    ['a decoded %2e%2e', decodeURIComponent('%2e%2e/secret.txt')],
    ['a backslash', '..\\secret.txt'],
    ['a NUL byte', 'audio/track.mp3\u0000'],
    ['a folder', 'audio'],
    ['a missing file', 'audio/missing.mp3'],
    ['an undecoded %2e%2e (a literal, missing name)', '%2e%2e/secret.txt'],
  ])('finds nothing for %s', async (_label, path) => {
    expect(await storage.stat(path)).toBeNull();
    expect(await storage.open(path)).toBeNull();
  });

  it('follows a symlink that stays inside the root', async () => {
    expect((await storage.stat('audio/linked/inside.mp3'))?.size).toBe(BYTES.length);
  });

  it('names content types by extension', () => {
    expect(storage.contentType('audio/x.mp3')).toBe('audio/mpeg');
    expect(storage.contentType('audio/x.M4A')).toBe('audio/mp4');
    expect(storage.contentType('audio/x.opus')).toBe('audio/ogg');
    expect(storage.contentType('audio/x.flac')).toBe('audio/flac');
    expect(storage.contentType('images/x.jpg')).toBe('image/jpeg');
    expect(storage.contentType('audio/t/v/peaks.json')).toBe('application/json');
    expect(storage.contentType('notes.txt')).toBe('application/octet-stream');
  });

  it('puts a file whole under a new folder, replaces it, and deletes it', async () => {
    const fresh = new LocalDiskStorage(join(base, 'media'), { lookupTtlMs: 0 });
    await fresh.put('images/avatars/a.webp', Buffer.from('first'));
    expect(await readRange(fresh, 'images/avatars/a.webp', 0, 4)).toEqual(Buffer.from('first'));
    await fresh.put('images/avatars/a.webp', Buffer.from('second'));
    expect(await readRange(fresh, 'images/avatars/a.webp', 0, 5)).toEqual(Buffer.from('second'));
    // Written beside the final name and renamed: no temporary file is left behind.
    expect(readdirSync(join(base, 'media', 'images', 'avatars'))).toEqual(['a.webp']);
    await fresh.delete('images/avatars/a.webp');
    expect(await fresh.stat('images/avatars/a.webp')).toBeNull();
    await expect(fresh.delete('images/avatars/a.webp')).resolves.toBeUndefined();
  });

  it('refuses to write outside the root, and deletes nothing there', async () => {
    await expect(storage.put('../outside.mp3', Buffer.from('x'))).rejects.toThrow(
      /Not a storage path/,
    );
    await expect(storage.put('audio/up/planted.mp3', Buffer.from('x'))).rejects.toThrow(
      /outside the media folder/,
    );
    await storage.delete('audio/up/secret.txt');
    expect(readdirSync(base)).toContain('secret.txt');
  });

  it('has no direct addresses: the app serves local files itself', async () => {
    expect(await storage.directUrl('audio/track.mp3', 600)).toBeNull();
  });

  it('finds nothing while the media root does not exist yet', async () => {
    const missingRoot = new LocalDiskStorage(join(base, 'not-created'));
    expect(await missingRoot.stat('audio/track.mp3')).toBeNull();
  });
});

describe('LocalDiskStorage caching of look-ups and open files', () => {
  let root: string;
  const fdsOpenOn = (file: string): number =>
    readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false;
      }
    }).length;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'encore-storage-cache-'));
    await writeFile(join(root, 'song.mp3'), 'version one');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('serves a file replaced by rename, while a reader that started before keeps its version', async () => {
    const storage = new LocalDiskStorage(root, { lookupTtlMs: 0 });
    const before = await storage.open('song.mp3');
    await writeFile(join(root, 'next.mp3'), 'version two, longer');
    await rename(join(root, 'next.mp3'), join(root, 'song.mp3'));

    const after = await storage.open('song.mp3');
    expect(after?.info.size).toBe('version two, longer'.length);
    expect((await read(after, 0, 18)).toString()).toBe('version two, longer');
    expect((await read(before, 0, 10)).toString()).toBe('version one');
    before?.close();
    after?.close();
  });

  it('shares one fd between readers and closes it once idle', async () => {
    const storage = new LocalDiskStorage(root, { idleCloseMs: 50 });
    const file = await realpath(join(root, 'song.mp3'));
    const [first, second] = await Promise.all([storage.open('song.mp3'), storage.open('song.mp3')]);
    expect(fdsOpenOn(file)).toBe(1);
    first?.close();
    second?.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fdsOpenOn(file)).toBe(0);
  });
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LocalDiskStorage, type MediaStorage } from '../storage/index.js';
import { PublicImageFolder } from './public-image-folder.js';

class Photos extends PublicImageFolder {
  constructor(storage: MediaStorage) {
    super(storage, 'photos', 'webp');
  }
}

describe('PublicImageFolder', () => {
  let root: string;
  let photos: Photos;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'encore-images-'));
    photos = new Photos(new LocalDiskStorage(root));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const fileOf = (url: string) => join(root, url.replace('/media/', ''));

  test('stores each image under a fresh random name and answers its public address', async () => {
    const first = await photos.save(Buffer.from('first'));
    const second = await photos.save(Buffer.from('second'));
    expect(first).toMatch(/^\/media\/images\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    expect(await readFile(fileOf(first), 'utf8')).toBe('first');
  });

  test('removes only what it stored: seeded images, other folders and outside links stay', async () => {
    const own = await photos.save(Buffer.from('own'));
    await mkdir(join(root, 'images', 'photos'), { recursive: true });
    await writeFile(join(root, 'images', 'photos', 'seeded.webp'), 'seeded');
    await photos.remove('/media/images/photos/seeded.webp');
    await photos.remove(own.replace('/photos/', '/avatars/'));
    await photos.remove(`https://elsewhere.example${own}`);
    await photos.remove('/media/images/photos/../../secrets.json');
    await photos.remove(null);
    expect(existsSync(join(root, 'images', 'photos', 'seeded.webp'))).toBe(true);
    expect(existsSync(fileOf(own))).toBe(true);

    await photos.remove(own);
    expect(existsSync(fileOf(own))).toBe(false);
  });
});

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  albumCoverJpeg,
  renderAlbumCover,
  renderArtistImages,
  renderPlaceholders,
} from './index.js';

async function describeImage(path: string): Promise<{
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  hasAlpha: boolean | undefined;
}> {
  const { format, width, height, hasAlpha } = await sharp(path).metadata();
  return { format, width, height, hasAlpha };
}

/** Mean absolute difference of two images' pixels at 64×64 (0 = identical, 255 = opposite). */
async function pixelDifference(a: string, b: string): Promise<number> {
  const pixels = (path: string): Promise<Buffer> =>
    sharp(path).resize(64, 64).removeAlpha().raw().toBuffer();
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs((left[i] ?? 0) - (right[i] ?? 0));
  return sum / left.length;
}

describe('artwork', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'encore-artwork-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('renders square 640 px WebP album covers that differ by seed', async () => {
    const first = await renderAlbumCover(
      { key: 'afterglow-boulevard', seed: 1, genre: 'synthwave' },
      root,
    );
    const second = await renderAlbumCover(
      { key: 'night-drive-tapes', seed: 2, genre: 'synthwave' },
      root,
    );
    expect(first).toMatch(/^images\/albums\/afterglow-boulevard-[0-9a-f]{16}\.webp$/);
    expect(await describeImage(join(root, first))).toEqual({
      format: 'webp',
      width: 640,
      height: 640,
      hasAlpha: false,
    });
    expect(await pixelDifference(join(root, first), join(root, second))).toBeGreaterThan(10);
  });

  it('draws a cover as a square JPEG at least as large as the studio asks', async () => {
    const jpeg = await albumCoverJpeg({ key: 'studio', seed: 7, genre: 'synthwave' }, 1400);
    const { format, width, height } = await sharp(jpeg).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThan(1500);
  });

  it('renders an artist photo, banner and transparent logo', async () => {
    const images = await renderArtistImages(
      { key: 'neon-harbor', seed: 7, genre: 'synthwave', withLogo: true, name: 'Neon Harbor' },
      root,
    );
    expect(await describeImage(join(root, images.imagePath))).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
      hasAlpha: false,
    });
    expect(await describeImage(join(root, images.bannerPath))).toEqual({
      format: 'webp',
      width: 1600,
      height: 400,
      hasAlpha: false,
    });
    expect(images.logoPath).not.toBeNull();
    const logo = join(root, images.logoPath ?? '');
    expect(await describeImage(logo)).toEqual({
      format: 'webp',
      width: 1200,
      height: 300,
      hasAlpha: true,
    });
    // A logo is mostly transparent around its strokes, and not empty.
    const stats = await sharp(logo).stats();
    const alpha = stats.channels[3];
    expect(alpha?.mean).toBeGreaterThan(5);
    expect(alpha?.mean).toBeLessThan(200);
  });

  it('gives different artists different pictures, and skips the logo unless asked', async () => {
    const a = await renderArtistImages(
      { key: 'moss-tapes', seed: 11, genre: 'lo-fi hip hop', withLogo: false },
      root,
    );
    const b = await renderArtistImages(
      { key: 'quiet-static', seed: 12, genre: 'ambient', withLogo: false },
      root,
    );
    expect(a.logoPath).toBeNull();
    expect(await pixelDifference(join(root, a.imagePath), join(root, b.imagePath))).toBeGreaterThan(
      5,
    );
    expect(
      await pixelDifference(join(root, a.bannerPath), join(root, b.bannerPath)),
    ).toBeGreaterThan(5);
  });

  it('keeps existing files on a second call', async () => {
    const spec = { key: 'stable-cover', seed: 3, genre: 'jazz' };
    const path = join(root, await renderAlbumCover(spec, root));
    const before = (await stat(path)).mtimeMs;
    expect(await renderAlbumCover(spec, root)).toBe(await renderAlbumCover(spec, root));
    expect((await stat(path)).mtimeMs).toBe(before);
  });

  it('renders the two placeholders', async () => {
    const placeholders = await renderPlaceholders(root);
    expect(await describeImage(join(root, placeholders.artist))).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    expect(await describeImage(join(root, placeholders.album))).toMatchObject({
      format: 'webp',
      width: 640,
      height: 640,
    });
  });
});

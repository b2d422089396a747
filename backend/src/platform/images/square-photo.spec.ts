import sharp from 'sharp';

import { AppError } from '../http/index.js';
import { PHOTO_SIDE, toPhotoWebp } from './square-photo.js';

const refusals = {
  notAnImage: () => new AppError('TEST.NOT_AN_IMAGE', 'unsupported_media_type', 'not an image'),
  unreadable: () => new AppError('TEST.UNREADABLE', 'bad_request', 'unreadable'),
};

const camera = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e4ff1a' } })
    .withMetadata({
      ...(orientation === undefined ? {} : { orientation }),
      exif: { IFD0: { Copyright: 'secret-camera-owner' } },
    })
    .jpeg()
    .toBuffer();

describe('toPhotoWebp', () => {
  test('any photo becomes a square WebP of PHOTO_SIDE with nothing the camera wrote', async () => {
    const source = await camera(900, 600);
    expect(source.toString('latin1')).toContain('secret-camera-owner');
    const webp = await toPhotoWebp(source, refusals);
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: PHOTO_SIDE, height: PHOTO_SIDE });
    expect(metadata.exif).toBeUndefined();
    expect(webp.toString('latin1')).not.toContain('secret-camera-owner');
  });

  test('a small photo is enlarged to the same square, so every photo is stored alike', async () => {
    const webp = await toPhotoWebp(await camera(40, 90, 6), refusals);
    expect(await sharp(webp).metadata()).toMatchObject({ width: PHOTO_SIDE, height: PHOTO_SIDE });
  });

  test("what is not JPEG, PNG or WebP is refused in the caller's words, before decoding", async () => {
    await expect(toPhotoWebp(Buffer.from('<svg/>'), refusals)).rejects.toMatchObject({
      code: 'TEST.NOT_AN_IMAGE',
    });
  });

  test('a file that only starts like an image is refused as unreadable, never thrown raw', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(toPhotoWebp(fake, refusals)).rejects.toMatchObject({ code: 'TEST.UNREADABLE' });
  });
});

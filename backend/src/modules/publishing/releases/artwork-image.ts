import sharp from 'sharp';

import { ARTWORK_MAX_SIDE, artworkTooSmall } from '@encore/shared-rules';

import { imageTypeOf } from '../../../platform/images/index.js';
import { StudioErrors } from './studio.errors.js';

/** Refuse decompression bombs: ~100 megapixels is beyond any real cover. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * A release's cover, re-encoded: EXIF orientation applied, centre-cropped to a square of its
 * shorter side (at most 3000 px), as a JPEG — the format every player and every tag (ID3, FLAC)
 * can carry, since downloads embed it — with no metadata kept. Refused when it is not an image we
 * read, or smaller than 1400 × 1400.
 */
export async function toArtworkJpeg(bytes: Buffer): Promise<Buffer> {
  // JPEG, PNG or WebP by their magic bytes; the file name and Content-Type are never read.
  if (imageTypeOf(bytes) === null) throw StudioErrors.ARTWORK_TYPE();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const metadata = await image.metadata().catch(() => {
    throw StudioErrors.ARTWORK_UNREADABLE();
  });
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const tooSmall = artworkTooSmall(width, height);
  if (tooSmall !== null) throw StudioErrors.ARTWORK_TOO_SMALL(tooSmall);
  const size = Math.min(width, height, ARTWORK_MAX_SIDE);
  return image
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw StudioErrors.ARTWORK_UNREADABLE();
    });
}

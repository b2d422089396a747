import sharp from 'sharp';

import { ARTWORK_MIN_SIDE, StudioErrors } from './studio.errors.js';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** JPEG, PNG or WebP by their magic bytes; the file name and Content-Type are never read. */
function isArtworkImage(bytes: Buffer): boolean {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  return (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  );
}

/** Stored artwork is at most this wide and high (more than any shop or player asks for). */
export const ARTWORK_MAX_SIDE = 3000;
/** Refuse decompression bombs: ~100 megapixels is beyond any real cover. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * A release's cover, re-encoded: EXIF orientation applied, centre-cropped to a square of its
 * shorter side (at most 3000 px), as a JPEG — the format every player and every tag (ID3, FLAC)
 * can carry, since downloads embed it — with no metadata kept. Refused when it is not an image we
 * read, or smaller than 1400 × 1400.
 */
export async function toArtworkJpeg(bytes: Buffer): Promise<Buffer> {
  if (!isArtworkImage(bytes)) throw StudioErrors.ARTWORK_TYPE();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const metadata = await image.metadata().catch(() => {
    throw StudioErrors.ARTWORK_UNREADABLE();
  });
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const side = Math.min(width, height);
  if (side < ARTWORK_MIN_SIDE) {
    throw StudioErrors.ARTWORK_TOO_SMALL(
      `This image is ${width} × ${height} pixels; artwork must be at least ${ARTWORK_MIN_SIDE} × ${ARTWORK_MIN_SIDE}.`,
    );
  }
  const size = Math.min(side, ARTWORK_MAX_SIDE);
  return image
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw StudioErrors.ARTWORK_UNREADABLE();
    });
}

import sharp from 'sharp';

import type { AppError } from '../http/index.js';
import { imageTypeOf } from './image-type.js';

/** A photo of a person or an act (an avatar, an artist's photo) is stored this wide and high. */
export const PHOTO_SIDE = 512;
/** Photo uploads larger than this are refused before they are read to the end. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Refuse decompression bombs: ~40 megapixels is far beyond any real photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** How the caller words the two ways a photo can be refused (its module's stable codes). */
export interface PhotoRefusals {
  /** Not JPEG, PNG or WebP by its bytes. */
  notAnImage: () => AppError;
  /** Looks like one, but does not decode. */
  unreadable: () => AppError;
}

/**
 * Re-encodes a photo to a 512×512 WebP: EXIF orientation applied, cropped to the square around
 * what draws the eye, and no metadata kept (sharp drops EXIF, GPS and ICC unless asked to keep
 * them), so nothing the camera wrote — where, when, whose — is ever served.
 */
export async function toPhotoWebp(bytes: Buffer, refusals: PhotoRefusals): Promise<Buffer> {
  if (imageTypeOf(bytes) === null) throw refusals.notAnImage();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw refusals.unreadable();
    });
}

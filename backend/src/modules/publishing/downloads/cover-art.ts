import sharp from 'sharp';

import { toStoragePath } from '../../../platform/storage/index.js';
import type { EmbeddedPicture } from './track-tags.js';

/** Public images are served under this prefix from storage keys `images/…` (modules/media). */
const IMAGES_URL = '/media/images/';
/**
 * The cover in each file: 1200 px at most (more than any player shows), so twelve tracks carry
 * a few megabytes of pictures rather than a 3000-px original each; the zip has that as cover.jpg.
 */
export const EMBEDDED_COVER_SIDE = 1200;

/** The storage key of an album's artwork, when Encore stores it; null for any other URL. */
export function artworkStoragePath(artworkUrl: string | null): string | null {
  if (artworkUrl === null || !artworkUrl.startsWith(IMAGES_URL)) return null;
  return toStoragePath(`images/${artworkUrl.slice(IMAGES_URL.length)}`);
}

/** The cover as embedded in tags: a JPEG of at most 1200 × 1200, with its size. */
export async function embeddedCover(image: Buffer): Promise<EmbeddedPicture> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .resize(EMBEDDED_COVER_SIDE, EMBEDDED_COVER_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

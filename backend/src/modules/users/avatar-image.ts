import sharp from 'sharp';

export type AvatarSourceType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type from its magic bytes; the file name and the client's Content-Type are ignored. */
export function detectAvatarType(bytes: Buffer): AvatarSourceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const riff = startsWith(bytes, [0x52, 0x49, 0x46, 0x46]); // "RIFF"
  if (riff && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // "WEBP"
  return null;
}

export const AVATAR_SIZE = 512;
/** Refuse decompression bombs: ~40 megapixels is far beyond any real profile photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes to a 512×512 WebP: EXIF orientation applied, centre-cropped, and no metadata kept
 * (sharp drops EXIF, GPS and ICC unless asked to keep them). Throws on an undecodable image.
 */
export function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

/** The image formats Encore takes from people (photos, covers); never SVG or anything scripted. */
export type ImageType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type from its magic bytes; the file name and the client's Content-Type are ignored. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const riff = startsWith(bytes, [0x52, 0x49, 0x46, 0x46]); // "RIFF"
  if (riff && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // "WEBP"
  return null;
}

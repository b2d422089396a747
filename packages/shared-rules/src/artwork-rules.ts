// A release's cover, as the studio's browser crop and the server's re-encoding both size it.

/** The smallest side artwork may have (stores' and players' common floor). */
export const ARTWORK_MIN_SIDE = 1400;
/** Stored artwork is at most this wide and high (more than any shop or player asks for). */
export const ARTWORK_MAX_SIDE = 3000;
/** Artwork files larger than this are refused before they are read to the end. */
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;

/** Why an image of `width` × `height` cannot be a cover, or null when it is large enough. */
export function artworkTooSmall(width: number, height: number): string | null {
  if (Math.min(width, height) >= ARTWORK_MIN_SIDE) return null;
  return `This image is ${width} × ${height} pixels; artwork must be at least ${ARTWORK_MIN_SIDE} × ${ARTWORK_MIN_SIDE}.`;
}

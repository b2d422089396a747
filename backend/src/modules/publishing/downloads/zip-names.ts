import type { DownloadFormat } from './download-rights.js';

/** Longest name part we write: well inside every file system's 255 bytes, with room for a number. */
const NAME_MAX_LENGTH = 100;

/** What the user sees each format called (the album page says the same). */
export const FORMAT_LABELS: Record<DownloadFormat, string> = { flac: 'FLAC', mp3: 'MP3 320' };

/**
 * A title as a file or folder name on any system: no path separators, no characters Windows
 * refuses, no control characters, no trailing dot or space, at most 100 characters (whole
 * characters, never half a surrogate pair); `fallback` when nothing is left.
 */
export function safeName(text: string, fallback = 'Untitled'): string {
  const cleaned = text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = Array.from(cleaned).slice(0, NAME_MAX_LENGTH).join('');
  const name = capped.replace(/[. ]+$/, '');
  return name === '' ? fallback : name;
}

/** `Artist - Album`: the folder inside the zip and the zip's own name. */
export const albumFolder = (artist: string, album: string): string =>
  `${safeName(artist, 'Unknown artist')} - ${safeName(album)}`;

/** `03 Title.flac`: numbered to the album's width (at least two digits), so names sort in order. */
export function trackFileName(
  position: number,
  total: number,
  title: string,
  format: DownloadFormat,
): string {
  const width = Math.max(2, String(total).length);
  return `${String(position).padStart(width, '0')} ${safeName(title)}.${format}`;
}

/** `Artist - Album (FLAC).zip`. */
export const zipFileName = (artist: string, album: string, format: DownloadFormat): string =>
  `${albumFolder(artist, album)} (${FORMAT_LABELS[format]}).zip`;

/**
 * `attachment` with the name twice: ASCII for old clients (anything else as `_`), and the exact
 * name in UTF-8 (RFC 6266 / 5987) for every current browser.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

import { UUID_PATTERN } from '../../../platform/http/index.js';

/** What an upload keeps of the client's Upload-Metadata: the only fields it is allowed to carry. */
export interface MasterUploadMetadata {
  trackId: string;
  filename: string;
}

/** Longest file name kept (it is shown back to the artist; the rest is noise). */
export const FILENAME_MAX_LENGTH = 255;
const UNNAMED = 'master';

// Control characters (NUL included: PostgreSQL text refuses it) and bidirectional overrides,
// which could make a shown name lie about its extension.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The file's name as the artist will see it again: printable, trimmed, bounded, never empty. */
export function cleanFilename(raw: string | null | undefined): string {
  const printable = (raw ?? '').replace(UNPRINTABLE, '').trim();
  // Cut on code points, so a cut never leaves half a surrogate pair.
  const bounded = Array.from(printable).slice(0, FILENAME_MAX_LENGTH).join('').trim();
  return bounded === '' ? UNNAMED : bounded;
}

/**
 * The whitelisted metadata of a new upload, or null when it names no track. Everything else a
 * client sends is dropped (Uppy sends every field of its file object by default), and
 * Upload-Metadata is echoed on every HEAD, so nothing of ours is added to it either.
 */
export function readUploadMetadata(
  raw: Readonly<Record<string, string | null>> | undefined,
): MasterUploadMetadata | null {
  const trackId = raw?.trackId?.trim();
  if (trackId === undefined || !UUID_PATTERN.test(trackId)) return null;
  return {
    trackId: trackId.toLowerCase(),
    filename: cleanFilename(raw?.filename ?? raw?.name),
  };
}

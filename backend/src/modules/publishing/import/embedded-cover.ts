import { ARTWORK_MAX_BYTES } from '@encore/shared-rules';
import { selectCover } from 'music-metadata';

import { parseTagsWithin } from '../pipeline/read-tags.js';

/**
 * The front cover embedded in an audio file's tags (music-metadata's choice among its
 * pictures), or null: none, larger than artwork may be, or tags that cannot be read in time.
 */
export async function embeddedCover(file: string, timeoutMs: number): Promise<Buffer | null> {
  const parsed = await parseTagsWithin(file, { covers: true }, timeoutMs);
  const cover = parsed === null ? null : selectCover(parsed.common.picture);
  if (cover === null || cover.data.byteLength > ARTWORK_MAX_BYTES) return null;
  return Buffer.from(cover.data);
}

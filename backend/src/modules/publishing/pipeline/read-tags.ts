import { type IAudioMetadata, parseFile } from 'music-metadata';

import type { RawTags } from '../domain/file-tags.js';

/**
 * The master's tags through music-metadata (docs/adr/0042): covers are skipped (a cover is
 * known from ffprobe's attached picture, and skipping keeps a giant one out of memory), and a
 * file whose tags cannot be read simply offers none — tags are only defaults for the studio.
 * The raw strings go straight to `cleanTags` and nowhere else.
 */
export async function readTags(
  file: string,
  hasCover: boolean,
  timeoutMs: number,
): Promise<RawTags> {
  const parsed = await parseTagsWithin(file, { covers: false }, timeoutMs);
  if (parsed === null) return { hasArtwork: hasCover };
  const common = parsed.common;
  return {
    title: common.title,
    trackNumber: common.track.no,
    discNumber: common.disk.no,
    isrc: common.isrc,
    year: common.year,
    artists: common.artists,
    artist: common.artist,
    album: common.album,
    albumArtist: common.albumartist,
    genre: common.genre,
    lyrics: common.lyrics?.map((lyrics) => lyrics.text ?? lyricsFromSync(lyrics.syncText)),
    hasArtwork: hasCover,
  };
}

/**
 * A file's tags (with its pictures when `covers`), or null when they cannot be read within
 * `timeoutMs` or at all: a damaged or hostile file never holds a job, and never throws.
 */
export async function parseTagsWithin(
  file: string,
  { covers }: { covers: boolean },
  timeoutMs: number,
): Promise<IAudioMetadata | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      parseFile(file, { duration: false, skipCovers: !covers, skipPostHeaders: true }),
      timeout,
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Synchronised lyrics as their plain lines (the studio takes LRC separately). */
function lyricsFromSync(lines: readonly { text: string }[]): string {
  return lines.map((line) => line.text).join('\n');
}

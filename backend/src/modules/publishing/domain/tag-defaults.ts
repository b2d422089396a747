import { syncedLyricsProblem } from '@encore/shared-rules';

import type { FileTags } from './track-master.js';
import { titleFromFileName } from './track-title.js';

/** A track's fields the file's tags may fill, as they stand when its master is processed. */
export interface FillableTrack {
  title: string;
  /** The uploaded file's name: a title still equal to the one made from it was never chosen. */
  originalName: string;
  isrc: string | null;
  lyricsPlain: string | null;
  lyricsSynced: string | null;
}

/** What the tags fill in: only fields nobody has set (undefined: left as it is). */
export interface TagDefaults {
  title?: string;
  isrc?: string;
  lyricsPlain?: string;
  lyricsSynced?: string;
}

/**
 * The studio's fields pre-filled from the file's tags when its master is processed (issue 25):
 * the title while it is still the one made from the file's name, the ISRC and the lyrics while
 * empty — never over what the artist typed, so re-processing changes nothing they chose. Lyrics
 * that are valid LRC fill the synced lyrics, any other the plain; longer than the studio takes
 * (`lyricsMaxLength`) they are left for the artist to paste. Tags arrive cleaned and capped.
 */
export function tagDefaults(
  track: FillableTrack,
  tags: FileTags,
  lyricsMaxLength: number,
): TagDefaults {
  const defaults: TagDefaults = {};
  if (tags.title !== undefined && track.title === titleFromFileName(track.originalName)) {
    if (tags.title !== track.title) defaults.title = tags.title;
  }
  if (tags.isrc !== undefined && track.isrc === null) defaults.isrc = tags.isrc;
  const lyrics = tags.lyrics?.trim();
  const noLyrics = track.lyricsPlain === null && track.lyricsSynced === null;
  if (lyrics !== undefined && lyrics !== '' && noLyrics && lyrics.length <= lyricsMaxLength) {
    if (syncedLyricsProblem(lyrics) === null) defaults.lyricsSynced = lyrics;
    else defaults.lyricsPlain = lyrics;
  }
  return defaults;
}

import type { Album } from './album.js';
import type { Artist } from './artist.js';
import type { AacGapless } from './playback.js';

export class Track {
  id!: string;
  title!: string;
  trackNumber!: number;
  /** Seconds, as decoded from the audio file (two decimals). */
  durationS!: number;
  /** Storage path of the full-length audio, relative to the media root (never a public URL). */
  filePath!: string;
  /** Storage path of the 30 s preview clip; null when the track has no preview. */
  previewPath!: string | null;
  /** Storage path of the fragmented-MP4 AAC rendition the gapless player appends (ADR 0048). */
  aacPath!: string | null;
  /** That rendition's encoder priming and padding, to trim; null without one. */
  aacGapless!: AacGapless | null;
  /** Gain to −14 LUFS that never lifts the true peak past −1 dBTP; null when never measured. */
  trackGainDb!: number | null;
  /** Storage path of the waveform peaks (JSON); null when none were made. */
  peaksPath!: string | null;
  explicit!: boolean;
  /** Visible to the public (false: its release is not public, or its master is not ready). */
  listed!: boolean;
  /** LRC text: lines of `[mm:ss.xx] text`. */
  lyricsSynced!: string | null;
  lyricsPlain!: string | null;
  album!: Album;
  artist!: Artist;
  createdAt!: Date;
}

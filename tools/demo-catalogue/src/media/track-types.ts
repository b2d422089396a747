// Public shapes of the audio API (re-exported from index.ts).
import type { GaplessAac, Loudness } from '@encore/backend/tools';

export interface TrackAudioSpec {
  /** Stable identity of the track (e.g. its slug); part of the file name. */
  key: string;
  /** Drives every musical decision; same seed + genre + duration → same audio. */
  seed: number;
  /** Free text; known styles (synthwave, jazz, techno, …) by keyword, anything else by hash. */
  genre: string;
  /** Length of the rendered track in seconds (the demo uses 60–240). */
  durationS: number;
  withPreview: boolean;
}

export interface RenderedTrackAudio {
  key: string;
  /** Relative to the media root, posix separators, e.g. `audio/<name>.mp3`. */
  filePath: string;
  /** `previews/<name>.mp3`, or null when no preview was requested. */
  previewPath: string | null;
  /** True decoded length (PCM samples / sample rate), rounded to 0.01 s. */
  durationS: number;
  /** Length of the preview clip in seconds (30 unless the track is shorter), or null. */
  previewDurationS: number | null;
  /** The gapless player's AAC rendition (`audio/<name>.m4a`) and what it trims (ADR 0048). */
  aac: GaplessAac;
  /** EBU R128 of the track and its gain to −14 LUFS (the pipeline's rule). */
  loudness: Loudness;
  /** `audio/<name>.peaks.json`: the waveform, as the pipeline writes it. */
  peaksPath: string;
}

/**
 * What the player needs of a track beyond its MP3 (issue 26, docs/adr/0048): the AAC
 * rendition's gapless facts, the loudness gains, and where the waveform peaks are fetched.
 * The catalogue only carries them; the pipeline (and the demo seed) measure them.
 */

/** The AAC rendition's encoder delay and padding: what a gapless player trims (ADR 0042). */
export interface AacGapless {
  /** Encoder priming at the start, in samples (1024 for ffmpeg's AAC). */
  primingSamples: number;
  /** Samples of padding after the last real one. */
  paddingSamples: number;
  /** The real audio's length in samples at `sampleRate`. */
  samples: number;
  sampleRate: number;
}

/** A processed track's playback facts, as the pipeline hands them to the catalogue. */
export interface TrackPlayback {
  aacPath: string;
  aacGapless: AacGapless;
  /** publishing/domain/loudness.ts: to −14 LUFS, never past −1 dBTP true peak. */
  trackGainDb: number;
  peaksPath: string;
}

/**
 * The public peaks route, served by the media module: peaks are a thousand numbers from 0 to 1
 * that reveal nothing a listener could not hear, so they go without a signature, cached for a
 * year (their paths are versioned or content-addressed, so a path's bytes never change).
 */
export const PEAKS_ROUTE = '/api/media/peaks/';

/**
 * The only files that route serves: the pipeline's `audio/<track>/<version>/peaks.json` and the
 * demo catalogue's `audio/<name>.peaks.json` — never audio, a master or anything else.
 */
const PEAKS_PATH =
  /^audio\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-z]{1,64}\/peaks|[0-9a-z][0-9a-z-]{0,120}\.peaks)\.json$/;

export const isPeaksPath = (path: string): boolean => PEAKS_PATH.test(path);

/** Where a browser fetches a track's peaks; null without them (or for a path the route refuses). */
export const peaksUrl = (path: string | null): string | null =>
  path !== null && isPeaksPath(path) ? `${PEAKS_ROUTE}${path}` : null;

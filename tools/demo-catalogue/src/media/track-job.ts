// One track from spec to files: synthesise, then encode and write (rendered-track.ts). Runs
// inside a worker thread (or on the main thread as a fallback), so it takes and returns plain
// data only.
import { type AacEncoder, isAacEncoder } from './aac.js';
import { renderTrackPcm } from './render-track.js';
import { writeRenderedTrack } from './rendered-track.js';
import { trackPaths } from './track-files.js';
import type { RenderedTrackAudio, TrackAudioSpec } from './track-types.js';

export interface TrackJob {
  spec: TrackAudioSpec;
  mediaRoot: string;
  /** The ffmpeg that encodes the AAC rendition and measures loudness (ADR 0048). */
  ffmpeg: AacEncoder;
}

export function isTrackJob(value: unknown): value is TrackJob {
  if (typeof value !== 'object' || value === null) return false;
  const { spec, mediaRoot, ffmpeg } = value as Partial<Record<keyof TrackJob, unknown>>;
  if (typeof mediaRoot !== 'string' || !isAacEncoder(ffmpeg)) return false;
  if (typeof spec !== 'object' || spec === null) return false;
  const fields = spec as Partial<Record<keyof TrackAudioSpec, unknown>>;
  return (
    typeof fields.key === 'string' &&
    typeof fields.seed === 'number' &&
    typeof fields.genre === 'string' &&
    typeof fields.durationS === 'number' &&
    typeof fields.withPreview === 'boolean'
  );
}

export async function runTrackJob({
  spec,
  mediaRoot,
  ffmpeg,
}: TrackJob): Promise<RenderedTrackAudio> {
  const { pcm, highlightSample } = renderTrackPcm(spec);
  return writeRenderedTrack(
    {
      key: spec.key,
      pcm,
      paths: trackPaths(spec),
      previewAt: spec.withPreview ? highlightSample : null,
    },
    mediaRoot,
    ffmpeg,
  );
}

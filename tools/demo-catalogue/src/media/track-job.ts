// One track from spec to files: synthesise, encode (MP3 with LAME here, AAC with ffmpeg beside
// it), write atomically, sidecar last. Runs inside a worker thread (or on the main thread as a
// fallback), so it takes and returns plain data only.
import { AAC_FORMAT, type AacEncoder, isAacEncoder } from './aac.js';
import { SAMPLE_RATE } from './dsp.js';
import { writeFileAtomic } from './atomic-write.js';
import { encodeMp3Frames } from './mp3.js';
import { previewFromMp3 } from './preview.js';
import { renderTrackPcm } from './render-track.js';
import { renderPlayback } from './playback.js';
import { withXingHeader } from './xing-header.js';
import { absolute, trackPaths, type TrackSidecar } from './track-files.js';
import type { RenderedTrackAudio, TrackAudioSpec } from './track-types.js';

export interface TrackJob {
  spec: TrackAudioSpec;
  mediaRoot: string;
  /** The ffmpeg that encodes the AAC rendition and measures loudness (ADR 0048). */
  ffmpeg: AacEncoder;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

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
  const paths = trackPaths(spec);
  const { pcm, highlightSample } = renderTrackPcm(spec);
  const [frames, playback] = await Promise.all([
    encodeMp3Frames(pcm),
    renderPlayback(pcm, paths, ffmpeg, (relative) => absolute(mediaRoot, relative)),
  ]);
  await writeFileAtomic(absolute(mediaRoot, paths.file), withXingHeader(frames));
  const preview = spec.withPreview ? previewFromMp3(frames, highlightSample, pcm.length) : null;
  if (preview)
    await writeFileAtomic(absolute(mediaRoot, paths.preview), withXingHeader(preview.data));
  const sidecar: TrackSidecar = {
    key: spec.key,
    durationS: round2(pcm.length / SAMPLE_RATE),
    previewDurationS: preview ? round2(preview.durationS) : null,
    aacFormat: AAC_FORMAT,
    ...playback,
  };
  await writeFileAtomic(absolute(mediaRoot, paths.sidecar), JSON.stringify(sidecar));
  return {
    key: spec.key,
    filePath: paths.file,
    previewPath: preview ? paths.preview : null,
    durationS: sidecar.durationS,
    previewDurationS: sidecar.previewDurationS,
    ...playback,
  };
}

// Where a track's files live and how a finished render is recognised: the MP3 (and preview), the
// gapless player's AAC and the peaks, plus a JSON sidecar written last, which records the exact
// durations, the AAC's gapless facts and the loudness so a skipped render can still report them
// without decoding anything.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GaplessAac, Loudness } from '@encore/backend/tools';
import { AAC_FORMAT } from './aac.js';
import { exists } from './atomic-write.js';
import { audioBaseName } from './file-names.js';
import type { RenderedTrackAudio, TrackAudioSpec } from './track-types.js';

export interface TrackSidecar {
  key: string;
  durationS: number;
  previewDurationS: number | null;
  /** AAC_FORMAT when the AAC was made: another format (or none, before issue 26) re-renders. */
  aacFormat: string;
  aac: GaplessAac;
  loudness: Loudness;
  peaksPath: string;
}

export interface TrackPaths {
  /** Relative (posix) paths reported to callers. */
  file: string;
  preview: string;
  aac: string;
  peaks: string;
  sidecar: string;
}

/** The files of one rendered piece of audio named `base`. */
export function pathsOf(base: string): TrackPaths {
  return {
    file: `audio/${base}.mp3`,
    preview: `previews/${base}.mp3`,
    aac: `audio/${base}.m4a`,
    peaks: `audio/${base}.peaks.json`,
    sidecar: `.meta/audio/${base}.json`,
  };
}

export const trackPaths = (spec: TrackAudioSpec): TrackPaths => pathsOf(audioBaseName(spec));

export function absolute(mediaRoot: string, relative: string): string {
  return join(mediaRoot, ...relative.split('/'));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSidecar(value: unknown): value is TrackSidecar {
  if (!isRecord(value)) return false;
  const { aac, loudness } = value;
  return (
    typeof value.key === 'string' &&
    typeof value.durationS === 'number' &&
    (value.previewDurationS === null || typeof value.previewDurationS === 'number') &&
    value.aacFormat === AAC_FORMAT &&
    isRecord(aac) &&
    typeof aac.path === 'string' &&
    typeof aac.samples === 'number' &&
    isRecord(loudness) &&
    typeof loudness.trackGainDb === 'number' &&
    typeof value.peaksPath === 'string'
  );
}

/** The sidecar of `base` if it describes a finished render whose files are all there. */
export async function readFinishedSidecar(
  mediaRoot: string,
  paths: TrackPaths,
): Promise<TrackSidecar | null> {
  let sidecar: unknown;
  try {
    sidecar = JSON.parse(await readFile(absolute(mediaRoot, paths.sidecar), 'utf8'));
  } catch {
    return null;
  }
  if (!isSidecar(sidecar)) return null;
  for (const path of [paths.file, paths.aac, paths.peaks]) {
    if (!(await exists(absolute(mediaRoot, path)))) return null;
  }
  return sidecar;
}

/** The stored result if this exact spec was rendered before (with a preview, if one is wanted). */
export async function findExistingRender(
  spec: TrackAudioSpec,
  mediaRoot: string,
): Promise<RenderedTrackAudio | null> {
  const paths = trackPaths(spec);
  const sidecar = await readFinishedSidecar(mediaRoot, paths);
  if (sidecar === null) return null;
  if (
    spec.withPreview &&
    (sidecar.previewDurationS === null || !(await exists(absolute(mediaRoot, paths.preview))))
  ) {
    return null;
  }
  return {
    key: spec.key,
    filePath: paths.file,
    previewPath: spec.withPreview ? paths.preview : null,
    durationS: sidecar.durationS,
    previewDurationS: spec.withPreview ? sidecar.previewDurationS : null,
    aac: sidecar.aac,
    loudness: sidecar.loudness,
    peaksPath: sidecar.peaksPath,
  };
}

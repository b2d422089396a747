// Where a track's files live and how a finished render is recognised: the MP3 (and preview) plus a
// JSON sidecar written last, which records the exact durations so a skipped render can still
// report them without decoding anything.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exists } from './atomic-write.js';
import { audioBaseName } from './file-names.js';
import type { RenderedTrackAudio, TrackAudioSpec } from './track-types.js';

export interface TrackSidecar {
  key: string;
  durationS: number;
  previewDurationS: number | null;
}

export interface TrackPaths {
  /** Relative (posix) paths reported to callers. */
  file: string;
  preview: string;
  sidecar: string;
}

export function trackPaths(spec: TrackAudioSpec): TrackPaths {
  const base = audioBaseName(spec);
  return {
    file: `audio/${base}.mp3`,
    preview: `previews/${base}.mp3`,
    sidecar: `.meta/audio/${base}.json`,
  };
}

export function absolute(mediaRoot: string, relative: string): string {
  return join(mediaRoot, ...relative.split('/'));
}

function isSidecar(value: unknown): value is TrackSidecar {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.key === 'string' &&
    typeof record.durationS === 'number' &&
    (record.previewDurationS === null || typeof record.previewDurationS === 'number')
  );
}

/** The stored result if this exact spec was rendered before (with a preview, if one is wanted). */
export async function findExistingRender(
  spec: TrackAudioSpec,
  mediaRoot: string,
): Promise<RenderedTrackAudio | null> {
  const paths = trackPaths(spec);
  let sidecar: unknown;
  try {
    sidecar = JSON.parse(await readFile(absolute(mediaRoot, paths.sidecar), 'utf8'));
  } catch {
    return null;
  }
  if (!isSidecar(sidecar) || !(await exists(absolute(mediaRoot, paths.file)))) return null;
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
  };
}

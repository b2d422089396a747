// A continuous album from spec to files: the whole signal rendered once, cut at sample-exact
// boundaries, each piece encoded on its own (MP3, preview, AAC with its gapless facts, peaks,
// loudness) as any demo track is, sidecars last. Runs in a worker thread (or the main thread).
import { AAC_FORMAT, type AacEncoder, isAacEncoder } from './aac.js';
import { writeFileAtomic } from './atomic-write.js';
import { type ContinuousAlbumSpec, cutContinuousPcm, renderContinuousPcm } from './continuous.js';
import { SAMPLE_RATE } from './dsp.js';
import { continuousBaseName } from './file-names.js';
import { encodeMp3Frames } from './mp3.js';
import { renderPlayback } from './playback.js';
import { previewFromMp3 } from './preview.js';
import {
  absolute,
  pathsOf,
  readFinishedSidecar,
  type TrackPaths,
  type TrackSidecar,
} from './track-files.js';
import type { RenderedTrackAudio } from './track-types.js';
import { withXingHeader } from './xing-header.js';

export interface ContinuousJob {
  spec: ContinuousAlbumSpec;
  mediaRoot: string;
  ffmpeg: AacEncoder;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
/**
 * What the encoder hears of the previous piece before each piece (two AAC frames): enough for
 * the start of a piece to be coded as the middle of the music it is (playback.ts).
 */
const PRE_ROLL_SAMPLES = 2048;

export function isContinuousJob(value: unknown): value is ContinuousJob {
  if (typeof value !== 'object' || value === null) return false;
  const { spec, mediaRoot, ffmpeg } = value as Partial<Record<keyof ContinuousJob, unknown>>;
  if (typeof mediaRoot !== 'string' || !isAacEncoder(ffmpeg)) return false;
  if (typeof spec !== 'object' || spec === null) return false;
  const fields = spec as Partial<Record<keyof ContinuousAlbumSpec, unknown>>;
  return (
    typeof fields.key === 'string' &&
    typeof fields.seed === 'number' &&
    Array.isArray(fields.pieces)
  );
}

/** Each piece's files, named over the whole album's spec. */
export function continuousPaths(spec: ContinuousAlbumSpec): TrackPaths[] {
  const album = {
    key: spec.key,
    seed: spec.seed,
    durationsS: spec.pieces.map((piece) => piece.durationS),
  };
  return spec.pieces.map((piece) => pathsOf(continuousBaseName(album, piece.key)));
}

const rendered = (
  spec: ContinuousAlbumSpec,
  index: number,
  paths: TrackPaths,
  sidecar: TrackSidecar,
): RenderedTrackAudio => {
  const withPreview = spec.pieces[index]?.withPreview ?? false;
  return {
    key: sidecar.key,
    filePath: paths.file,
    previewPath: withPreview ? paths.preview : null,
    durationS: sidecar.durationS,
    previewDurationS: withPreview ? sidecar.previewDurationS : null,
    aac: sidecar.aac,
    loudness: sidecar.loudness,
    peaksPath: sidecar.peaksPath,
  };
};

/** The album's pieces as rendered before, or null when any is missing (then all are rendered). */
export async function findExistingContinuous(
  spec: ContinuousAlbumSpec,
  mediaRoot: string,
): Promise<RenderedTrackAudio[] | null> {
  const all = continuousPaths(spec);
  const found: RenderedTrackAudio[] = [];
  for (const [index, paths] of all.entries()) {
    const sidecar = await readFinishedSidecar(mediaRoot, paths);
    if (sidecar === null) return null;
    found.push(rendered(spec, index, paths, sidecar));
  }
  return found;
}

export async function runContinuousJob({
  spec,
  mediaRoot,
  ffmpeg,
}: ContinuousJob): Promise<RenderedTrackAudio[]> {
  const whole = renderContinuousPcm(spec);
  const pieces = cutContinuousPcm(spec, whole);
  const all = continuousPaths(spec);
  const results: RenderedTrackAudio[] = [];
  let offset = 0;
  for (const [index, pcm] of pieces.entries()) {
    const preRoll = whole.subarray(Math.max(0, offset - PRE_ROLL_SAMPLES), offset);
    offset += pcm.length;
    const paths = all[index];
    const piece = spec.pieces[index];
    if (paths === undefined || piece === undefined) throw new Error('a piece without its spec');
    const toFile = (relative: string) => absolute(mediaRoot, relative);
    const [frames, playback] = await Promise.all([
      encodeMp3Frames(pcm),
      renderPlayback(pcm, paths, ffmpeg, toFile, preRoll),
    ]);
    await writeFileAtomic(toFile(paths.file), withXingHeader(frames));
    // The preview starts a quarter in: the piece is all one texture, any place will do.
    const preview = piece.withPreview
      ? previewFromMp3(frames, Math.round(pcm.length / 4), pcm.length)
      : null;
    if (preview) await writeFileAtomic(toFile(paths.preview), withXingHeader(preview.data));
    const sidecar: TrackSidecar = {
      key: piece.key,
      durationS: round2(pcm.length / SAMPLE_RATE),
      previewDurationS: preview ? round2(preview.durationS) : null,
      aacFormat: AAC_FORMAT,
      ...playback,
    };
    await writeFileAtomic(toFile(paths.sidecar), JSON.stringify(sidecar));
    results.push(rendered(spec, index, paths, sidecar));
  }
  return results;
}

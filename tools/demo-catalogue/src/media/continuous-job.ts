// A continuous album from spec to files: the whole signal rendered once, cut at sample-exact
// boundaries, each piece encoded on its own (MP3, preview, AAC with its gapless facts, peaks,
// loudness) as any demo track is, sidecars last. Runs in a worker thread (or the main thread).
import { type AacEncoder, isAacEncoder } from './aac.js';
import { type ContinuousAlbumSpec, cutContinuousPcm, renderContinuousPcm } from './continuous.js';
import { continuousBaseName } from './file-names.js';
import { writeRenderedTrack } from './rendered-track.js';
import { pathsOf, readFinishedSidecar, type TrackPaths, type TrackSidecar } from './track-files.js';
import type { RenderedTrackAudio } from './track-types.js';

export interface ContinuousJob {
  spec: ContinuousAlbumSpec;
  mediaRoot: string;
  ffmpeg: AacEncoder;
}

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
    // The preview starts a quarter in: the piece is all one texture, any place will do.
    const previewAt = piece.withPreview ? Math.round(pcm.length / 4) : null;
    results.push(
      await writeRenderedTrack(
        { key: piece.key, pcm, paths, previewAt, preRoll },
        mediaRoot,
        ffmpeg,
      ),
    );
  }
  return results;
}

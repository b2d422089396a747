// One rendered piece of PCM to its files: the MP3 (and its preview) with LAME, the gapless
// player's AAC and peaks beside it, each written atomically, the sidecar last so a render cut
// short is never taken for a finished one. A demo track (track-job.ts) and each piece of a
// continuous album (continuous-job.ts) are written alike.
import { AAC_FORMAT, type AacEncoder } from './aac.js';
import { writeFileAtomic } from './atomic-write.js';
import { SAMPLE_RATE } from './dsp.js';
import { encodeMp3Frames } from './mp3.js';
import { renderPlayback } from './playback.js';
import { previewFromMp3 } from './preview.js';
import { absolute, type TrackPaths, type TrackSidecar } from './track-files.js';
import type { RenderedTrackAudio } from './track-types.js';
import { withXingHeader } from './xing-header.js';

export interface RenderedPcm {
  key: string;
  pcm: Float32Array;
  paths: TrackPaths;
  /** The sample the preview is built around (previewFromMp3), or null: no preview. */
  previewAt: number | null;
  /** The audio just before this piece when it continues another (renderPlayback). */
  preRoll?: Float32Array;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export async function writeRenderedTrack(
  { key, pcm, paths, previewAt, preRoll }: RenderedPcm,
  mediaRoot: string,
  ffmpeg: AacEncoder,
): Promise<RenderedTrackAudio> {
  const toFile = (relative: string) => absolute(mediaRoot, relative);
  const [frames, playback] = await Promise.all([
    encodeMp3Frames(pcm),
    renderPlayback(pcm, paths, ffmpeg, toFile, preRoll),
  ]);
  await writeFileAtomic(toFile(paths.file), withXingHeader(frames));
  const preview = previewAt === null ? null : previewFromMp3(frames, previewAt, pcm.length);
  if (preview) await writeFileAtomic(toFile(paths.preview), withXingHeader(preview.data));
  const sidecar: TrackSidecar = {
    key,
    durationS: round2(pcm.length / SAMPLE_RATE),
    previewDurationS: preview ? round2(preview.durationS) : null,
    aacFormat: AAC_FORMAT,
    ...playback,
  };
  await writeFileAtomic(toFile(paths.sidecar), JSON.stringify(sidecar));
  return {
    key,
    filePath: paths.file,
    previewPath: preview ? paths.preview : null,
    durationS: sidecar.durationS,
    previewDurationS: sidecar.previewDurationS,
    ...playback,
  };
}

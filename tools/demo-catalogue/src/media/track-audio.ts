// renderTrackAudio: the public entry for the demo seeder. Skips specs already on disk, renders the
// rest on a worker pool (one worker per core), longest tracks first for an even finish.
import { availableParallelism } from 'node:os';
import type { AacEncoder } from './aac.js';
import { audioBaseName } from './file-names.js';
import { findExistingRender } from './track-files.js';
import { runTrackJob, type TrackJob } from './track-job.js';
import type { RenderedTrackAudio, TrackAudioSpec } from './track-types.js';
import { runPool, workerSource } from './worker-pool.js';

export interface RenderTrackAudioOptions {
  /** The ffmpeg that encodes each track's AAC rendition and measures its loudness. */
  ffmpeg: AacEncoder;
  /** Worker threads to use; defaults to os.availableParallelism(). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

function validate(spec: TrackAudioSpec): void {
  if (!Number.isFinite(spec.durationS) || spec.durationS < 5 || spec.durationS > 1200) {
    throw new RangeError(
      `Track ${spec.key}: durationS must be between 5 and 1200, got ${spec.durationS}`,
    );
  }
  if (!Number.isInteger(spec.seed))
    throw new RangeError(`Track ${spec.key}: seed must be an integer`);
}

export async function renderTrackAudio(
  specs: TrackAudioSpec[],
  mediaRoot: string,
  options: RenderTrackAudioOptions,
): Promise<RenderedTrackAudio[]> {
  specs.forEach(validate);
  const total = specs.length;
  let done = 0;
  const progress = (): void => {
    done += 1;
    options.onProgress?.(done, total);
  };
  const results = new Array<RenderedTrackAudio | undefined>(total);
  // Specs naming the same file (same key, seed, genre, duration) are rendered once, with a preview
  // if any of them wants one.
  const pending = new Map<string, { job: TrackJob; indexes: number[] }>();
  for (const [index, spec] of specs.entries()) {
    const existing = await findExistingRender(spec, mediaRoot);
    if (existing) {
      results[index] = existing;
      progress();
      continue;
    }
    const name = audioBaseName(spec);
    const entry = pending.get(name);
    if (entry) {
      entry.indexes.push(index);
      entry.job.spec = {
        ...entry.job.spec,
        withPreview: entry.job.spec.withPreview || spec.withPreview,
      };
    } else {
      pending.set(name, {
        job: { spec, mediaRoot, ffmpeg: options.ffmpeg },
        indexes: [index],
      });
    }
  }

  const work = [...pending.values()].sort((a, b) => b.job.spec.durationS - a.job.spec.durationS);
  const settle = (position: number, rendered: RenderedTrackAudio): void => {
    for (const index of work[position]?.indexes ?? []) {
      const wantsPreview = specs[index]?.withPreview ?? false;
      results[index] = wantsPreview
        ? rendered
        : { ...rendered, previewPath: null, previewDurationS: null };
      progress();
    }
  };
  const source = workerSource('track-worker', import.meta.url);
  if (source && work.length > 0) {
    await runPool<RenderedTrackAudio>(
      source,
      work.map((entry) => entry.job),
      {
        size: options.concurrency ?? availableParallelism(),
        onResult: settle,
      },
    );
  } else {
    // No worker entry we can start (TypeScript source without type stripping): render in-process.
    for (const [position, entry] of work.entries()) settle(position, await runTrackJob(entry.job));
  }
  return results.map((result, index) => {
    if (!result) throw new Error(`Track ${specs[index]?.key ?? index} was not rendered`);
    return result;
  });
}

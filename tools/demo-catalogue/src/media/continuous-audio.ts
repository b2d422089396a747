// renderContinuousAudio: the continuous albums' entry for the demo seeder. Skips albums already on
// disk and renders the rest on one worker thread of its own, beside the tracks' pool.
import type { AacEncoder } from './aac.js';
import { type ContinuousJob, findExistingContinuous, runContinuousJob } from './continuous-job.js';
import type { ContinuousAlbumSpec } from './continuous.js';
import type { RenderedTrackAudio } from './track-types.js';
import { runPool, workerSource } from './worker-pool.js';

/** Every piece of every album, by its key. */
export async function renderContinuousAudio(
  specs: readonly ContinuousAlbumSpec[],
  mediaRoot: string,
  options: { ffmpeg: AacEncoder },
): Promise<RenderedTrackAudio[]> {
  const done: RenderedTrackAudio[] = [];
  const jobs: ContinuousJob[] = [];
  for (const spec of specs) {
    const existing = await findExistingContinuous(spec, mediaRoot);
    if (existing === null) jobs.push({ spec, mediaRoot, ffmpeg: options.ffmpeg });
    else done.push(...existing);
  }
  const source = workerSource('continuous-worker', import.meta.url);
  if (source && jobs.length > 0) {
    const results = await runPool<RenderedTrackAudio[]>(source, jobs, { size: 1 });
    done.push(...results.flat());
  } else {
    for (const job of jobs) done.push(...(await runContinuousJob(job)));
  }
  return done;
}

import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';

import {
  ProcessingQueue,
  processJobId,
} from '../../src/modules/publishing/pipeline/processing-queue.js';
import { ProcessingWatchdog } from '../../src/modules/publishing/pipeline/processing-watchdog.js';
import { TrackMastersRepository } from '../../src/modules/publishing/track-masters.repository.js';
import type { MediaStorage } from '../../src/platform/storage/index.js';
import { withDb } from '../support/db.js';
import {
  catalogueTrackRow,
  ffmpeg,
  ffprobe,
  masterRow,
  releaseWithMasters,
  renditionPaths,
  settled,
  startInProcessWorker,
  testStorage,
} from './pipeline-fixtures.js';
import { mediaProcessingQueue } from './upload-fixtures.js';

// A track is never "processing" forever (docs/adr/0042): the watchdog fails what stopped, a hung
// ffmpeg is killed, retry processes again; a new preview start re-cuts only the preview; what a
// killed job half-wrote is swept.

const scratch = join(process.env.ENCORE_TEST_SCRATCH ?? '/tmp', 'pipeline-lifecycle');
const SHORT = join(scratch, 'short.wav');
const FORTY = join(scratch, 'forty.wav');
let worker: INestApplicationContext;
let storage: MediaStorage;
let queue: Queue;

beforeAll(async () => {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(scratch, { recursive: true });
  await Promise.all([
    ffmpeg(['-f', 'lavfi', '-i', 'sine=f=440:d=4:r=44100', '-ac', '2', '-c:a', 'pcm_s16le', SHORT]),
    ffmpeg(['-f', 'lavfi', '-i', 'sine=f=330:d=40:r=22050', '-c:a', 'pcm_s16le', FORTY]),
  ]);
  storage = testStorage();
  queue = mediaProcessingQueue();
  worker = await startInProcessWorker({ PROCESSING_STALL_SECONDS: '20' });
}, 120_000);
afterAll(async () => {
  await worker.close();
  await queue.close();
});

const pipeline = () => worker.get(ProcessingQueue, { strict: false });
const watchdog = () => worker.get(ProcessingWatchdog, { strict: false });

/** The track's master row as if its processing stopped reporting an hour ago. */
const silentForAnHour = (trackId: string) =>
  withDb((db) =>
    db.query(
      `UPDATE track_masters SET step = 'encoding', progress = 40, heartbeat_at = now() - interval '1 hour'
       WHERE track_id = $1`,
      [trackId],
    ),
  );

test('the watchdog is scheduled, every few seconds for a short stall time', async () => {
  const schedulers = await queue.getJobSchedulers();
  expect(schedulers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ key: 'media-processing-watchdog', every: 5000 }),
    ]),
  );
});

test('the watchdog fails a track whose job is gone, with a reason; retry then makes it ready', async () => {
  const [track] = await releaseWithMasters(storage, [{ file: SHORT }]);
  const trackId = track?.trackId ?? '';
  await silentForAnHour(trackId);

  // (The scheduled watchdog may get there first: either way, the row is what counts.)
  await watchdog().run();
  const failed = await masterRow(trackId);
  expect(failed).toMatchObject({
    state: 'failed',
    step: null,
    failure_reason: 'Processing was interrupted. Retry to process the file again.',
  });
  expect(failed.failure_detail).toMatch(/^Watchdog: The job is not in the queue/);

  // What the studio's retry does: back to processing (attempt 2), then queued.
  const em = worker.get(EntityManager, { strict: false }).fork();
  expect(
    await worker.get(TrackMastersRepository, { strict: false }).reprocessing(em, trackId),
  ).toBe(true);
  await pipeline().processMaster(trackId);
  const ready = await settled(trackId);
  expect(ready).toMatchObject({
    state: 'ready',
    attempts: 2,
    failure_reason: null,
    failure_detail: null,
  });
  expect((await catalogueTrackRow(trackId))?.duration_s).toBe('4.00');
});

test('the watchdog leaves a stalled-looking track whose job still waits in the queue', async () => {
  const [track] = await releaseWithMasters(storage, [{ file: SHORT }]);
  const trackId = track?.trackId ?? '';
  const job = await queue.add(
    'process-master',
    { trackId },
    { jobId: processJobId(trackId, 1), delay: 600_000 },
  );
  await silentForAnHour(trackId);

  await watchdog().run();
  expect((await masterRow(trackId)).state).toBe('processing');

  await job.remove();
  await watchdog().run();
  expect(await masterRow(trackId)).toMatchObject({
    state: 'failed',
    failure_reason: 'Processing was interrupted. Retry to process the file again.',
  });
});

test('queueing the same attempt twice processes it once', async () => {
  const [track] = await releaseWithMasters(storage, [{ file: SHORT }]);
  const trackId = track?.trackId ?? '';
  await Promise.all([pipeline().processMaster(trackId), pipeline().processMaster(trackId, 1)]);
  await settled(trackId);
  await pipeline().processMaster(trackId);
  const jobs = await queue.getJobs(['completed', 'waiting', 'active', 'delayed', 'failed'], 0, -1);
  const mine = jobs.filter((job) => (job.data as { trackId?: string }).trackId === trackId);
  expect(mine.map((job) => [job.id, job.attemptsMade])).toEqual([[processJobId(trackId, 1), 1]]);
});

test('what a killed job half-wrote is swept once a job switches the track', async () => {
  const [track] = await releaseWithMasters(storage, [{ file: SHORT }]);
  const trackId = track?.trackId ?? '';
  // An older job's set, cut off mid-way: one rendition and a temporary file.
  const leftover = await writeScratch('leftover', 'half');
  const killed = `audio/${trackId}/00000000001abcdef`;
  await storage.putFile(`${killed}/stream.m4a`, leftover);
  await storage.putFile(`${killed}/stream.mp3.5f2c.tmp`, leftover);

  await pipeline().processMaster(trackId);
  const row = await settled(trackId);
  expect(row.state).toBe('ready');
  expect((await storage.list(`audio/${trackId}`)).sort()).toEqual(renditionPaths(row.renditions));
});

test('a new preview start re-cuts only the preview, and the old one goes', async () => {
  const [track] = await releaseWithMasters(storage, [{ file: FORTY }]);
  const trackId = track?.trackId ?? '';
  await pipeline().processMaster(trackId);
  const before = await settled(trackId);
  expect(before.renditions?.previewStartS).toBe(10);

  await withDb((db) =>
    db.query('UPDATE track_masters SET preview_start_seconds = 4 WHERE track_id = $1', [trackId]),
  );
  await pipeline().recutPreview(trackId);
  await pipeline().recutPreview(trackId);
  const after = await until(async () => {
    const row = await masterRow(trackId);
    return row.renditions?.previewStartS === 4 ? row : null;
  });

  const was = before.renditions;
  const now = after.renditions;
  expect(now).toMatchObject({
    version: was?.version,
    streamAac: was?.streamAac,
    streamMp3: was?.streamMp3,
    flac: was?.flac,
    peaks: was?.peaks,
  });
  expect(now?.previewMp3).toMatch(
    new RegExp(`^audio/${trackId}/${was?.version}/preview-[0-9a-z]+\\.mp3$`),
  );
  expect(after.state).toBe('ready');
  expect((await catalogueTrackRow(trackId))?.preview_path).toBe(now?.previewMp3);
  expect((await storage.list(`audio/${trackId}`)).sort()).toEqual(renditionPaths(now ?? null));
  const preview = join(scratch, 'recut.mp3');
  await storage.readToFile(now?.previewMp3 ?? '', preview);
  const probe = await ffprobe(preview, 'format=duration');
  expect(Number(probe.format?.duration)).toBeCloseTo(30, 0);
});

/** Replaces the worker with one of other settings (one worker at a time takes the jobs). */
async function swapWorker(overrides: NodeJS.ProcessEnv): Promise<void> {
  await worker.close();
  worker = await startInProcessWorker({ PROCESSING_STALL_SECONDS: '20', ...overrides });
}

test('the npm ffmpeg, the fallback, makes the same renditions', async () => {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const npm = (name: string) => (require(name) as { path: string }).path;
  await swapWorker({
    FFMPEG_PATH: npm('@ffmpeg-installer/ffmpeg'),
    FFPROBE_PATH: npm('@ffprobe-installer/ffprobe'),
  });
  const [track] = await releaseWithMasters(storage, [{ file: SHORT }]);
  const trackId = track?.trackId ?? '';
  await pipeline().processMaster(trackId);
  const row = await settled(trackId);
  expect(row).toMatchObject({ state: 'ready', facts: { durationS: 4, sampleRate: 44_100 } });
  expect(row.renditions?.streamAac).toMatchObject({ samples: 176_400, sampleRate: 44_100 });
  expect(row.loudness?.truePeakDbtp).toBeLessThan(0);
  expect((await storage.list(`audio/${trackId}`)).sort()).toEqual(renditionPaths(row.renditions));
}, 60_000);

test('a hung ffmpeg is killed, and the track fails saying so', async () => {
  // An "ffmpeg" that answers -version, then hangs without a word on any real job.
  const hanging = join(scratch, 'ffmpeg-hangs');
  await writeFile(
    hanging,
    '#!/bin/sh\nfor a in "$@"; do [ "$a" = -version ] && { echo "ffmpeg version 5.1.9-hangs"; exit 0; }; done\nexec sleep 600\n',
  );
  await chmod(hanging, 0o755);
  const { execFileSync } = await import('node:child_process');
  const realProbe = execFileSync('sh', ['-c', 'command -v ffprobe']).toString().trim();
  await swapWorker({
    PROCESSING_STALL_SECONDS: '10',
    FFMPEG_PATH: hanging,
    FFPROBE_PATH: process.env.FFPROBE_PATH ?? realProbe,
  });
  const [track] = await releaseWithMasters(storage, [{ file: SHORT }]);
  const trackId = track?.trackId ?? '';
  await pipeline().processMaster(trackId);
  const row = await settled(trackId, 60_000);
  expect(row).toMatchObject({
    state: 'failed',
    failure_reason: 'Processing stopped making progress. Retry; if it stops again, contact us.',
  });
  expect(row.failure_detail).toMatch(/^ffmpeg: Killed after 5 s without progress/);
  expect(await storage.list(`audio/${trackId}`)).toEqual([]);
}, 60_000);

async function writeScratch(name: string, text: string): Promise<string> {
  const file = join(scratch, name);
  await writeFile(file, text);
  return file;
}

async function until<T>(probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

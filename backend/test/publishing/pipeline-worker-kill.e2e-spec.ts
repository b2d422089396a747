import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Queue } from 'bullmq';

import { processJobId } from '../../src/modules/publishing/pipeline/processing-queue.js';
import { exitOf, startWorker } from '../analytics/worker-process.js';
import {
  ffmpeg,
  masterRow,
  releaseWithMasters,
  renditionPaths,
  settled,
  testStorage,
} from './pipeline-fixtures.js';
import { mediaProcessingQueue } from './upload-fixtures.js';

// A worker killed mid-job (kill -9, docs/adr/0042): BullMQ hands the job to the next worker once
// its lock expires, which processes the master again from the start; the track ends with exactly
// one set of renditions, and the dead worker's scratch folder is removed.

const scratch = join(process.env.ENCORE_TEST_SCRATCH ?? '/tmp', 'pipeline-kill');
/** The workers' temporary folder, so the test can see their scratch folders. */
const tmp = join(scratch, 'tmp');
const workFolders = join(tmp, 'encore-pipeline');
let queue: Queue;

beforeAll(async () => {
  await mkdir(tmp, { recursive: true });
  queue = mediaProcessingQueue();
});
afterAll(() => queue.close());

async function until<T>(probe: () => Promise<T | null | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const foldersOf = async (pid: number | undefined): Promise<string[]> =>
  (await readdir(workFolders).catch(() => [])).filter((name) => name.startsWith(`${pid}-`));

test('a worker killed mid-encode: the next one processes the master, one set of outputs, no leftovers', async () => {
  const master = join(scratch, 'sixty.wav');
  await ffmpeg([
    ...[
      '-f',
      'lavfi',
      '-i',
      'sine=f=220:d=60:r=44100,volume=0.5[s];anoisesrc=d=60:c=pink:r=44100:a=0.2[n];[s][n]amix=inputs=2',
    ],
    ...['-ac', '2', '-c:a', 'pcm_s16le', master],
  ]);
  const storage = testStorage();
  const [track] = await releaseWithMasters(storage, [{ file: master }]);
  const trackId = track?.trackId ?? '';
  const env = { ...process.env, TMPDIR: tmp, MEDIA_PROCESSING_CONCURRENCY: '1' };

  const doomed = startWorker(env);
  await queue.add('process-master', { trackId }, { jobId: processJobId(trackId, 1), attempts: 3 });
  // Mid-encode: the step is stored, and ffmpeg has begun writing its outputs.
  await until(async () => ((await masterRow(trackId)).step === 'encoding' ? true : null), 60_000);
  await until(async () => {
    const [folder] = await foldersOf(doomed.pid);
    if (folder === undefined) return null;
    const files = await readdir(join(workFolders, folder));
    return files.includes('stream.mp3') ? true : null;
  }, 60_000);
  doomed.kill('SIGKILL');
  expect(await exitOf(doomed)).toBeNull();
  expect(await foldersOf(doomed.pid)).toHaveLength(1);
  expect((await masterRow(trackId)).state).toBe('processing');

  const successor = startWorker(env);
  try {
    const row = await settled(trackId, 150_000);
    expect(row).toMatchObject({ state: 'ready', attempts: 1, failure_reason: null });
    expect(row.facts).toMatchObject({ durationS: 60 });
    expect((await storage.list(`audio/${trackId}`)).sort()).toEqual(renditionPaths(row.renditions));
    expect(await foldersOf(doomed.pid)).toEqual([]);
    const job = await queue.getJob(processJobId(trackId, 1));
    expect(await job?.getState()).toBe('completed');
  } finally {
    successor.kill('SIGTERM');
    expect(await exitOf(successor)).toBe(0);
  }
}, 240_000);

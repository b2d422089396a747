import { randomUUID } from 'node:crypto';

import { type Job, Worker } from 'bullmq';

import { loadConfig } from '../../src/config/index.js';
import { DATABASE_FACTS } from '../../src/database-facts.js';
import { SqlPool } from '../../src/platform/database/index.js';
import { PlayEventsStore } from '../../src/modules/analytics/jobs/play-events.store.js';
import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import { testRedisSettings } from '../support/redis.js';
import { runBuiltCli } from '../support/run-cli.js';
import { acceptedEvent, emptyAnalyticsQueueForFile, countStored } from './play-events.js';
import { dailyStats, recomputedStats } from './rollups.js';
import { exitOf, startWorker, waitUntilQueueIdle } from './worker-process.js';

const queue = emptyAnalyticsQueueForFile();

/** Takes the next job as a worker would and fails it, as an outage outlasting its retries does. */
async function failNextJob(reason: string): Promise<void> {
  const taker = new Worker(queue.name, null, queueConnectionOptions(testRedisSettings()));
  try {
    const token = randomUUID();
    // Typed as always a job, but answers undefined when the queue is empty.
    const job = (await taker.getNextJob(token)) as Job | undefined;
    if (job === undefined) throw new Error('no job to fail');
    await job.moveToFailed(new Error(reason), token);
  } finally {
    await taker.close();
  }
}

test('analytics:redrive moves failed play-event jobs back to waiting; their events land once', async () => {
  const track_id = randomUUID();
  const artist_id = randomUUID();
  const events = Array.from({ length: 20 }, (_, i) =>
    acceptedEvent({ track_id, artist_id, event_type: i % 2 === 0 ? 'play_start' : 'pause' }),
  );
  // The job's first half was committed before the database went away for good.
  const pool = new SqlPool(loadConfig(), DATABASE_FACTS);
  try {
    await new PlayEventsStore(pool).insert(events.slice(0, 10));
  } finally {
    await pool.onApplicationShutdown();
  }
  await queue.add('play-events', { events }, { attempts: 1 });
  await failNextJob('PostgreSQL was unreachable through every attempt');
  expect(await queue.getJobCountByTypes('failed')).toBe(1);

  const redrive = await runBuiltCli('analytics-redrive');
  expect(redrive).toMatchObject({ code: 0, stderr: '' });
  expect(redrive.stdout).toBe(
    'Re-drove 1 failed play-event job(s) holding 20 event(s) back to waiting.\n',
  );
  expect(await queue.getJobCountByTypes('failed', 'wait')).toBe(1);
  expect(await queue.getJobCountByTypes('failed')).toBe(0);

  const worker = startWorker();
  try {
    await waitUntilQueueIdle(queue);
  } finally {
    worker.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
  }
  expect(await queue.getJobCountByTypes('failed')).toBe(0);
  expect(await countStored(events.map((event) => event.id))).toBe(20);
  const rollups = await dailyStats('track', [track_id]);
  expect(rollups).toEqual([expect.objectContaining({ plays: 10 })]);
  expect(rollups).toEqual(await recomputedStats('track', [track_id]));
  expect(await dailyStats('artist', [artist_id])).toEqual(
    await recomputedStats('artist', [artist_id]),
  );

  // Nothing left to re-drive: a second run changes nothing.
  const again = await runBuiltCli('analytics-redrive');
  expect(again.stdout).toBe(
    'Re-drove 0 failed play-event job(s) holding 0 event(s) back to waiting.\n',
  );
}, 90_000);

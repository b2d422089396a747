import type { AcceptedPlayEvent } from '../../src/modules/analytics/analytics-queue.js';
import {
  acceptedEvent,
  emptyAnalyticsQueueForFile,
  countStored,
  rejectedCount,
  storedEvents,
  unstorableEvents,
} from './play-events.js';
import { dailyStats, recomputedStats } from './rollups.js';
import { exitOf, queueBacklog, startWorker, waitUntilQueueIdle } from './worker-process.js';

const queue = emptyAnalyticsQueueForFile();

const ids = (events: readonly AcceptedPlayEvent[]) => events.map((event) => event.id);

test('a job carrying events PostgreSQL refuses fails alone, with just those events; every good event is stored once', async () => {
  // Queued straight into Redis, around the HTTP validation, in the middle of a backlog: the
  // worker takes 32 jobs at once, so the poisoned one rides in a group commit with good ones.
  const before = await queueBacklog(queue, 100, 10);
  const bad = unstorableEvents();
  const [track_id = '', artist_id = ''] = [before.tracks[0], before.artists[0]];
  const goodOfPoisoned = Array.from({ length: 10 }, () =>
    acceptedEvent({
      track_id,
      artist_id,
      track_title: 'Night Drive\u0000',
    }),
  );
  const poisoned = await queue.add('play-events', { events: [...goodOfPoisoned, ...bad] });
  const after = await queueBacklog(queue, 100, 10);
  const good = [...before.events, ...goodOfPoisoned, ...after.events];
  const rejectedBefore = await rejectedCount();

  const worker = startWorker();
  try {
    await waitUntilQueueIdle(queue);
  } finally {
    worker.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
  }

  expect(await countStored(ids(good))).toBe(good.length);
  expect(await countStored(ids(bad))).toBe(0);
  const failed = await queue.getJobs(['failed'], 0, -1);
  expect(failed.map((job) => job.id)).toEqual([poisoned.id]);
  expect((failed[0]?.data as { events: AcceptedPlayEvent[] }).events).toEqual(bad);
  expect(failed[0]?.failedReason).toMatch(/refused 3 of 13 play events \(22P02, 22003, 22007/);
  expect(failed[0]?.attemptsMade).toBe(1);
  expect(await queue.getJobCountByTypes('completed')).toBe(200);
  expect(await rejectedCount()).toBe(rejectedBefore + bad.length);
  // The NUL the worker dropped rather than losing the event for it.
  const titles = new Set((await storedEvents(ids(goodOfPoisoned))).map((e) => e.track_title));
  expect(titles).toEqual(new Set(['Night Drive']));
  // Counted once each: the daily rollups equal a recount from the stored events.
  for (const [scope, keys] of [
    ['track', [...before.tracks, ...after.tracks]],
    ['artist', [...before.artists, ...after.artists]],
  ] as const) {
    expect(await dailyStats(scope, keys)).toEqual(await recomputedStats(scope, keys));
  }
}, 90_000);

import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

import { loadConfig } from '../../src/config/index.js';
import { DATABASE_FACTS } from '../../src/database-facts.js';
import { SqlPool } from '../../src/platform/database/index.js';
import type { AcceptedPlayEvent } from '../../src/modules/analytics/analytics-queue.js';
import { PlayEventWriter } from '../../src/modules/analytics/jobs/play-event-writer.js';
import { PlayEventsStore } from '../../src/modules/analytics/jobs/play-events.store.js';
import { RejectedPlayEvents } from '../../src/modules/analytics/jobs/rejected-play-events.js';
import {
  acceptedEvent,
  countStored,
  namespacedRedis,
  rejectedCount,
  sessionId,
  storedEvents,
  unstorableEvents,
} from './play-events.js';
import { dailyStats, recomputedStats } from './rollups.js';

let pool: SqlPool;
let store: PlayEventsStore;
let redis: Redis;
let newWriter: () => PlayEventWriter;
beforeAll(() => {
  pool = new SqlPool(loadConfig(), DATABASE_FACTS);
  store = new PlayEventsStore(pool);
  redis = namespacedRedis();
  newWriter = () => new PlayEventWriter(store, new RejectedPlayEvents(redis));
});
afterAll(async () => {
  await pool.onApplicationShutdown();
  await redis.quit();
});

const ids = (events: readonly AcceptedPlayEvent[]) => events.map((event) => event.id);

describe('storing play events', () => {
  test('a batch written twice (a redelivered job) is stored once and counted once', async () => {
    const track_id = randomUUID();
    const artist_id = randomUUID();
    const batch = [
      acceptedEvent({ track_id, artist_id }),
      acceptedEvent({ track_id, artist_id, event_type: 'track_complete', listening_time_ms: 9000 }),
    ];
    expect(await store.insert(batch)).toBe(2);
    const rollups = await dailyStats('track', [track_id]);
    expect(rollups).toHaveLength(1);

    expect(await store.insert(batch)).toBe(0);
    expect(await countStored(ids(batch))).toBe(2);
    expect(await dailyStats('track', [track_id])).toEqual(rollups);
    expect(await dailyStats('artist', [artist_id])).toEqual(
      await recomputedStats('artist', [artist_id]),
    );
  });

  test('a batch overlapping stored events adds only its new ones to the rollups', async () => {
    const track_id = randomUUID();
    const first = [acceptedEvent({ track_id }), acceptedEvent({ track_id })];
    await store.insert(first);
    const overlapping = [...first, acceptedEvent({ track_id, listening_time_ms: 1234 })];
    expect(await store.insert(overlapping)).toBe(1);
    expect(await dailyStats('track', [track_id])).toEqual([
      expect.objectContaining({ plays: 3, unique_listeners: 3, listening_time_ms: 1234 }),
    ]);
  });

  test('the same job handed to the writer twice at once is stored once', async () => {
    const track_id = randomUUID();
    const job = Array.from({ length: 5 }, () => acceptedEvent({ track_id }));
    const writer = newWriter();
    await Promise.all([writer.write(job), writer.write(job), writer.write(job.slice(2))]);
    expect(await countStored(ids(job))).toBe(5);
    expect(await dailyStats('track', [track_id])).toEqual(
      await recomputedStats('track', [track_id]),
    );
    expect((await dailyStats('track', [track_id]))[0]?.plays).toBe(5);
  });
});

describe('a batch poisoned by events PostgreSQL refuses', () => {
  test('stores every other event of the group commit once, and answers and counts the refused', async () => {
    const track_id = randomUUID();
    const artist_id = randomUUID();
    const jobs = Array.from({ length: 12 }, () =>
      Array.from({ length: 9 }, () => acceptedEvent({ track_id, artist_id })),
    );
    const bad = unstorableEvents();
    jobs[3]?.splice(4, 0, bad[0] as AcceptedPlayEvent);
    jobs[8]?.push(...bad.slice(1));
    const withNul = acceptedEvent({ track_id, artist_id, track_title: 'Night\u0000 Drive' });
    jobs[5]?.push(withNul);
    const rejectedBefore = await rejectedCount();

    const writer = newWriter();
    const refused = await Promise.all(jobs.map((job) => writer.write(job)));

    expect(refused.map((job) => job.map(({ item }) => item.id))).toEqual(
      jobs.map((_, i) => (i === 3 ? [bad[0]?.id] : i === 8 ? bad.slice(1).map((e) => e.id) : [])),
    );
    const good = jobs.flat().filter((event) => !bad.includes(event));
    expect(await countStored(ids(good))).toBe(good.length);
    expect(await countStored(ids(bad))).toBe(0);
    expect(await rejectedCount()).toBe(rejectedBefore + bad.length);
    const [rollup] = await dailyStats('track', [track_id]);
    expect(rollup?.plays).toBe(good.length);
    expect(await dailyStats('track', [track_id])).toEqual(
      await recomputedStats('track', [track_id]),
    );
    expect(await dailyStats('artist', [artist_id])).toEqual(
      await recomputedStats('artist', [artist_id]),
    );
    // The writer cleans what PostgreSQL cannot hold rather than refusing the event for it.
    const [stored] = await storedEvents([withNul.id]);
    expect(stored?.track_title).toBe('Night Drive');
  });

  test('fails the whole group, storing nothing, when the database itself is the problem', async () => {
    const unreachable = new SqlPool(
      loadConfig({ ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }),
      DATABASE_FACTS,
    );
    const broken = new PlayEventsStore(unreachable);
    try {
      const writer = new PlayEventWriter(broken, new RejectedPlayEvents(redis));
      const jobs = [[acceptedEvent()], [acceptedEvent(), ...unstorableEvents()]];
      const rejectedBefore = await rejectedCount();
      const results = await Promise.allSettled(jobs.map((job) => writer.write(job)));
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(await rejectedCount()).toBe(rejectedBefore);
    } finally {
      await unreachable.onApplicationShutdown();
    }
  });
});

describe('daily rollups', () => {
  test('plays, unique listeners (user, else session), listening time, completes and skips per UTC day', async () => {
    const [trackA, trackB, artist] = [randomUUID(), randomUUID(), randomUUID()];
    const [user, otherTab, visitor] = [randomUUID(), sessionId(), sessionId()];
    const signedIn = { userId: user, session_id: sessionId() };
    const day1 = (time: string) => ({ receivedAt: `2026-03-01T${time}Z` });
    const day2 = (time: string) => ({ receivedAt: `2026-03-02T${time}Z` });
    const on = (track_id: string, more: Partial<AcceptedPlayEvent>) =>
      acceptedEvent({ track_id, artist_id: artist, ...more });
    const firstBatch = [
      on(trackA, { ...signedIn, ...day1('10:00:00.000'), event_type: 'play_start' }),
      on(trackA, {
        ...signedIn,
        ...day1('10:01:00.000'),
        event_type: 'pause',
        listening_time_ms: 60_000,
      }),
      on(trackA, { session_id: visitor, ...day1('11:00:00.000'), event_type: 'play_start' }),
    ];
    const secondBatch = [
      // The same user in another tab is still one listener.
      on(trackA, {
        userId: user,
        session_id: otherTab,
        ...day1('12:00:00.000'),
        event_type: 'play_resume',
        listening_time_ms: 30_000,
      }),
      on(trackA, {
        session_id: visitor,
        ...day1('23:59:59.999'),
        event_type: 'skip_forward',
        skip_reason: 'user_skip',
        listening_time_ms: 5_000,
      }),
      on(trackB, { session_id: visitor, ...day2('00:00:00.000'), event_type: 'play_start' }),
      on(trackB, {
        session_id: visitor,
        ...day2('00:03:00.000'),
        event_type: 'track_complete',
        listening_time_ms: 180_000,
      }),
      on(trackA, { ...signedIn, ...day2('08:00:00.000'), event_type: 'play_start' }),
      on(trackA, {
        ...signedIn,
        ...day2('08:00:01.000'),
        event_type: 'skip_backward',
        skip_reason: 'user_skip',
        listening_time_ms: 1_000,
      }),
    ];
    await store.insert(firstBatch);
    await store.insert(secondBatch);

    const counters = (
      plays: number,
      unique_listeners: number,
      listening_time_ms: number,
      completes: number,
      skips: number,
    ) => ({
      plays,
      previews: 0,
      unique_listeners,
      // Every listener here started a full play that day (ADR 0046).
      play_listeners: unique_listeners,
      preview_listeners: 0,
      listening_time_ms,
      completes,
      skips,
    });
    const tracks = await dailyStats('track', [trackA, trackB]);
    expect(tracks).toEqual(
      expect.arrayContaining([
        { key: trackA, day: '2026-03-01', ...counters(2, 2, 95_000, 0, 1) },
        { key: trackA, day: '2026-03-02', ...counters(1, 1, 1_000, 0, 1) },
        { key: trackB, day: '2026-03-02', ...counters(1, 1, 180_000, 1, 0) },
      ]),
    );
    expect(tracks).toHaveLength(3);
    expect(await dailyStats('artist', [artist])).toEqual([
      { key: artist, day: '2026-03-01', ...counters(2, 2, 95_000, 0, 1) },
      { key: artist, day: '2026-03-02', ...counters(2, 2, 181_000, 1, 1) },
    ]);
    expect(tracks).toEqual(await recomputedStats('track', [trackA, trackB]));
  });

  test('previews count apart and add no listening time; the listener the intake named is the one counted', async () => {
    const [track, artist] = [randomUUID(), randomUUID()];
    const client = 'a:0123456789abcdef0123456789abcdef';
    const at = { receivedAt: '2026-03-05T10:00:00.000Z' };
    const on = (more: Partial<AcceptedPlayEvent>) =>
      acceptedEvent({ track_id: track, artist_id: artist, ...at, ...more });
    await store.insert([
      // One browser opening three page sessions is one listener.
      on({ listener: client, countedAs: 'preview', event_type: 'play_start' }),
      on({ listener: client, countedAs: 'preview', event_type: 'play_start' }),
      on({
        listener: client,
        countedAs: 'preview',
        event_type: 'pause',
        listening_time_ms: 30_000,
      }),
      on({ listener: 'u:member', countedAs: 'full', event_type: 'play_start' }),
      on({
        listener: 'u:member',
        countedAs: 'full',
        event_type: 'pause',
        listening_time_ms: 45_000,
      }),
      // Queued before the intake named listeners: the page session, as a full play.
      on({ event_type: 'play_start' }),
    ]);
    const [row] = await dailyStats('track', [track]);
    expect(row).toEqual({
      key: track,
      day: '2026-03-05',
      plays: 2,
      previews: 2,
      unique_listeners: 3,
      // The member and the page session played; the browser previewed (ADR 0046).
      play_listeners: 2,
      preview_listeners: 1,
      listening_time_ms: 45_000,
      completes: 0,
      skips: 0,
    });
    expect(await dailyStats('track', [track])).toEqual(await recomputedStats('track', [track]));
  });
});

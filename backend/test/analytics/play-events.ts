import { randomBytes, randomUUID } from 'node:crypto';

import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

import type { AcceptedPlayEvent } from '../../src/modules/analytics/analytics-queue.js';
import { REJECTED_PLAY_EVENTS_KEY } from '../../src/modules/analytics/jobs/rejected-play-events.js';
import { queueConnectionOptions, redisNamespace } from '../../src/platform/redis/index.js';
import { withDb } from '../support/db.js';
import { testRedisSettings } from '../support/redis.js';

export type PlayPayload = Record<string, unknown>;

export const sessionId = (): string => `web-${randomBytes(6).toString('hex')}`;

/** A valid log-play body (spec §3), as the web client sends it. */
export function playPayload(overrides: PlayPayload = {}): PlayPayload {
  return {
    track_id: randomUUID(),
    track_title: 'Night Drive',
    artist_id: randomUUID(),
    artist_name: 'O.W.L.',
    track_duration_ms: 215_000,
    listening_time_ms: 0,
    event_type: 'play_start',
    play_source: 'web_app',
    session_id: sessionId(),
    completion_percentage: 0,
    skip_reason: null,
    platform: 'desktop',
    device_type: 'Chrome',
    app_version: 'web-1.0.0',
    ...overrides,
  };
}

/** A track written into the catalogue for the intake to find (its own artist and album). */
export interface CatalogueTrack {
  track_id: string;
  artist_id: string;
  albumId: string;
  title: string;
  artistName: string;
  durationMs: number;
}

export async function catalogueTrack(
  options: { accessType?: 'free' | 'standard' | 'soundcheck'; durationS?: number } = {},
): Promise<CatalogueTrack> {
  const artistName = `Rift Engine ${randomBytes(3).toString('hex')}`;
  const title = 'Redline';
  const durationS = options.durationS ?? 180;
  return withDb(async (db) => {
    const artist = await db.query<{ id: string }>(
      'INSERT INTO artists (name) VALUES ($1) RETURNING id',
      [artistName],
    );
    const artistId = artist.rows[0]?.id ?? '';
    const album = await db.query<{ id: string }>(
      'INSERT INTO albums (title, access_type, artist_id) VALUES ($1, $2, $3) RETURNING id',
      ['Slipstream', options.accessType ?? 'standard', artistId],
    );
    const albumId = album.rows[0]?.id ?? '';
    const track = await db.query<{ id: string }>(
      `INSERT INTO tracks (title, track_number, duration_s, file_path, preview_path, album_id, artist_id)
       VALUES ($1, 1, $2, $3, $4, $5, $6) RETURNING id`,
      [title, durationS, `audio/${albumId}-1.mp3`, `previews/${albumId}-1.mp3`, albumId, artistId],
    );
    return {
      track_id: track.rows[0]?.id ?? '',
      artist_id: artistId,
      albumId,
      title,
      artistName,
      durationMs: durationS * 1000,
    };
  });
}

/** A valid log-play body for a track of the catalogue. */
export const playOf = (track: CatalogueTrack, overrides: PlayPayload = {}): PlayPayload =>
  playPayload({ track_id: track.track_id, artist_id: track.artist_id, ...overrides });

/** An event as the API queues it, for feeding the writer and the worker directly. */
export function acceptedEvent(overrides: Partial<AcceptedPlayEvent> = {}): AcceptedPlayEvent {
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    userId: null,
    ...(playPayload() as Omit<AcceptedPlayEvent, 'id' | 'receivedAt' | 'userId'>),
    ...overrides,
  };
}

/** The analytics queue of the test run's Redis, as a producer outside the app sees it. */
export const analyticsQueue = (): Queue =>
  new Queue('analytics', queueConnectionOptions(testRedisSettings()));

/** Every queued (waiting) event, newest job first. */
export async function queuedEvents(queue: Queue): Promise<AcceptedPlayEvent[]> {
  const jobs = await queue.getJobs(['wait'], 0, -1, false);
  return jobs.flatMap((job) => (job.data as { events: AcceptedPlayEvent[] }).events);
}

export interface StoredEvent {
  id: string;
  user_id: string | null;
  track_id: string;
  track_title: string;
  event_type: string;
  listening_time_ms: number;
}

export const storedEvents = (ids: readonly string[]): Promise<StoredEvent[]> =>
  withDb(async (db) => {
    const { rows } = await db.query<StoredEvent>(
      `select id, user_id, track_id, track_title, event_type, listening_time_ms
         from play_events where id = any($1::uuid[])`,
      [ids],
    );
    return rows;
  });

/** Polls until `ids` are all stored (or the deadline); answers how many are. */
export async function waitUntilStored(ids: readonly string[], timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await countStored(ids);
    if (stored >= ids.length || Date.now() > deadline) return stored;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const countStored = (ids: readonly string[]): Promise<number> =>
  withDb(async (db) => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from play_events where id = any($1::uuid[])',
      [ids],
    );
    return rows[0]?.n ?? 0;
  });

/** A Redis client in the test run's namespace (one that waits for its connection). */
export function namespacedRedis(): Redis {
  const { REDIS_URL, REDIS_KEY_PREFIX } = testRedisSettings();
  return new Redis(REDIS_URL, { keyPrefix: redisNamespace(REDIS_KEY_PREFIX).keyPrefix });
}

/** The worker's count of play events PostgreSQL refused (in the test run's Redis namespace). */
export async function rejectedCount(): Promise<number> {
  const redis = namespacedRedis();
  try {
    return Number((await redis.get(REJECTED_PLAY_EVENTS_KEY)) ?? 0);
  } finally {
    await redis.quit();
  }
}

/**
 * Events PostgreSQL refuses whatever the writer cleans, one per kind of data error: what a job
 * queued around the HTTP validation (an older API, a bug, a hand-made job) could carry.
 */
export const unstorableEvents = (): AcceptedPlayEvent[] => [
  acceptedEvent({ track_id: 'not-a-uuid' }),
  acceptedEvent({ completion_percentage: 40_000 }),
  acceptedEvent({ receivedAt: 'not a time' }),
];

/** The analytics queue, emptied before the file's tests and again (then closed) after them. */
export function emptyAnalyticsQueueForFile(): Queue {
  const queue = analyticsQueue();
  beforeAll(async () => {
    await queue.obliterate({ force: true });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });
  return queue;
}

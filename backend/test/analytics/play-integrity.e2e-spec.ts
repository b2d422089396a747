import type { Queue } from 'bullmq';

import {
  MAX_PLAY_STARTS_PER_MINUTE,
  PLAY_TIME_TOLERANCE_MS,
} from '../../src/modules/analytics/domain/play-judgement.js';
import { NOT_STORED_PLAY_EVENTS_KEY } from '../../src/modules/analytics/intake-memory.js';
import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  type CatalogueTrack,
  catalogueTrack,
  emptyAnalyticsQueueForFile,
  namespacedRedis,
  playOf,
  type PlayPayload,
  queuedEvents,
  sessionId,
} from './play-events.js';

/** ADR 0024: what the intake stores of a play event, and what it refuses or does not count. */
let t: TestApp;
const queue: Queue = emptyAnalyticsQueueForFile();
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

interface Sender {
  ip?: string;
  token?: string;
  userAgent?: string;
}
const logPlay = (body: PlayPayload, from: Sender = {}) =>
  call<{ id: string }>(t.baseUrl, 'POST', '/api/analytics/log-play', {
    body,
    ip: from.ip ?? randomIp(),
    token: from.token ?? null,
    headers: { 'user-agent': from.userAgent ?? 'Mozilla/5.0 Firefox/140.0' },
  });
const queued = async (id: string) => (await queuedEvents(queue)).find((event) => event.id === id);
async function notStored(reason: string): Promise<number> {
  const redis = namespacedRedis();
  try {
    return Number((await redis.hget(NOT_STORED_PLAY_EVENTS_KEY, reason)) ?? 0);
  } finally {
    await redis.quit();
  }
}
/** A page session whose first event arrived `ms` ago (the intake's memory of it); its start. */
async function sessionBegan(session: string, msAgo: number): Promise<number> {
  const redis = namespacedRedis();
  const startedAt = Date.now() - msAgo;
  try {
    await redis.set(`analytics:session:${session}`, String(startedAt), 'EX', 3600);
  } finally {
    await redis.quit();
  }
  return startedAt;
}

/**
 * `count` play starts of one new page session, one after the other. The limit counts per clock
 * minute: a burst that ran into the next minute (a busy machine) is sent again from a new
 * session, so the one returned fell wholly inside one minute.
 */
async function startsInOneMinute(track: CatalogueTrack, count: number) {
  for (;;) {
    const session = sessionId();
    const ip = randomIp();
    const sentFrom = Date.now();
    const replies = [];
    for (let i = 0; i < count; i += 1) {
      replies.push(
        await logPlay(playOf(track, { session_id: session, completion_percentage: i }), { ip }),
      );
    }
    if (Math.floor(sentFrom / 60_000) === Math.floor(Date.now() / 60_000)) return replies;
  }
}

describe('the catalogue decides what was played', () => {
  test('a track it does not have: 404, not queued, counted as not stored', async () => {
    const track = await catalogueTrack();
    const before = await notStored('unknown_track');
    const body = playOf(track, { track_id: '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11' });
    const reply = await logPlay(body);
    expectEnvelope(reply, 404, 'ANALYTICS.UNKNOWN_TRACK');
    expect(reply.body.message).toBe('Track not found');
    const sessions = (await queuedEvents(queue)).map((event) => event.session_id);
    expect(sessions).not.toContain(body.session_id);
    expect(await notStored('unknown_track')).toBe(before + 1);
  });

  test('a track named under another artist: 400, not queued', async () => {
    const [track, other] = await Promise.all([catalogueTrack(), catalogueTrack()]);
    const reply = await logPlay(playOf(track, { artist_id: other.artist_id }));
    expectEnvelope(reply, 400, 'ANALYTICS.ARTIST_MISMATCH');
  });

  test('the stored title, artist name and duration are the catalogue’s, not the client’s', async () => {
    const track = await catalogueTrack({ durationS: 95 });
    const reply = await logPlay(
      playOf(track, {
        track_title: 'my rip',
        artist_name: 'someone',
        track_duration_ms: 86_400_000,
      }),
    );
    expect(reply.status).toBe(202);
    expect(await queued(reply.body.id)).toMatchObject({
      track_title: track.title,
      artist_name: track.artistName,
      track_duration_ms: 95_000,
    });
  });
});

describe('text reaches the queue clean', () => {
  test('control characters in the client’s labels are dropped; a NUL is refused', async () => {
    const track = await catalogueTrack();
    const reply = await logPlay(
      playOf(track, { device_type: 'Fire\u0007fox\u001b', app_version: 'web-1.0.0\r\n' }),
    );
    expect(reply.status).toBe(202);
    expect(await queued(reply.body.id)).toMatchObject({
      device_type: 'Firefox',
      app_version: 'web-1.0.0',
    });
    const nul = await logPlay(playOf(track, { device_type: 'Chrome\u0000' }));
    expectEnvelope(nul, 400, 'PLATFORM.VALIDATION_FAILED');
  });
});

describe('listening time is what was physically possible', () => {
  test('24 hours claimed on a 90 s track counts as the track’s length (plus 2 s tolerance)', async () => {
    const { token } = await newAccount(t.baseUrl);
    const track = await catalogueTrack({ durationS: 90 });
    const session = sessionId();
    await sessionBegan(session, 3_600_000);
    const body = playOf(track, {
      session_id: session,
      event_type: 'track_complete',
      listening_time_ms: 86_400_000,
      completion_percentage: 100,
    });
    const reply = await logPlay(body, { token });
    expect(reply.status).toBe(202);
    expect(await queued(reply.body.id)).toMatchObject({
      listening_time_ms: 92_000,
      countedAs: 'full',
    });
  });

  test('no more than the time since its page session began', async () => {
    const { token } = await newAccount(t.baseUrl);
    const track = await catalogueTrack({ durationS: 600 });
    const session = sessionId();
    const startedAt = await sessionBegan(session, 20_000);
    const reply = await logPlay(
      playOf(track, { session_id: session, event_type: 'pause', listening_time_ms: 300_000 }),
      { token },
    );
    const answeredAt = Date.now();
    // The time from the session's start to when the event arrived (somewhere before the answer),
    // plus the tolerance: not the 300 s the client claimed.
    const listened = (await queued(reply.body.id))?.listening_time_ms ?? 0;
    expect(listened).toBeGreaterThanOrEqual(20_000 + PLAY_TIME_TOLERANCE_MS);
    expect(listened).toBeLessThanOrEqual(answeredAt - startedAt + PLAY_TIME_TOLERANCE_MS);
  });
});

describe('previews and full plays are told apart', () => {
  test('a visitor hears a preview; on a Soundcheck album so does a member without a grant', async () => {
    const [free, locked] = await Promise.all([
      catalogueTrack(),
      catalogueTrack({ accessType: 'soundcheck' }),
    ]);
    const [buyer, browser] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
    await withDb((db) =>
      db.query(
        `INSERT INTO album_grants (user_id, album_id, access_type, granted_at)
         VALUES ($1, $2, 'soundcheck', now())`,
        [buyer.userId, locked.albumId],
      ),
    );
    const plays: [PlayPayload, Sender][] = [
      [playOf(free), {}],
      [playOf(free), { token: browser.token }],
      [playOf(locked), {}],
      [playOf(locked), { token: browser.token }],
      [playOf(locked), { token: buyer.token }],
    ];
    const replies = await Promise.all(plays.map(([body, from]) => logPlay(body, from)));
    const events = await Promise.all(replies.map((reply) => queued(reply.body.id)));
    expect(events.map((event) => event?.countedAs)).toEqual([
      'preview',
      'full',
      'preview',
      'preview',
      'full',
    ]);
    expect(events.map((event) => event?.listener)).toEqual([
      expect.stringMatching(/^a:/),
      `u:${browser.userId}`,
      expect.stringMatching(/^a:/),
      `u:${browser.userId}`,
      `u:${buyer.userId}`,
    ]);
  });
});

describe('nothing is counted twice', () => {
  test('the same event sent again is accepted but queued once', async () => {
    const track = await catalogueTrack();
    const body = playOf(track);
    const before = await notStored('duplicate');
    const replies = [await logPlay(body), await logPlay(body), await logPlay(body)];
    expect(replies.map((reply) => reply.status)).toEqual([202, 202, 202]);
    const queuedIds = new Set((await queuedEvents(queue)).map((event) => event.id));
    expect(replies.filter((reply) => queuedIds.has(reply.body.id))).toHaveLength(1);
    expect(await notStored('duplicate')).toBe(before + 2);
  });

  test('new session ids from one browser are still one anonymous listener', async () => {
    const track = await catalogueTrack();
    const from = { ip: randomIp(), userAgent: 'Mozilla/5.0 Chrome/150.0' };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => logPlay(playOf(track, { session_id: sessionId() }), from)),
    );
    const events = await Promise.all(replies.map((reply) => queued(reply.body.id)));
    const listeners = new Set(events.map((event) => event?.listener));
    expect(listeners.size).toBe(1);
    expect([...listeners][0]).toMatch(/^a:[0-9a-f]{32}$/);
    // Another browser on the same address is another listener; the address is never stored.
    const other = await logPlay(playOf(track), { ...from, userAgent: 'Mozilla/5.0 Safari/19' });
    const otherListener = (await queued(other.body.id))?.listener;
    expect(otherListener).not.toBe([...listeners][0]);
    expect(JSON.stringify(events)).not.toContain(from.ip);
  });

  test(`a page session starts at most ${MAX_PLAY_STARTS_PER_MINUTE} plays a minute`, async () => {
    const track = await catalogueTrack();
    const replies = await startsInOneMinute(track, MAX_PLAY_STARTS_PER_MINUTE + 1);
    expect(replies.every((reply) => reply.status === 202)).toBe(true);
    const queuedIds = new Set((await queuedEvents(queue)).map((event) => event.id));
    expect(replies.filter((reply) => queuedIds.has(reply.body.id))).toHaveLength(
      MAX_PLAY_STARTS_PER_MINUTE,
    );
  }, 120_000);
});

import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { call, expectEnvelope, randomIp } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  type CatalogueTrack,
  catalogueTrack,
  playOf,
  type PlayPayload,
  queuedEvents,
} from './play-events.js';

let t: TestApp;
let queue: Queue;
let track: CatalogueTrack;
/** A valid body for a track of the catalogue. */
const playPayload = (overrides: PlayPayload = {}) => playOf(track, overrides);
beforeAll(async () => {
  track = await catalogueTrack();
  t = await startTestApp({ TRUST_PROXY: 'true' });
  queue = t.app.get<Queue>(getQueueToken('analytics'));
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await t.close();
});

const logPlay = (body: unknown, ip = randomIp()) =>
  call<{ id: string }>(t.baseUrl, 'POST', '/api/analytics/log-play', { body, ip });
const queued = async (id: string) => (await queuedEvents(queue)).find((event) => event.id === id);

describe('POST /api/analytics/log-play accepts', () => {
  test('a valid event: 202 with its id, queued as sent with the catalogue’s names, its id, time and listener', async () => {
    const payload = playPayload({ event_type: 'skip_forward', skip_reason: 'user_skip' });
    const before = Date.now();
    const reply = await logPlay(payload);
    expect(reply.status).toBe(202);
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    // A machine reply: no document headers, but never sniffed.
    expect(reply.headers.get('content-security-policy')).toBeNull();
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    const event = await queued(reply.body.id);
    expect(event).toEqual({
      ...payload,
      track_title: track.title,
      artist_name: track.artistName,
      track_duration_ms: track.durationMs,
      id: reply.body.id,
      userId: null,
      receivedAt: expect.any(String),
      listener: expect.stringMatching(/^a:[0-9a-f]{32}$/),
      countedAs: 'preview',
    });
    const receivedAt = Date.parse(event?.receivedAt ?? '');
    expect(receivedAt).toBeGreaterThanOrEqual(before - 5);
    expect(receivedAt).toBeLessThanOrEqual(Date.now());
  });

  test('fractional milliseconds are rounded; skip_reason may be left out', async () => {
    const { skip_reason: _omitted, ...payload } = playPayload({
      event_type: 'pause',
      listening_time_ms: 1_000.4,
    });
    const reply = await logPlay(payload);
    expect(reply.status).toBe(202);
    // The first event of its page session: no more than the tolerance could have been heard.
    expect(await queued(reply.body.id)).toMatchObject({
      listening_time_ms: 1_000,
      skip_reason: null,
    });
  });
});

describe('POST /api/analytics/log-play refuses', () => {
  test.each<{ field: string; value: unknown; what: string }>([
    { field: 'track_id', value: 'not-a-uuid', what: 'not a UUID' },
    { field: 'artist_id', value: 42, what: 'a number' },
    { field: 'track_title', value: '', what: 'empty' },
    { field: 'track_title', value: 'x'.repeat(501), what: 'over 500 characters' },
    { field: 'artist_name', value: null, what: 'null' },
    { field: 'track_duration_ms', value: -1, what: 'negative' },
    { field: 'track_duration_ms', value: 24 * 3600 * 1000 + 1, what: 'over a day' },
    { field: 'listening_time_ms', value: '1000', what: 'a string' },
    { field: 'event_type', value: 'rewind', what: 'not an event type' },
    { field: 'play_source', value: 'ios_app', what: 'not web_app' },
    { field: 'session_id', value: 'abc-123456', what: 'without web-' },
    { field: 'session_id', value: 'web-abc', what: 'too short' },
    { field: 'session_id', value: `web-${'a'.repeat(65)}`, what: 'too long' },
    { field: 'completion_percentage', value: 101, what: 'over 100' },
    { field: 'completion_percentage', value: 12.5, what: 'a fraction' },
    { field: 'skip_reason', value: 'bored', what: 'not user_skip' },
    { field: 'platform', value: 'tablet', what: 'neither mobile nor desktop' },
    { field: 'device_type', value: 'x'.repeat(101), what: 'over 100 characters' },
    { field: 'app_version', value: '', what: 'empty' },
  ])('$field $what, with 400 naming that field only', async ({ field, value }) => {
    const reply = await logPlay(playPayload({ [field]: value }));
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.map((detail) => detail.field)).toEqual([field]);
  });

  test('a missing body or an empty object, naming the first thing missing', async () => {
    const none = await call(t.baseUrl, 'POST', '/api/analytics/log-play', { ip: randomIp() });
    expectEnvelope(none, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(none.body.message).toBe('The request body must be a JSON object.');
    const empty = await logPlay({});
    expectEnvelope(empty, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(empty.body.details).toEqual([
      { field: 'track_id', messages: ['track_id is required.'] },
    ]);
  });

  test('wrong types: the first one named (a reply names one field, whatever the body holds)', async () => {
    const reply = await logPlay(
      playPayload({ track_title: 7, track_duration_ms: '215000', platform: ['desktop'] }),
    );
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details).toEqual([
      { field: 'track_title', messages: ['track_title must be text.'] },
    ]);
  });

  test('a user_id or any other field the contract lacks: the listener never comes from the body', async () => {
    const payload = playPayload({ user_id: '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11', referrer: 'x' });
    const reply = await logPlay(payload);
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.map((detail) => detail.field)).toEqual(['user_id']);
    const events = await queuedEvents(queue);
    expect(events.some((event) => event.session_id === payload.session_id)).toBe(false);
  });

  test('a body that is not JSON, or larger than 8 KiB, before validating it', async () => {
    const notJson = await fetch(`${t.baseUrl}/api/analytics/log-play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: '{"track_id": ',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'PLATFORM.MALFORMED_BODY' });
    const huge = await logPlay(playPayload({ track_title: 'x'.repeat(9000) }));
    expectEnvelope(huge, 413, 'PLATFORM.PAYLOAD_TOO_LARGE');
  });

  test('past 600 events a minute from one address: 429 with Retry-After; others still pass', async () => {
    const ip = randomIp();
    const payload = playPayload();
    for (let sent = 0; sent < 600; sent += 50) {
      const replies = await Promise.all(Array.from({ length: 50 }, () => logPlay(payload, ip)));
      expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(202));
    }
    const limited = await logPlay(payload, ip);
    expectEnvelope(limited, 429, 'ANALYTICS.RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await logPlay(payload)).status).toBe(202);
  }, 90_000);
});

describe('POST /api/analytics/log-play is durable', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('202 comes only once the job is in Redis', async () => {
    // The write is held back a while: an answer that did not wait for it would arrive first.
    const order: string[] = [];
    const add = queue.add.bind(queue);
    jest.spyOn(queue, 'add').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const job = await add(...args);
      order.push('job stored');
      return job;
    });
    const reply = await logPlay(playPayload());
    order.push('202 received');
    expect(reply.status).toBe(202);
    expect(order).toEqual(['job stored', '202 received']);
    expect(await queued(reply.body.id)).toBeDefined();
  });

  test('events accepted together share one job', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => logPlay(playPayload())));
    const ids = new Set(replies.map((reply) => reply.body.id));
    const jobs = await queue.getJobs(['wait'], 0, -1);
    const carrying = jobs.filter((job) =>
      (job.data as { events: { id: string }[] }).events.some((event) => ids.has(event.id)),
    );
    // Usually one or two jobs; a starved CPU spreads the 20 over more, but never one each.
    expect(carrying.length).toBeGreaterThanOrEqual(1);
    expect(carrying.length).toBeLessThan(replies.length);
  });

  test('when Redis does not take the job, each waiting request is 503 and nothing is queued', async () => {
    jest.spyOn(queue, 'add').mockRejectedValue(new Error('Connection is closed.'));
    const payloads = Array.from({ length: 3 }, () => playPayload());
    const replies = await Promise.all(payloads.map((payload) => logPlay(payload)));
    for (const reply of replies) {
      expectEnvelope(reply, 503, 'ANALYTICS.UNAVAILABLE');
      expect(reply.body.message).toBe('Analytics is temporarily unavailable');
    }
    jest.restoreAllMocks();
    const sessions = new Set(payloads.map((payload: PlayPayload) => payload.session_id));
    expect((await queuedEvents(queue)).some((event) => sessions.has(event.session_id))).toBe(false);
  });
});

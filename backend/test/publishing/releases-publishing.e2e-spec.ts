import { randomBytes } from 'node:crypto';

import { Queue, QueueEvents } from 'bullmq';

import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import { type AlbumBody, publicGet, searchAll } from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { testRedisSettings } from '../support/redis.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  auditOf,
  completeRelease,
  eventually,
  markTrackFailed,
  ok,
  studio,
  studioAdmin,
  studioArtist,
  type Studio,
  type StudioArtist,
  type StudioRelease,
  type StudioTrack,
} from './releases-suite.js';

/**
 * Publishing (docs/adr/0041): a release goes public only complete — or answers what it lacks —
 * in one transaction with its listing, now or at its scheduled time (the `publishing` queue's
 * delayed job, run here by the embedded worker), and back to a draft when unpublished.
 */
let t: TestApp;
let artist: StudioArtist;
let as: Studio;
let queue: Queue;
let queueEvents: QueueEvents;
/** A word no other release has: search finds this file's releases by it. */
const word = `Quillmere${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await startTestApp({ EMBEDDED_WORKER: 'true' });
  artist = await studioArtist(t.baseUrl);
  as = studio(t.baseUrl, artist.token);
  const connection = queueConnectionOptions(testRedisSettings());
  queue = new Queue('publishing', connection);
  queueEvents = new QueueEvents('publishing', connection);
  await queueEvents.waitUntilReady();
});
afterAll(async () => {
  await queueEvents.close();
  await queue.close();
  await t.close();
});

const publicAlbum = (identifier: string) => publicGet<AlbumBody>(t.baseUrl, `album/${identifier}`);
const inAWhile = (ms: number): string => new Date(Date.now() + ms).toISOString();

test('an incomplete release is refused with the list of what it lacks', async () => {
  const release = ok(await as.post('/releases', { title: `${word} Sketches` }), 201);
  const refused = await as.post(`/releases/${release.id}/publish`);
  expectEnvelope(refused, 409, 'STUDIO.RELEASE_INCOMPLETE');
  expect(refused.body.details).toEqual([
    { field: 'artwork', messages: [expect.stringMatching(/1400 × 1400/)] },
    { field: 'access_type', messages: [expect.any(String)] },
    { field: 'genre', messages: ['Choose at least one genre.'] },
    { field: 'ready_track', messages: [expect.any(String)] },
  ]);
  expect(ok(await as.get(`/releases/${release.id}`)).state).toBe('draft');

  const almost = await completeRelease(as, {
    title: `${word} Almost`,
    trackTitles: ['One', 'Two'],
  });
  const second = almost.tracks[1] as StudioTrack;
  await markTrackFailed(second.id, 'This file is a PDF, not audio.', 'sniffed: pdf');
  const unfinished = await as.post(`/releases/${almost.id}/publish`);
  expectEnvelope(unfinished, 409, 'STUDIO.RELEASE_INCOMPLETE');
  expect(unfinished.body.details).toEqual([
    {
      field: 'unfinished_tracks',
      messages: ['Every track must be ready: wait for, retry or remove "Two" (failed).'],
    },
  ]);
});

test('a complete release goes public at once: listed, with a slug and a release date', async () => {
  const release = await completeRelease(as, {
    title: `${word} Motorway`,
    access_type: 'soundcheck',
    trackTitles: ['Headlights', 'Tunnel'],
  });
  expect(release.checklist).toEqual({ complete: true, missing: [] });
  expect(release.actions.publish).toBe(true);

  const published = ok(await as.post(`/releases/${release.id}/publish`));
  const slug = `${word.toLowerCase()}-motorway`;
  expect(published).toMatchObject({
    state: 'published',
    slug,
    release_date: new Date().toISOString().slice(0, 10),
    listed: true,
    actions: { edit_tracks: false, delete: false, publish: false, unpublish: true },
  });
  expect(published.tracks.map((track) => track.listed)).toEqual([true, true]);
  expect(published.published_at).not.toBeNull();

  const album = await publicAlbum(slug);
  expect(album.status).toBe(200);
  expect(album.body.tracks?.map((track) => track.title)).toEqual(['Headlights', 'Tunnel']);
  const found = await searchAll(t.baseUrl, `${word} Motorway`);
  expect(found.albums.body.albums.map((entry) => entry.id)).toContain(release.id);
  // Publishing again changes nothing.
  expect(ok(await as.post(`/releases/${release.id}/publish`)).published_at).toBe(
    published.published_at,
  );

  const twin = await completeRelease(as, { title: `${word} Motorway` });
  expect(ok(await as.post(`/releases/${twin.id}/publish`)).slug).toBe(`${slug}-2`);
});

test('a public release stays complete; unpublished it is hidden, and never deleted', async () => {
  const release = await completeRelease(as, { title: `${word} Harbour` });
  const { slug } = ok(await as.post(`/releases/${release.id}/publish`));
  const emptied = await as.patch(`/releases/${release.id}`, { genres: [] });
  expectEnvelope(emptied, 409, 'STUDIO.RELEASE_INCOMPLETE');
  expect(emptied.body.details?.map((detail) => detail.field)).toEqual(['genre']);
  expectEnvelope(
    await as.post(`/releases/${release.id}/tracks`, { file_name: 'late.wav', file_size: 10 }),
    409,
    'STUDIO.TRACKS_LOCKED',
  );
  expectEnvelope(
    await as.delete(`/tracks/${release.tracks[0]?.id ?? ''}`),
    409,
    'STUDIO.TRACKS_LOCKED',
  );
  // Text and order stay editable while it is public.
  expect(ok(await as.patch(`/releases/${release.id}`, { description: 'Live.' })).state).toBe(
    'published',
  );

  const draft = ok(await as.post(`/releases/${release.id}/unpublish`));
  expect(draft).toMatchObject({ state: 'draft', listed: false });
  expect(draft.tracks.map((track) => track.listed)).toEqual([false]);
  expect((await publicAlbum(slug ?? '')).status).toBe(404);
  expectEnvelope(await as.delete(`/releases/${release.id}`), 409, 'STUDIO.RELEASE_NOT_DELETABLE');
  // Its slug stays its own: published again, it is at the same address.
  expect(ok(await as.post(`/releases/${release.id}/publish`)).slug).toBe(slug);
});

test('a scheduled release goes public at its time', async () => {
  const release = await completeRelease(as, { title: `${word} Dawn` });
  const at = inAWhile(2_000);
  const scheduled = ok(await as.post(`/releases/${release.id}/publish`, { at }));
  expect(scheduled).toMatchObject({ state: 'scheduled', scheduled_for: at, listed: false });

  const published = await eventually(async () => {
    const now = ok(await as.get(`/releases/${release.id}`));
    return now.state === 'published' ? now : undefined;
  });
  expect(published.listed).toBe(true);
  expect((await publicAlbum(published.slug ?? '')).status).toBe(200);
});

test('a scheduled release whose own job was lost goes public at the catch-up', async () => {
  const release = await completeRelease(as, { title: `${word} Tideline` });
  const at = inAWhile(3_600_000);
  ok(await as.post(`/releases/${release.id}/publish`, { at }));
  // Its delayed job is lost (a Redis restart without persistence), and its time has come.
  await queue.remove(`publish-${release.id}-${new Date(at).getTime()}`);
  await withDb((db) =>
    db.query(
      `update releases set scheduled_for = now() - interval '1 minute' where album_id = $1`,
      [release.id],
    ),
  );
  expect(ok(await as.get(`/releases/${release.id}`)).state).toBe('scheduled');
  // The repeatable catch-up is scheduled at boot; one run of it, now.
  const schedulers = await queue.getJobSchedulers();
  expect(schedulers.map((scheduler) => scheduler.key)).toContain('publishing-publish-due');
  const catchUp = await queue.add('publish-due', {}, { jobId: `catch-up-${release.id}` });
  expect(await catchUp.waitUntilFinished(queueEvents, 30_000)).toBeGreaterThanOrEqual(1);
  const published = ok(await as.get(`/releases/${release.id}`));
  expect(published).toMatchObject({ state: 'published', listed: true, scheduled_for: null });
  expect((await publicAlbum(published.slug ?? '')).status).toBe(200);
});

test('a later schedule replaces an earlier one, whose job then does nothing', async () => {
  const release = await completeRelease(as, { title: `${word} Dusk` });
  const first = inAWhile(3_600_000);
  const second = inAWhile(7_200_000);
  ok(await as.post(`/releases/${release.id}/publish`, { at: first }));
  const replaced = ok(await as.post(`/releases/${release.id}/publish`, { at: second }));
  expect(replaced).toMatchObject({ state: 'scheduled', scheduled_for: second });
  const jobId = (at: string) => `publish-${release.id}-${new Date(at).getTime()}`;
  expect(await queue.getJob(jobId(first))).toBeUndefined();
  expect(await (await queue.getJob(jobId(second)))?.getState()).toBe('delayed');

  // The earlier time's job, had it stayed, finds the release scheduled for another time.
  const stale = await queue.add(
    'publish-scheduled',
    { albumId: release.id, at: first },
    { jobId: `stale-${release.id}` },
  );
  expect(await stale.waitUntilFinished(queueEvents, 30_000)).toBe('stale');
  expect(ok(await as.get(`/releases/${release.id}`))).toMatchObject({
    state: 'scheduled',
    scheduled_for: second,
  });

  const withdrawn = ok(await as.post(`/releases/${release.id}/unpublish`));
  expect(withdrawn).toMatchObject({ state: 'draft', scheduled_for: null });
  expect(await queue.getJob(jobId(second))).toBeUndefined();
  expectEnvelope(
    await as.post(`/releases/${release.id}/publish`, { at: inAWhile(-3_600_000) }),
    400,
    'STUDIO.SCHEDULE_IN_PAST',
  );
  expectEnvelope(
    await as.post(`/releases/${release.id}/publish`, { at: inAWhile(400 * 86_400_000) }),
    400,
    'STUDIO.SCHEDULE_TOO_FAR',
  );
  expectEnvelope(
    await as.post(`/releases/${release.id}/publish`, { at: '2027-02-30T10:00:00Z' }),
    400,
    'STUDIO.TIME_INVALID',
  );
  expectEnvelope(
    await as.post(`/releases/${release.id}/publish`, { at: 'tomorrow' }),
    400,
    'PLATFORM.VALIDATION_FAILED',
  );
});

test('an admin publishes for an artist, audited', async () => {
  const admin = await studioAdmin(t.baseUrl);
  const byAdmin = studio(t.baseUrl, admin.token);
  const release: StudioRelease = await completeRelease(byAdmin, {
    title: `${word} Commission`,
    artist_id: artist.artistId,
  });
  expect(ok(await byAdmin.post(`/releases/${release.id}/publish`)).state).toBe('published');
  const rows = await auditOf(release.id);
  expect(rows.at(-1)).toMatchObject({
    actor_id: admin.userId,
    action: 'release.publish',
    before: { state: 'draft', scheduled_for: null },
    after: { state: 'published', scheduled_for: null },
  });
});

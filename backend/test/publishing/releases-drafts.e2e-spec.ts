import { access } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';

import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  auditOf,
  imageOf,
  listedGenre,
  markTrackFailed,
  markTrackReady,
  ok,
  studio,
  studioAdmin,
  studioArtist,
  type StudioArtist,
  type StudioRelease,
  type StudioTrack,
  TEST_PEAKS,
} from './releases-suite.js';

/**
 * Releases in the studio (docs/adr/0041): drafts made, edited and deleted by their artist, their
 * track slots, who may touch them (another artist's release does not exist for you), and an admin
 * acting for an artist, audited.
 */
let t: TestApp;
let artist: StudioArtist;
let genre: string;
beforeAll(async () => {
  t = await startTestApp();
  artist = await studioArtist(t.baseUrl);
  genre = await listedGenre();
});
afterAll(async () => {
  await t.close();
});

const slot = (release: StudioRelease, fileName: string, extra: Record<string, unknown> = {}) =>
  studio(t.baseUrl, artist.token).post<StudioTrack>(`/releases/${release.id}/tracks`, {
    file_name: fileName,
    file_size: 40_000_000,
    ...extra,
  });

describe('a draft release', () => {
  test('is made, listed, read and edited by its artist; nothing of it is audited', async () => {
    const as = studio(t.baseUrl, artist.token);
    const created = ok(
      await as.post('/releases', {
        title: '  Night Drive Tapes ',
        release_type: 'ep',
        description: 'Four songs for the motorway.',
        genres: [genre.toUpperCase()],
      }),
      201,
    );
    expect(created).toMatchObject({
      artist_id: artist.artistId,
      artist_name: artist.artistName,
      title: 'Night Drive Tapes',
      release_type: 'ep',
      state: 'draft',
      slug: null,
      access_type: null,
      genres: [genre],
      downloads_enabled: false,
      listed: false,
      tracks: [],
      actions: { edit_tracks: true, delete: true, publish: false, unpublish: false },
    });
    expect(created.checklist.missing.map((gap) => gap.item)).toEqual([
      'artwork',
      'access_type',
      'ready_track',
    ]);

    const edited = ok(
      await as.patch(`/releases/${created.id}`, {
        title: 'Night Drive Tapes (Deluxe)',
        access_type: 'soundcheck',
        release_date: '2027-01-29',
        description: '',
        downloads_enabled: true,
      }),
    );
    expect(edited).toMatchObject({
      title: 'Night Drive Tapes (Deluxe)',
      access_type: 'soundcheck',
      release_date: '2027-01-29',
      description: null,
      downloads_enabled: true,
      genres: [genre],
    });

    const list = ok(await as.get<{ artist_id: string; releases: { id: string }[] }>('/releases'));
    expect(list.artist_id).toBe(artist.artistId);
    expect(list.releases.map((release) => release.id)).toContain(created.id);
    expect(await auditOf(created.id)).toEqual([]);
  });

  test('refuses what it cannot store, in the envelope', async () => {
    const as = studio(t.baseUrl, artist.token);
    const release = ok(await as.post('/releases', { title: 'Refusals' }), 201);
    expectEnvelope(
      await as.patch(`/releases/${release.id}`, { genres: ['Not A Genre At All'] }),
      400,
      'STUDIO.GENRE_UNKNOWN',
    );
    expectEnvelope(
      await as.patch(`/releases/${release.id}`, { release_date: '2026-02-30' }),
      400,
      'STUDIO.RELEASE_DATE_INVALID',
    );
    expectEnvelope(
      await as.patch(`/releases/${release.id}`, { access_type: 'vip' }),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );
    expectEnvelope(await as.post('/releases', { title: '   ' }), 400, 'PLATFORM.VALIDATION_FAILED');
    const tooLarge = await slot(release, 'huge.wav', { file_size: 3 * 1024 ** 3 });
    expectEnvelope(tooLarge, 413, 'STUDIO.FILE_TOO_LARGE');
    expect(tooLarge.body.message).toMatch(/accepts up to 2048 MB/);
  });

  test('takes track slots, their details and order, and lets them go again', async () => {
    const as = studio(t.baseUrl, artist.token);
    const release = ok(await as.post('/releases', { title: 'Slots' }), 201);
    const first = ok(await slot(release, '01_Headlights (master).wav'), 201);
    const second = ok(await slot(release, 'tunnel.flac', { title: 'Tunnel' }), 201);
    const third = ok(await slot(release, 'exit-9.aiff'), 201);
    expect(first).toMatchObject({
      position: 1,
      title: '01 Headlights (master)',
      state: 'awaiting_upload',
      file_name: '01_Headlights (master).wav',
      file_size: 40_000_000,
      retryable: false,
      peaks_url: null,
      listed: false,
    });
    expect([second.position, third.position]).toEqual([2, 3]);

    const lrc = '[ar:Harbour Lights]\n[00:12.00] Headlights on the motorway\n[00:15.50] Again';
    const edited = ok(
      await as.patch<StudioTrack>(`/tracks/${third.id}`, {
        title: 'Exit 9',
        position: 1,
        explicit: true,
        isrc: 'gb-aye-06-01498',
        credits: 'Written by H. Lights',
        lyrics_synced: lrc,
        preview_start_seconds: 42.5,
      }),
    );
    expect(edited).toMatchObject({
      title: 'Exit 9',
      position: 1,
      explicit: true,
      isrc: 'GBAYE0601498',
      credits: 'Written by H. Lights',
      lyrics_synced: lrc,
      preview_start_seconds: 42.5,
    });
    const moved = ok(await as.get(`/releases/${release.id}`));
    expect(moved.tracks.map((track) => [track.title, track.position])).toEqual([
      ['Exit 9', 1],
      ['01 Headlights (master)', 2],
      ['Tunnel', 3],
    ]);

    const badLrc = await as.patch(`/tracks/${third.id}`, {
      lyrics_synced: '[00:01.00] ok\nno time',
    });
    expectEnvelope(badLrc, 400, 'STUDIO.LYRICS_NOT_SYNCED');
    expect(badLrc.body.message).toMatch(/^Line 2 has no time/);
    expectEnvelope(
      await as.patch(`/tracks/${third.id}`, { isrc: 'GB-AYE-06-0149' }),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );
    expectEnvelope(
      await as.patch(`/tracks/${third.id}`, { position: 4 }),
      400,
      'STUDIO.POSITION_OUT_OF_RANGE',
    );

    expect((await as.delete(`/tracks/${third.id}`)).status).toBe(204);
    const left = ok(await as.get(`/releases/${release.id}`));
    expect(left.tracks.map((track) => [track.title, track.position])).toEqual([
      ['01 Headlights (master)', 1],
      ['Tunnel', 2],
    ]);
    expectEnvelope(
      await as.patch(`/tracks/${third.id}`, { title: 'Gone' }),
      404,
      'STUDIO.TRACK_NOT_FOUND',
    );
  });

  test('is deleted with its tracks while it is a draft never published', async () => {
    const as = studio(t.baseUrl, artist.token);
    const release = ok(await as.post('/releases', { title: 'Short-lived' }), 201);
    const track = ok(await slot(release, 'a.wav'), 201);
    expect((await as.delete(`/releases/${release.id}`)).status).toBe(204);
    expectEnvelope(await as.get(`/releases/${release.id}`), 404, 'STUDIO.RELEASE_NOT_FOUND');
    const rows = await withDb(async (db) => {
      const { rows } = await db.query<{ albums: number; tracks: number; masters: number }>(
        `SELECT (SELECT count(*)::int FROM albums WHERE id = $1) AS albums,
                (SELECT count(*)::int FROM tracks WHERE id = $2) AS tracks,
                (SELECT count(*)::int FROM track_masters WHERE track_id = $2) AS masters`,
        [release.id, track.id],
      );
      return rows[0];
    });
    expect(rows).toEqual({ albums: 0, tracks: 0, masters: 0 });
  });
});

describe("a track's processing", () => {
  test("shows its failure in the artist's words (the detail only to admins), and retries", async () => {
    const as = studio(t.baseUrl, artist.token);
    const release = ok(await as.post('/releases', { title: 'Failures' }), 201);
    const track = ok(await slot(release, 'broken.wav'), 201);
    expectEnvelope(await as.post(`/tracks/${track.id}/retry`), 409, 'STUDIO.TRACK_NOT_RETRYABLE');
    await markTrackFailed(
      track.id,
      'This file ends early: it may be cut off.',
      'ffmpeg: EOF at 12.3s',
    );

    const seen = ok(await as.get(`/releases/${release.id}`)).tracks[0];
    expect(seen).toMatchObject({
      state: 'failed',
      failure_reason: 'This file ends early: it may be cut off.',
      retryable: true,
    });
    expect(seen).not.toHaveProperty('failure_detail');
    const admin = await studioAdmin(t.baseUrl);
    const byAdmin = ok(await studio(t.baseUrl, admin.token).get(`/releases/${release.id}`));
    expect(byAdmin.tracks[0]?.failure_detail).toBe('ffmpeg: EOF at 12.3s');

    const retried = ok(await as.post<StudioTrack>(`/tracks/${track.id}/retry`));
    expect(retried).toMatchObject({ state: 'processing', step: 'queued', failure_reason: null });
  });

  test("gives the artist a ready track's facts, tag defaults and waveform peaks", async () => {
    const as = studio(t.baseUrl, artist.token);
    const release = ok(await as.post('/releases', { title: 'Peaks' }), 201);
    const track = ok(await slot(release, 'wave.wav'), 201);
    expectEnvelope(await as.get(`/tracks/${track.id}/peaks`), 404, 'STUDIO.PEAKS_NOT_READY');
    await markTrackReady(track.id, 180);
    const ready = ok(await as.get(`/releases/${release.id}`)).tracks[0];
    expect(ready).toMatchObject({
      state: 'ready',
      duration_s: 180,
      facts: { duration_s: 180, sample_rate: 44_100, bit_depth: 16, channels: 2, lossless: true },
      tags: { title: 'Tag Title', isrc: 'GBAYE0601498' },
      preview_cut_at_seconds: 60,
      peaks_url: `/api/studio/tracks/${track.id}/peaks`,
    });
    const peaks = await call(t.baseUrl, 'GET', ready?.peaks_url ?? '', { token: artist.token });
    expect(peaks.status).toBe(200);
    expect(peaks.body).toEqual(TEST_PEAKS);

    expectEnvelope(
      await as.patch(`/tracks/${track.id}`, { preview_start_seconds: 180 }),
      400,
      'STUDIO.PREVIEW_START_OUT_OF_RANGE',
    );
    const moved = ok(
      await as.patch<StudioTrack>(`/tracks/${track.id}`, { preview_start_seconds: 95 }),
    );
    expect(moved.preview_start_seconds).toBe(95);
  });
});

describe('artwork', () => {
  test('is re-encoded as a square JPEG under images/artwork, or refused with a reason', async () => {
    const as = studio(t.baseUrl, artist.token);
    const release = ok(await as.post('/releases', { title: 'Covers' }), 201);
    const path = `/releases/${release.id}/artwork`;

    const small = await as.upload(path, await imageOf(1000, 1000));
    expectEnvelope(small, 400, 'STUDIO.ARTWORK_TOO_SMALL');
    expect(small.body.message).toBe(
      'This image is 1000 × 1000 pixels; artwork must be at least 1400 × 1400.',
    );
    expectEnvelope(
      await as.upload(path, Buffer.from('%PDF-1.7\n'.repeat(100)), 'cover.png'),
      415,
      'STUDIO.ARTWORK_TYPE',
    );

    const stored = ok(await as.upload(path, await imageOf(1600, 1450, 'jpeg')), 201);
    expect(stored.artwork_url).toMatch(/^\/media\/images\/artwork\/[0-9a-f-]{36}\.jpg$/);
    const file = join(process.env.MEDIA_DIR ?? '', stored.artwork_url.replace('/media/', ''));
    expect(await sharp(file).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1450,
      height: 1450,
    });

    const replaced = ok(await as.upload(path, await imageOf(1400, 1400)), 201);
    expect(ok(await as.get(`/releases/${release.id}`)).artwork_url).toBe(replaced.artwork_url);
    await expect(access(file)).rejects.toThrow();
  });
});

describe('who may work on a release', () => {
  test("another artist's release does not exist for you; listeners have no studio", async () => {
    const release = ok(
      await studio(t.baseUrl, artist.token).post('/releases', { title: 'Mine' }),
      201,
    );
    const track = ok(await slot(release, 'mine.wav'), 201);
    const other = studio(t.baseUrl, (await studioArtist(t.baseUrl)).token);
    expectEnvelope(await other.get(`/releases/${release.id}`), 404, 'STUDIO.RELEASE_NOT_FOUND');
    expectEnvelope(
      await other.patch(`/releases/${release.id}`, { title: 'Theirs' }),
      404,
      'STUDIO.RELEASE_NOT_FOUND',
    );
    expectEnvelope(await other.delete(`/releases/${release.id}`), 404, 'STUDIO.RELEASE_NOT_FOUND');
    expectEnvelope(
      await other.post(`/releases/${release.id}/publish`),
      404,
      'STUDIO.RELEASE_NOT_FOUND',
    );
    expectEnvelope(
      await other.post(`/releases/${release.id}/tracks`, { file_name: 'x.wav', file_size: 10 }),
      404,
      'STUDIO.RELEASE_NOT_FOUND',
    );
    expectEnvelope(
      await other.patch(`/tracks/${track.id}`, { title: 'x' }),
      404,
      'STUDIO.TRACK_NOT_FOUND',
    );
    expectEnvelope(await other.delete(`/tracks/${track.id}`), 404, 'STUDIO.TRACK_NOT_FOUND');
    expectEnvelope(
      await other.get(`/releases?artist_id=${artist.artistId}`),
      403,
      'STUDIO.OTHER_ARTIST',
    );
    expect(ok(await studio(t.baseUrl, artist.token).get(`/releases/${release.id}`)).title).toBe(
      'Mine',
    );

    const listener = studio(t.baseUrl, (await newAccount(t.baseUrl)).token);
    expectEnvelope(await listener.get('/releases'), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.get(`/releases/${release.id}`), 403, 'STUDIO.NOT_AN_ARTIST');
    const unlinked = await newAccount(t.baseUrl);
    await withDb((db) =>
      db.query("UPDATE users SET role = 'artist' WHERE id = $1", [unlinked.userId]),
    );
    expectEnvelope(
      await studio(t.baseUrl, unlinked.token).get('/releases'),
      403,
      'STUDIO.NOT_LINKED',
    );
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/studio/releases'), 401);
  });

  test('an admin acts for any artist once past the second factor, and every change is audited', async () => {
    const admin = await newAccount(t.baseUrl);
    await withDb((db) => db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.userId]));
    const before = studio(t.baseUrl, admin.token);
    expectEnvelope(await before.get('/releases'), 400, 'STUDIO.ARTIST_REQUIRED');
    expectEnvelope(
      await before.get(`/releases?artist_id=${artist.artistId}`),
      401,
      'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED',
    );

    const enrolled = await studioAdmin(t.baseUrl);
    const as = studio(t.baseUrl, enrolled.token);
    const adminId = enrolled.userId;
    expectEnvelope(
      await as.get('/releases?artist_id=00000000-0000-4000-8000-000000000000'),
      404,
      'STUDIO.ARTIST_NOT_FOUND',
    );
    const release = ok(
      await as.post('/releases', {
        artist_id: artist.artistId,
        title: 'Made by Encore',
        genres: [genre],
      }),
      201,
    );
    expect(release.artist_id).toBe(artist.artistId);
    const track = ok(
      await as.post<StudioTrack>(`/releases/${release.id}/tracks`, {
        file_name: 'a.wav',
        file_size: 99,
      }),
      201,
    );
    ok(await as.patch(`/releases/${release.id}`, { access_type: 'free' }));
    ok(await as.patch(`/tracks/${track.id}`, { title: 'Intro' }));
    ok(await as.upload(`/releases/${release.id}/artwork`, await imageOf(1400, 1400)), 201);

    const rows = await auditOf(release.id);
    expect(rows.map((row) => [row.action, row.actor_id])).toEqual([
      ['release.create', adminId],
      ['release.update', adminId],
      ['release.artwork', adminId],
    ]);
    expect(rows[0]?.after).toMatchObject({ artist_id: artist.artistId, title: 'Made by Encore' });
    expect((await auditOf(track.id)).map((row) => row.action)).toEqual([
      'track.create',
      'track.update',
    ]);
    // The artist sees the admin's work as their own release.
    const list = ok(
      await studio(t.baseUrl, artist.token).get<{ releases: { id: string }[] }>('/releases'),
    );
    expect(list.releases.map((entry) => entry.id)).toContain(release.id);
  });
});

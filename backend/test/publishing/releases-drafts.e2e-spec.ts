import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { artist, genre, slot, t, useDraftsApp } from './drafts-suite.js';
import { auditOf, ok, studio, type StudioTrack } from './releases-suite.js';

/**
 * Draft releases in the studio (docs/adr/0041): made, edited and deleted by their artist, with
 * their track slots. (A track's processing and the artwork: releases-processing-artwork; who may
 * touch a release: releases-permissions.)
 */
useDraftsApp();

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

import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { artist, genre, slot, t, useDraftsApp } from './drafts-suite.js';
import {
  auditOf,
  imageOf,
  ok,
  studio,
  studioAdmin,
  studioArtist,
  type StudioTrack,
} from './releases-suite.js';

/**
 * Who may work on a release in the studio (docs/adr/0041): another artist's release does not
 * exist for you, listeners have no studio, and an admin acts for an artist, audited.
 */
useDraftsApp();

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

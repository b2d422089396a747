import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { artist, cameraPhoto, profileOf, t, useProfileApp } from './profile-suite.js';
import { auditOf, ok, studioAdmin, studioArtist } from './releases-suite.js';

/**
 * Who may edit an artist's profile in the studio (issue 25): only the artist; listeners,
 * strangers and other artists are refused, and an admin's edits are audited.
 */
useProfileApp();

describe('the profile editor', () => {
  test('only artists have a profile here: listeners, strangers and other artists are refused', async () => {
    const listener = profileOf((await newAccount(t.baseUrl)).token);
    expectEnvelope(await listener.get(), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.patch({ bio: 'Mine now' }), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.upload(await cameraPhoto()), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.remove(), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/studio/profile'), 401);
    expectEnvelope(
      await call(t.baseUrl, 'PATCH', '/api/studio/profile', { body: { bio: 'x' } }),
      401,
    );

    const other = await studioArtist(t.baseUrl);
    const intruder = profileOf(other.token, `?artist_id=${artist.artistId}`);
    expectEnvelope(await intruder.get(), 403, 'STUDIO.OTHER_ARTIST');
    expectEnvelope(await intruder.patch({ bio: 'Mine now' }), 403, 'STUDIO.OTHER_ARTIST');
    expect(ok(await profileOf(artist.token).get()).bio).not.toBe('Mine now');
  });
});

describe('an admin', () => {
  test("edits any artist's profile with artist_id once past the second factor, every change audited", async () => {
    const own = await studioArtist(t.baseUrl);
    ok(await profileOf(own.token).patch({ bio: 'In my own words.' }));

    const admin = await newAccount(t.baseUrl);
    await withDb((db) => db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.userId]));
    expectEnvelope(await profileOf(admin.token).get(), 400, 'STUDIO.ARTIST_REQUIRED');
    expectEnvelope(
      await profileOf(admin.token, `?artist_id=${own.artistId}`).get(),
      401,
      'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED',
    );

    const enrolled = await studioAdmin(t.baseUrl);
    expectEnvelope(
      await profileOf(enrolled.token, '?artist_id=00000000-0000-4000-8000-000000000000').get(),
      404,
      'STUDIO.ARTIST_NOT_FOUND',
    );
    const as = profileOf(enrolled.token, `?artist_id=${own.artistId}`);
    expect(ok(await as.get()).bio).toBe('In my own words.');
    const edited = ok(await as.patch({ bio: 'Edited by Encore.', links: ['https://own.example'] }));
    expect(edited).toMatchObject({ artist_id: own.artistId, bio: 'Edited by Encore.' });
    const photo = ok(await as.upload(await cameraPhoto()), 201).photo_url;
    ok(await as.remove());

    const rows = await auditOf(own.artistId);
    expect(rows.map((row) => [row.action, row.target_type, row.actor_id])).toEqual([
      ['artist.update', 'artist', enrolled.userId],
      ['artist.photo', 'artist', enrolled.userId],
      ['artist.photo_remove', 'artist', enrolled.userId],
    ]);
    expect(rows[0]).toMatchObject({
      before: { bio: 'In my own words.', links: [] },
      after: { bio: 'Edited by Encore.', links: ['https://own.example'] },
    });
    expect(rows[1]).toMatchObject({ before: { photo_url: null }, after: { photo_url: photo } });
    // The artist sees the admin's work as their own profile.
    expect(ok(await profileOf(own.token).get()).bio).toBe('Edited by Encore.');
  });
});

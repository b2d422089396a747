import { access } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';

import { call, expectEnvelope } from '../support/http.js';
import { artist, slot, t, useDraftsApp } from './drafts-suite.js';
import {
  imageOf,
  markTrackFailed,
  markTrackReady,
  ok,
  studio,
  studioAdmin,
  type StudioTrack,
  TEST_PEAKS,
} from './releases-suite.js';

/**
 * What a draft release shows of its files in the studio (docs/adr/0041): a track's processing
 * (its failure, retry, facts and waveform peaks), and the release's artwork.
 */
useDraftsApp();

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

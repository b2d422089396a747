import { existsSync } from 'node:fs';

import sharp from 'sharp';

import { call, expectEnvelope } from '../support/http.js';
import { cameraPhoto, profileOf, publicArtist, stored, t, useProfileApp } from './profile-suite.js';
import { ok, studioArtist } from './releases-suite.js';

/**
 * The artist's photo in the studio profile (issue 25): re-encoded like avatars, shown on the
 * artist page, replaced or removed with its file; what is not a photo is refused.
 */
useProfileApp();

describe('the photo', () => {
  test('is re-encoded like an avatar, shown on the artist page, and replaced or removed with its file', async () => {
    const own = await studioArtist(t.baseUrl);
    const as = profileOf(own.token);
    const first = ok(await as.upload(await cameraPhoto(), '../../etc/passwd.jpg'), 201);
    expect(first.photo_url).toMatch(/^\/media\/images\/artist-photos\/[0-9a-f-]{36}\.webp$/);
    const url = first.photo_url ?? '';

    const served = await fetch(t.baseUrl + url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('secret-camera-owner');
    expect((await publicArtist(own.artistId)).image_url).toBe(url);

    const second = ok(await as.upload(await cameraPhoto('png', 300, 900), 'b.png'), 201);
    expect(second.photo_url).not.toBe(url);
    expect(existsSync(stored(url))).toBe(false);
    expect(existsSync(stored(second.photo_url ?? ''))).toBe(true);

    const removed = ok(await as.remove());
    expect(removed.photo_url).toBeNull();
    expect(existsSync(stored(second.photo_url ?? ''))).toBe(false);
    expect((await publicArtist(own.artistId)).image_url).toBeNull();
  });

  test('what is not a photo, too large or missing is refused, and the photo stays', async () => {
    const own = await studioArtist(t.baseUrl);
    const as = profileOf(own.token);
    const photo = ok(await as.upload(await cameraPhoto()), 201).photo_url;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectEnvelope(await as.upload(svg, 'x.png'), 415, 'PROFILE.PHOTO_TYPE');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expectEnvelope(await as.upload(fake, 'x.jpg'), 400, 'PROFILE.PHOTO_UNREADABLE');
    const huge = Buffer.concat([await cameraPhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await as.upload(huge);
    expectEnvelope(tooLarge, 413, 'PROFILE.PHOTO_TOO_LARGE');
    expect(tooLarge.body.message).toBe('Photos must be 5 MB or smaller.');

    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await cameraPhoto())]), 'a.jpg');
    expectEnvelope(
      await call(t.baseUrl, 'POST', '/api/studio/profile/photo', { token: own.token, body: form }),
      400,
      'PROFILE.PHOTO_MISSING',
    );
    expectEnvelope(
      await call(t.baseUrl, 'POST', '/api/studio/profile/photo', {
        token: own.token,
        body: { file: 'x' },
      }),
      400,
      'PROFILE.PHOTO_MISSING',
    );
    expect(ok(await as.get()).photo_url).toBe(photo);
  });
});

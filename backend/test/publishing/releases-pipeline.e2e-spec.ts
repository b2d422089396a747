import { randomBytes } from 'node:crypto';

import { rawRequest } from '../media/media-fixtures.js';
import { newAccount } from '../support/accounts.js';
import { type AlbumBody, publicGet } from '../support/catalogue.js';
import { call } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TusClient } from './tus-client.js';
import { generatedWav } from './upload-fixtures.js';
import {
  eventually,
  imageOf,
  listedGenre,
  ok,
  studio,
  studioArtist,
  type StudioTrack,
} from './releases-suite.js';

/**
 * From files to the public through the API alone (issue 24, docs/adr/0041): a release's slot,
 * its master over tus, the real pipeline making it ready (with facts, tag defaults and peaks),
 * retry from the stored master, and publishing — a member then streams it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ EMBEDDED_WORKER: 'true' });
});
afterAll(async () => {
  await t.close();
});

test('an uploaded master is processed, retried and published, and a member streams it', async () => {
  const artist = await studioArtist(t.baseUrl);
  const as = studio(t.baseUrl, artist.token);
  const title = `Saltmarsh ${randomBytes(3).toString('hex')}`;
  const release = ok(
    await as.post('/releases', { title, access_type: 'standard', genres: [await listedGenre()] }),
    201,
  );
  ok(await as.upload(`/releases/${release.id}/artwork`, await imageOf(1400, 1400)), 201);
  const master = await generatedWav(4);
  const slot = ok(
    await as.post<StudioTrack>(`/releases/${release.id}/tracks`, {
      file_name: 'marsh.wav',
      file_size: master.length,
    }),
    201,
  );

  const tus = new TusClient(t.baseUrl, artist.token);
  const upload = await tus.create(master.length, { trackId: slot.id, filename: 'marsh.wav' });
  expect(upload.status).toBe(201);
  expect((await tus.patchAll(upload.location ?? '', master)).status).toBe(204);

  const readyTrack = async (): Promise<StudioTrack | undefined> => {
    const track = ok(await as.get(`/releases/${release.id}`)).tracks[0];
    if (track?.state === 'failed') throw new Error(`failed: ${String(track.failure_reason)}`);
    return track?.state === 'ready' ? track : undefined;
  };
  const ready = await eventually(readyTrack, 90_000);
  expect(ready).toMatchObject({
    facts: { sample_rate: 44_100, channels: 2, lossless: true },
    peaks_url: `/api/studio/tracks/${slot.id}/peaks`,
  });
  expect(Number(ready.duration_s)).toBeCloseTo(4, 0);
  expect(
    (await call(t.baseUrl, 'GET', ready.peaks_url ?? '', { token: artist.token })).status,
  ).toBe(200);

  const retried = ok(await as.post<StudioTrack>(`/tracks/${slot.id}/retry`));
  expect(retried.state).toBe('processing');
  await eventually(readyTrack, 90_000);

  const published = ok(await as.post(`/releases/${release.id}/publish`));
  expect(published).toMatchObject({ state: 'published', listed: true });
  const album = await publicGet<AlbumBody>(t.baseUrl, `album/${published.slug ?? ''}`);
  expect(album.status).toBe(200);
  const filePath = (album.body.tracks?.[0] as { file_path?: string } | undefined)?.file_path ?? '';
  const member = await newAccount(t.baseUrl);
  const signed = await call<{ signedUrl: string }>(
    t.baseUrl,
    'GET',
    `/api/media/audio?filePath=${encodeURIComponent(filePath)}`,
    { token: member.token },
  );
  expect(signed.status).toBe(200);
  expect((await rawRequest(t.baseUrl, signed.body.signedUrl, { range: 'bytes=0-99' })).status).toBe(
    206,
  );
});

import { randomUUID } from 'node:crypto';

import { jest } from '@jest/globals';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  accessTo,
  fullTrackUrl,
  openAlbum,
  SHOP_ORIGIN,
  type SoundcheckAlbum,
  soundcheckAlbums,
} from './purchase-fixtures.js';

/** `GET /api/user/access/{albumId}` (spec §3): the one access rule, as the client reads it. */

jest.setTimeout(90_000);

let t: TestApp;
let listener: TestAccount;
let soundcheck: SoundcheckAlbum;

beforeAll(async () => {
  soundcheck = (await soundcheckAlbums())[0] as SoundcheckAlbum;
  t = await startTestApp({ PUBLIC_URL: SHOP_ORIGIN, TRUST_PROXY: 'true' });
  listener = await newAccount(t.baseUrl);
}, 600_000);
afterAll(() => t.close());

test('a standard album is open: access, no purchase date, the full track plays', async () => {
  const standard = await openAlbum('standard');
  const reply = await accessTo(t.baseUrl, listener, standard.id);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ hasAccess: true, accessType: 'standard', grantedAt: null });
  expect((await fullTrackUrl(t.baseUrl, listener, standard.trackPath)).status).toBe(200);
});

test.each(['free', 'vip', 'limited'])('a %s album is open too', async (accessType) => {
  const album = await openAlbum(accessType);
  expect((await accessTo(t.baseUrl, listener, album.id)).body).toEqual({
    hasAccess: true,
    accessType,
    grantedAt: null,
  });
});

test('a Soundcheck album not bought: no access', async () => {
  expect((await accessTo(t.baseUrl, listener, soundcheck.id)).body).toEqual({
    hasAccess: false,
    accessType: 'soundcheck',
    grantedAt: null,
  });
});

test('an unknown album is a 404; a malformed id a 400', async () => {
  expectEnvelope(
    await accessTo(t.baseUrl, listener, randomUUID()),
    404,
    'PAYMENTS.ALBUM_NOT_FOUND',
  );
  for (const malformed of ['not-a-uuid', '123', `${soundcheck.id}x`, "1' or '1'='1"]) {
    const reply = await accessTo(t.baseUrl, listener, encodeURIComponent(malformed));
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.map((detail) => detail.field)).toEqual(['albumId']);
  }
});

test('without a token: 401', async () => {
  const standard = await openAlbum('standard');
  for (const albumId of [standard.id, soundcheck.id]) {
    expectEnvelope(await call(t.baseUrl, 'GET', `/api/user/access/${albumId}`), 401);
  }
  expectEnvelope(
    await call(t.baseUrl, 'GET', `/api/user/access/${soundcheck.id}`, {
      token: 'not.a.token',
    }),
    401,
  );
});

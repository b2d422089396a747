import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

import { RELEASE_DECISION_REASON_MAX_LENGTH } from '@encore/shared-rules';

import { rawRequest } from '../media/media-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { type AlbumBody, publicGet, searchAll } from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  auditOf,
  completeRelease,
  ok,
  studio,
  studioAdmin,
  studioArtist,
  type Studio,
  type StudioArtist,
  type StudioRelease,
} from './releases-suite.js';

/**
 * An admin takes a release down (docs/adr/0041): hidden everywhere at once, audited with its
 * reason, the artist mailed and shown why — and every buyer still plays what they bought. Restored,
 * it is a draft its artist may publish again.
 */
let t: TestApp;
let mailDir: string;
let artist: StudioArtist;
let as: Studio;
let admin: TestAccount;
let release: StudioRelease;
let buyer: TestAccount;
const word = `Thornwick${randomBytes(3).toString('hex')}`;
const REASON = 'The artwork uses a photograph the artist has no rights to.';

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'encore-release-mail-'));
  t = await startTestApp({ EMBEDDED_WORKER: 'true', MAIL_DIR: mailDir });
  artist = await studioArtist(t.baseUrl);
  as = studio(t.baseUrl, artist.token);
  admin = await studioAdmin(t.baseUrl);
  release = await completeRelease(as, { title: `${word} Lantern`, access_type: 'soundcheck' });
  release = ok(await as.post(`/releases/${release.id}/publish`));
  buyer = await newAccount(t.baseUrl);
  // What a paid purchase leaves behind (payments' tests cover how it gets there).
  await withDb((db) =>
    db.query(
      `INSERT INTO album_grants (user_id, album_id, access_type, granted_at)
       VALUES ($1, $2, 'soundcheck', now())`,
      [buyer.userId, release.id],
    ),
  );
});
afterAll(async () => {
  await t.close();
});

const adminCall = (path: string, body: unknown = {}) =>
  call(t.baseUrl, 'POST', `/api/admin/releases/${release.id}${path}`, {
    token: admin.token,
    body,
  });

/** The buyer's full-track address, and whether it streams. */
async function buyerStreams(): Promise<number> {
  const filePath = await withDb(async (db) => {
    const { rows } = await db.query<{ file_path: string }>(
      'SELECT file_path FROM tracks WHERE album_id = $1',
      [release.id],
    );
    return rows[0]?.file_path ?? '';
  });
  const signed = await call<{ signedUrl: string }>(
    t.baseUrl,
    'GET',
    `/api/media/audio?filePath=${encodeURIComponent(filePath)}`,
    { token: buyer.token },
  );
  if (signed.status !== 200) return signed.status;
  return (await rawRequest(t.baseUrl, signed.body.signedUrl, { range: 'bytes=0-99' })).status;
}

test('the new releases list shows it, with who published it', async () => {
  const list = await call<{ releases: { id: string; published_by_email: string | null }[] }>(
    t.baseUrl,
    'GET',
    '/api/admin/releases?state=published',
    { token: admin.token },
  );
  expect(list.status).toBe(200);
  expect(list.body.releases.find((entry) => entry.id === release.id)).toMatchObject({
    published_by_email: artist.email,
  });
});

test('taken down, it is gone from the public, the artist is told why, and the buyer still plays it', async () => {
  expect(await buyerStreams()).toBe(206);
  expectEnvelope(
    await adminCall('/take-down', { reason: '  ' }),
    400,
    'PLATFORM.VALIDATION_FAILED',
  );
  expectEnvelope(
    await call(t.baseUrl, 'POST', `/api/admin/releases/${release.id}/take-down`, {
      token: artist.token,
      body: { reason: REASON },
    }),
    403,
    'ADMIN.NOT_ADMIN',
  );

  const taken = await adminCall('/take-down', { reason: REASON });
  expect(taken.status).toBe(200);
  expect(taken.body).toMatchObject({ state: 'taken_down', take_down_reason: REASON });

  expect((await publicGet<AlbumBody>(t.baseUrl, `album/${release.slug ?? ''}`)).status).toBe(404);
  const found = await searchAll(t.baseUrl, `${word} Lantern`);
  expect(found.albums.body.albums.map((entry) => entry.id)).not.toContain(release.id);
  expect(await buyerStreams()).toBe(206);

  const seen = ok(await as.get(`/releases/${release.id}`));
  expect(seen).toMatchObject({ state: 'taken_down', take_down_reason: REASON, listed: false });
  expect(seen.tracks.map((track) => track.listed)).toEqual([false]);
  expectEnvelope(await as.post(`/releases/${release.id}/publish`), 409, 'STUDIO.TAKEN_DOWN');
  expectEnvelope(await as.post(`/releases/${release.id}/unpublish`), 409, 'STUDIO.TAKEN_DOWN');

  const [mail] = await mailsTo(mailDir, artist.email);
  expect(mail?.subject).toBe(`Your release "${word} Lantern" was taken down`);
  expect(mail?.text).toContain(`The reason given: ${REASON}`);
  expect(mail?.text).toContain('Listeners who bought it keep it');

  // Again: nothing changes, nothing more is recorded or mailed.
  expect((await adminCall('/take-down', { reason: 'Twice.' })).body).toMatchObject({
    take_down_reason: REASON,
  });
  const rows = await auditOf(release.id);
  expect(rows.map((row) => [row.action, row.actor_id])).toEqual([
    ['release.take_down', admin.userId],
  ]);
  expect(rows[0]).toMatchObject({
    before: { state: 'published' },
    after: { state: 'taken_down', take_down_reason: REASON },
  });
});

test('restored, it is a draft its artist publishes again', async () => {
  const restored = await adminCall('/restore', { reason: 'The artist showed the licence.' });
  expect(restored.status).toBe(200);
  expect(restored.body).toMatchObject({ state: 'draft', take_down_reason: null });
  expect((await auditOf(release.id)).map((row) => row.action)).toEqual([
    'release.take_down',
    'release.restore',
  ]);
  const mails = await mailsTo(mailDir, artist.email, 2);
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Your release "${word} Lantern" was taken down`,
    `Your release "${word} Lantern" was restored`,
  ]);
  expect(mails[1]?.text).toContain(`/artist/studio/releases/${release.id}`);

  expect(ok(await as.post(`/releases/${release.id}/publish`)).state).toBe('published');
  expect((await publicGet<AlbumBody>(t.baseUrl, `album/${release.slug ?? ''}`)).status).toBe(200);
});

test('the reason is counted in characters as the admin page counts them: 1,000 emoji fit', async () => {
  // Each is two UTF-16 units: a limit counted in those would refuse the longest reason.
  const longest = '🎵'.repeat(RELEASE_DECISION_REASON_MAX_LENGTH);
  expectEnvelope(
    await adminCall('/take-down', { reason: `${longest}🎵` }),
    400,
    'PLATFORM.VALIDATION_FAILED',
  );
  const taken = await adminCall('/take-down', { reason: longest });
  expect(taken.status).toBe(200);
  expect(taken.body).toMatchObject({ state: 'taken_down', take_down_reason: longest });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { expectEnvelope } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { studioArtist, type StudioArtist } from '../support/studio-artist.js';
import {
  type BuiltInShop,
  checkoutAndPay,
  startBuiltInShop,
} from '../payments/built-in-checkout.js';
import { CARDS } from '../payments/purchase-fixtures.js';
import {
  completeRelease,
  eventually,
  markTrackFailed,
  markTrackReady,
  ok,
  studio,
  type Studio,
  type StudioRelease,
  type StudioTrack,
} from './releases-suite.js';
import { TusClient } from './tus-client.js';

/**
 * Tracks are not swapped silently after sales (issue 25, docs/adr/0050), through the studio's
 * routes and a purchase paid on the built-in checkout: once a release has a buyer, the tracks
 * the public had stay on it as they are; a new version is a new track, and publishing it waits
 * for a note that is then mailed to every buyer with the new tracks' titles.
 */
let shop: BuiltInShop;
let mailDir: string;
let artist: StudioArtist;
let as: Studio;
let buyer: TestAccount;
let release: StudioRelease;
const suffix = randomBytes(3).toString('hex');
const TITLE = `Night Ferry ${suffix}`;

const releasePath = () => `/releases/${release.id}`;
const read = async (): Promise<StudioRelease> => ok(await as.get(releasePath()));
const trackTitled = (body: StudioRelease, title: string): StudioTrack => {
  const track = body.tracks.find((candidate) => candidate.title === title);
  if (track === undefined) throw new Error(`no track "${title}"`);
  return track;
};

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'encore-buyers-mail-'));
  shop = await startBuiltInShop({ MAIL_DIR: mailDir });
  artist = await studioArtist(shop.t.baseUrl);
  as = studio(shop.t.baseUrl, artist.token);
  release = await completeRelease(as, {
    title: TITLE,
    access_type: 'soundcheck',
    trackTitles: ['Headlights', 'Tunnel'],
  });
  ok(await as.post(`${releasePath()}/publish`));
  buyer = await newAccount(shop.t.baseUrl);
  await checkoutAndPay(
    shop,
    buyer,
    { id: release.id, slug: '', trackPath: '', durationS: 0 },
    CARDS.pays,
  );
  // The webhook grants the purchase a moment after the payment page answers.
  await eventually(async () => ((await read()).buyers === 1 ? true : undefined));
}, 120_000);

afterAll(async () => {
  await shop.close();
  await rm(mailDir, { recursive: true, force: true });
});

test('the studio counts the buyers and marks every track they have as sold', async () => {
  const body = await read();
  expect(body).toMatchObject({ buyers: 1, buyers_note: null, state: 'published' });
  expect(body.tracks.map((track) => [track.title, track.sold])).toEqual([
    ['Headlights', true],
    ['Tunnel', true],
  ]);
});

test('unpublished, a sold track can be neither removed nor given another master', async () => {
  ok(await as.post(`${releasePath()}/unpublish`));
  const tunnel = trackTitled(await read(), 'Tunnel');
  expectEnvelope(await as.delete(`/tracks/${tunnel.id}`), 409, 'STUDIO.TRACK_SOLD');

  // A track whose reprocessing failed would take a new file: not one its buyers have.
  await markTrackFailed(tunnel.id, 'The file could not be decoded.', 'test');
  const upload = await new TusClient(shop.t.baseUrl, artist.token).create(1_000, {
    trackId: tunnel.id,
    filename: 'Tunnel (other mix).wav',
  });
  expect({ status: upload.status, code: upload.body.code }).toEqual({
    status: 409,
    code: 'UPLOADS.TRACK_SOLD',
  });
  await markTrackReady(tunnel.id);

  const after = await read();
  expect(after.tracks.map((track) => track.title)).toEqual(['Headlights', 'Tunnel']);
  expect(trackTitled(after, 'Tunnel').state).toBe('ready');
});

test('a new version is a new track: publishing waits for a note, which every buyer is mailed', async () => {
  const remaster = ok(
    await as.post<StudioTrack>(`${releasePath()}/tracks`, {
      file_name: '03 Headlights (2027 remaster).wav',
      file_size: 52_000_000,
      title: 'Headlights (2027 remaster)',
    }),
    201,
  );
  await markTrackReady(remaster.id);
  expect(trackTitled(await read(), 'Headlights (2027 remaster)').sold).toBe(false);

  const refused = await as.post(`${releasePath()}/publish`);
  expectEnvelope(refused, 409, 'STUDIO.RELEASE_INCOMPLETE');
  expect(refused.body).toMatchObject({
    details: [
      {
        field: 'buyers_note',
        messages: [
          'Write a note to the person who bought it: it is mailed to them with the new track when you publish.',
        ],
      },
    ],
  });

  const note = 'A remaster of "Headlights": the click at 2:14 is gone.';
  expect(ok(await as.patch(releasePath(), { buyers_note: `  ${note} ` })).buyers_note).toBe(note);
  ok(await as.post(`${releasePath()}/publish`));

  const mail = await eventually(async () =>
    (await mailsTo(mailDir, buyer.email, 1, 0)).find((sent) => sent.subject.startsWith('New on')),
  );
  expect(mail.subject).toBe(`New on "${TITLE}" by ${artist.artistName}`);
  expect(mail.text).toContain(
    `${artist.artistName} added a new track to "${TITLE}", which you bought: "Headlights (2027 remaster)".`,
  );
  expect(mail.text).toContain(`From ${artist.artistName}: ${note}`);
  expect(mail.text).toMatch(/Listen: http:\/\/127\.0\.0\.1:3999\/album\/night-ferry-/);

  // Sent once: the note is cleared, and the new track is now one the buyers have.
  const published = await read();
  expect(published.buyers_note).toBeNull();
  expect(trackTitled(published, 'Headlights (2027 remaster)').sold).toBe(true);
  expect(published.checklist).toEqual({ complete: true, missing: [] });
});

test('a release nobody bought changes freely after it was public', async () => {
  const unsold = await completeRelease(as, {
    title: `Saltmarsh ${suffix}`,
    trackTitles: ['Low Water', 'Estuary'],
  });
  ok(await as.post(`/releases/${unsold.id}/publish`));
  ok(await as.post(`/releases/${unsold.id}/unpublish`));
  const body: StudioRelease = ok(await as.get(`/releases/${unsold.id}`));
  expect(body.buyers).toBe(0);
  expect(body.tracks.map((track) => track.sold)).toEqual([false, false]);
  const estuary = trackTitled(body, 'Estuary');
  expect((await as.delete(`/tracks/${estuary.id}`)).status).toBe(204);
  expect(ok(await as.post(`/releases/${unsold.id}/publish`)).checklist.complete).toBe(true);
});

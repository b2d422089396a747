import { randomBytes, randomUUID } from 'node:crypto';

import { parseBuffer } from 'music-metadata';

import { signedQuery } from '../../src/modules/media/index.js';
import { flacLayout } from '../../src/modules/publishing/downloads/flac-metadata.js';
import { rawRequest, type RawReply } from '../media/media-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { downloadMasters, readyTrack, readZip } from './downloads-fixtures.js';
import { masterRow, testStorage } from './pipeline-fixtures.js';
import {
  imageOf,
  listedGenre,
  ok,
  studio,
  studioArtist,
  type Studio,
  type StudioArtist,
} from './releases-suite.js';
import { TusClient } from './tus-client.js';

/**
 * Downloads for owners (issue 24, docs/adr/0045), end to end: masters uploaded over tus and made
 * ready by the real pipeline (ffmpeg), published; a buyer asks for a signed link and the zip it
 * streams holds one tagged file per track (read back with music-metadata) and the cover. Who may
 * not gets a stable refusal; an expired link is gone; FLAC needs lossless masters throughout.
 */
let t: TestApp;
let artist: StudioArtist;
let as: Studio;
let buyer: TestAccount;
let member: TestAccount;
/** A Soundcheck album of two lossless tracks, and a free one of one MP3 master. */
let soundcheckId: string;
let freeId: string;
let trackIds: string[];
const suffix = randomBytes(3).toString('hex');
const ALBUM = `Low Tide ${suffix}`;
const FREE_ALBUM = `Saltmarsh ${suffix}`;
const ISRC = 'GBAYE2401498';

interface OfferBody {
  formats: string[];
  can_download: boolean;
  requires: string | null;
}
interface LinkBody {
  url: string;
  expires_at: string;
  format: string;
}

const offer = (albumId: string, token: string | null = null) =>
  call<OfferBody>(t.baseUrl, 'GET', `/api/albums/${albumId}/downloads`, { token });
const askLink = (albumId: string, token: string | null, format: string) =>
  call<LinkBody>(t.baseUrl, 'POST', `/api/albums/${albumId}/downloads`, {
    token,
    body: { format },
  });
/** The zip behind a link, fetched as a browser does: no bearer. */
const fetchLink = (url: string): Promise<RawReply> => rawRequest(t.baseUrl, url);

async function release(fields: Record<string, unknown>): Promise<string> {
  const created = ok(await as.post('/releases', { genres: [await listedGenre()], ...fields }), 201);
  ok(await as.upload(`/releases/${created.id}/artwork`, await imageOf(1400, 1400)), 201);
  return created.id;
}

const grant = (userId: string, albumId: string) =>
  withDb((db) =>
    db.query(
      `INSERT INTO album_grants (user_id, album_id, access_type, granted_at)
       VALUES ($1, $2, 'soundcheck', now()) ON CONFLICT DO NOTHING`,
      [userId, albumId],
    ),
  );

async function stored(path: string): Promise<Buffer> {
  const stream = await testStorage().readStream(path);
  if (stream === null) throw new Error(`${path} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  t = await startTestApp({ EMBEDDED_WORKER: 'true' });
  artist = await studioArtist(t.baseUrl);
  as = studio(t.baseUrl, artist.token);
  const tus = new TusClient(t.baseUrl, artist.token);
  const masters = await downloadMasters();

  soundcheckId = await release({
    title: ALBUM,
    access_type: 'soundcheck',
    release_date: '2024-05-17',
  });
  trackIds = [
    await readyTrack(as, tus, soundcheckId, {
      bytes: masters.flac,
      fileName: 'harbour.flac',
      title: 'Harbour: Lights?',
    }),
    await readyTrack(as, tus, soundcheckId, {
      bytes: masters.wav,
      fileName: 'undertow.wav',
      title: 'Undertow',
    }),
  ];
  ok(await as.patch(`/tracks/${trackIds[0] ?? ''}`, { isrc: 'GB-AYE-24-01498' }));
  ok(await as.post(`/releases/${soundcheckId}/publish`));

  freeId = await release({ title: FREE_ALBUM, access_type: 'free', downloads_enabled: true });
  await readyTrack(as, tus, freeId, { bytes: masters.mp3, fileName: 'marsh.mp3', title: 'Marsh' });
  ok(await as.post(`/releases/${freeId}/publish`));

  [buyer, member] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
  await grant(buyer.userId, soundcheckId);
});
afterAll(async () => {
  await t.close();
});

test('the album says which formats it is offered in, and what each caller needs to download it', async () => {
  expect(ok(await offer(soundcheckId))).toEqual({
    formats: ['flac', 'mp3'],
    can_download: false,
    requires: 'sign_in',
  });
  expect(ok(await offer(soundcheckId, member.token))).toEqual({
    formats: ['flac', 'mp3'],
    can_download: false,
    requires: 'purchase',
  });
  expect(ok(await offer(soundcheckId, buyer.token))).toEqual({
    formats: ['flac', 'mp3'],
    can_download: true,
    requires: null,
  });
});

test('an owner downloads the album as a zip of tagged FLACs with the cover, streamed with its length', async () => {
  const link = ok(await askLink(soundcheckId, buyer.token, 'flac'), 201);
  expect(link.url).toMatch(
    new RegExp(`^/api/albums/${soundcheckId}/downloads/flac\\?u=${buyer.userId}&exp=\\d+&sig=`),
  );
  const lifetimeS = (Date.parse(link.expires_at) - Date.now()) / 1000;
  expect(lifetimeS).toBeGreaterThan(500);
  expect(lifetimeS).toBeLessThanOrEqual(600);

  const reply = await fetchLink(link.url);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/zip');
  expect(Number(reply.headers.get('content-length'))).toBe(reply.bytes.length);
  expect(reply.headers.get('cache-control')).toBe('private, no-store');
  const folder = `${artist.artistName} - ${ALBUM}`;
  expect(reply.headers.get('content-disposition')).toContain(
    `filename*=UTF-8''${encodeURIComponent(folder)}%20%28FLAC%29.zip`,
  );

  const entries = readZip(reply.bytes);
  expect(entries.map((entry) => entry.name)).toEqual([
    `${folder}/01 Harbour_ Lights_.flac`,
    `${folder}/02 Undertow.flac`,
    `${folder}/cover.jpg`,
  ]);
  expect(entries.every((entry) => entry.method === 0 && entry.crcMatches)).toBe(true);

  for (const [index, title] of ['Harbour: Lights?', 'Undertow'].entries()) {
    const data = entries[index]?.data ?? Buffer.alloc(0);
    const { common, format } = await parseBuffer(data, { mimeType: 'audio/flac' });
    expect(common).toMatchObject({
      title,
      artist: artist.artistName,
      albumartist: artist.artistName,
      album: ALBUM,
      track: { no: index + 1, of: 2 },
      year: 2024,
    });
    expect(common.isrc).toEqual(index === 0 ? [ISRC] : undefined);
    expect(common.picture?.[0]).toMatchObject({ format: 'image/jpeg', type: 'Cover (front)' });
    expect(format).toMatchObject({ lossless: true, sampleRate: 44_100, numberOfChannels: 2 });
    expect(format.duration).toBeCloseTo(3, 1);
    // The audio frames are the pipeline's FLAC, byte for byte: only its metadata was rewritten.
    const rendition = await stored((await masterRow(trackIds[index] ?? '')).renditions?.flac ?? '');
    const [sent, kept] = [flacLayout(data), flacLayout(rendition)];
    if (sent === 'incomplete' || kept === 'incomplete') throw new Error('incomplete FLAC');
    expect(data.subarray(sent.audioOffset).equals(rendition.subarray(kept.audioOffset))).toBe(true);
  }
  const cover = entries[2]?.data ?? Buffer.alloc(0);
  expect(cover.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

test('and as MP3 320 with ID3 tags in front of the stored stream', async () => {
  const link = ok(await askLink(soundcheckId, buyer.token, 'mp3'), 201);
  const reply = await fetchLink(link.url);
  expect(reply.status).toBe(200);
  // A HEAD (download managers, link previews) announces the same zip without reading the audio.
  const head = await rawRequest(t.baseUrl, link.url, {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(String(reply.bytes.length));
  expect(head.bytes.length).toBe(0);
  const entries = readZip(reply.bytes);
  expect(entries.map((entry) => entry.name.split('/').pop())).toEqual([
    '01 Harbour_ Lights_.mp3',
    '02 Undertow.mp3',
    'cover.jpg',
  ]);
  const first = entries[0]?.data ?? Buffer.alloc(0);
  const { common, format } = await parseBuffer(first, { mimeType: 'audio/mpeg' });
  expect(common).toMatchObject({
    title: 'Harbour: Lights?',
    artist: artist.artistName,
    album: ALBUM,
    track: { no: 1, of: 2 },
    year: 2024,
    isrc: [ISRC],
  });
  expect(common.picture?.[0]?.format).toBe('image/jpeg');
  expect(format).toMatchObject({ bitrate: 320_000, sampleRate: 44_100 });
  const streamMp3 = await stored((await masterRow(trackIds[0] ?? '')).renditions?.streamMp3 ?? '');
  expect(first.subarray(first.length - streamMp3.length).equals(streamMp3)).toBe(true);
});

test('a listener who has not bought the album is refused, a visitor must sign in', async () => {
  expectEnvelope(await askLink(soundcheckId, member.token, 'flac'), 403, 'DOWNLOADS.NOT_OWNER');
  expectEnvelope(await askLink(soundcheckId, null, 'flac'), 401);
  expectEnvelope(await askLink(soundcheckId, member.token, 'wav'), 400);
  // A link signed for the buyer is theirs alone: another album or format is another signature.
  const link = ok(await askLink(soundcheckId, buyer.token, 'flac'), 201);
  const elsewhere = link.url.replace(`/albums/${soundcheckId}/`, `/albums/${freeId}/`);
  expectEnvelope(await fetchLink(elsewhere), 403, 'DOWNLOADS.LINK_INVALID');
  expectEnvelope(
    await fetchLink(link.url.replace('/flac?', '/mp3?')),
    403,
    'DOWNLOADS.LINK_INVALID',
  );
  expectEnvelope(await fetchLink(link.url.split('?')[0] ?? ''), 403, 'DOWNLOADS.LINK_INVALID');
});

test('an expired link is gone (410), whatever it points at', async () => {
  const path = `/api/albums/${soundcheckId}/downloads/flac`;
  const exp = Math.floor(Date.now() / 1000) - 1;
  const query = signedQuery({ path, user: buyer.userId, exp }, t.config.env.MEDIA_URL_SECRET);
  expectEnvelope(await fetchLink(`${path}?${query}`), 410, 'DOWNLOADS.LINK_EXPIRED');
});

test('a refund after the link was made counts when the link is used', async () => {
  const link = ok(await askLink(soundcheckId, buyer.token, 'mp3'), 201);
  await withDb((db) =>
    db.query('DELETE FROM album_grants WHERE user_id = $1 AND album_id = $2', [
      buyer.userId,
      soundcheckId,
    ]),
  );
  try {
    expectEnvelope(await fetchLink(link.url), 403, 'DOWNLOADS.NOT_OWNER');
  } finally {
    await grant(buyer.userId, soundcheckId);
  }
  expect((await fetchLink(link.url)).status).toBe(200);
});

test('a free album is offered while its artist allows it, and only as MP3 when a master was lossy', async () => {
  expect(ok(await offer(freeId))).toEqual({
    formats: ['mp3'],
    can_download: false,
    requires: 'sign_in',
  });
  expect(ok(await offer(freeId, member.token))).toEqual({
    formats: ['mp3'],
    can_download: true,
    requires: null,
  });
  expectEnvelope(await askLink(freeId, member.token, 'flac'), 409, 'DOWNLOADS.FORMAT_UNAVAILABLE');
  const link = ok(await askLink(freeId, member.token, 'mp3'), 201);
  const reply = await fetchLink(link.url);
  expect(reply.status).toBe(200);
  expect(readZip(reply.bytes).map((entry) => entry.name.split('/').pop())).toEqual([
    '01 Marsh.mp3',
    'cover.jpg',
  ]);

  ok(await as.patch(`/releases/${freeId}`, { downloads_enabled: false }));
  expect(ok(await offer(freeId, member.token))).toEqual({
    formats: [],
    can_download: false,
    requires: null,
  });
  expectEnvelope(await askLink(freeId, member.token, 'mp3'), 403, 'DOWNLOADS.NOT_OFFERED');
  expectEnvelope(await fetchLink(link.url), 403, 'DOWNLOADS.NOT_OFFERED');
});

test('the demo catalogue, which the pipeline never processed, offers no downloads', async () => {
  const demoAlbum = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT a.id FROM albums a LEFT JOIN releases r ON r.album_id = a.id
       WHERE r.album_id IS NULL AND a.listed AND a.access_type = 'soundcheck' LIMIT 1`,
    );
    return rows[0]?.id ?? '';
  });
  await grant(buyer.userId, demoAlbum);
  expect(ok(await offer(demoAlbum, buyer.token))).toEqual({
    formats: [],
    can_download: false,
    requires: null,
  });
  expectEnvelope(await askLink(demoAlbum, buyer.token, 'mp3'), 403, 'DOWNLOADS.NOT_OFFERED');
  expectEnvelope(await offer(randomUUID()), 404, 'DOWNLOADS.ALBUM_NOT_FOUND');
});

test('asking for links is rate-limited per account', async () => {
  const eager = await newAccount(t.baseUrl);
  for (let attempt = 0; attempt < 30; attempt++) {
    expect((await askLink(soundcheckId, eager.token, 'flac')).status).toBe(403);
  }
  const refused = await askLink(soundcheckId, eager.token, 'flac');
  expectEnvelope(refused, 429, 'DOWNLOADS.TOO_MANY_LINKS');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('a hidden album keeps its downloads for its buyers and does not exist for anyone else', async () => {
  await withDb(async (db) => {
    await db.query('UPDATE tracks SET listed = false WHERE album_id = $1', [soundcheckId]);
    await db.query('UPDATE albums SET listed = false WHERE id = $1', [soundcheckId]);
  });
  expectEnvelope(await offer(soundcheckId, member.token), 404, 'DOWNLOADS.ALBUM_NOT_FOUND');
  expectEnvelope(
    await askLink(soundcheckId, member.token, 'mp3'),
    404,
    'DOWNLOADS.ALBUM_NOT_FOUND',
  );
  expect(ok(await offer(soundcheckId, buyer.token)).can_download).toBe(true);
  const link = ok(await askLink(soundcheckId, buyer.token, 'mp3'), 201);
  expect((await fetchLink(link.url)).status).toBe(200);
});

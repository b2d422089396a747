import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';

import { MasterIntake } from '../../src/modules/publishing/uploads/master-intake.js';
import {
  EXPIRED_REASON,
  UploadExpiry,
} from '../../src/modules/publishing/uploads/upload-expiry.js';
import { UploadIds } from '../../src/modules/publishing/uploads/upload-ids.js';
import { UploadSlots } from '../../src/modules/publishing/uploads/upload-slots.js';
import { UploadStorage } from '../../src/modules/publishing/uploads/upload-storage.js';
import { enrol, setRole } from '../admin/second-factor-steps.js';
import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  type ArtistAccount,
  artistAccount,
  generatedWav,
  mediaProcessingQueue,
  PDF_BYTES,
  slotOf,
  trackSlot,
} from './upload-fixtures.js';
import { TusClient, type TusReply } from './tus-client.js';

/**
 * Masters arrive over tus 1.0 (docs/adr/0043) at /api/studio/uploads, against the real app:
 * created for a track slot by its artist, written in chunks, resumed after a dropped connection,
 * refused early when too large or not audio, and, once finished, stored as the track's master
 * and queued for processing. (Resuming after an API restart: uploads-restart.e2e-spec.ts.)
 */
const MAX_UPLOAD_MB = 4;

let t: TestApp;
let uploadDir: string;
let artist: ArtistAccount;
let other: ArtistAccount;
let wav: Buffer;
let queue: Queue;

const tusAs = (account: { token: string } | null): TusClient =>
  new TusClient(t.baseUrl, account?.token ?? null);
const idOf = (url: string): string => url.split('/').pop() ?? '';
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function expectEnvelope(reply: TusReply, status: number, code: string): void {
  expect({ status: reply.status, code: reply.body.code }).toEqual({ status, code });
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body).toEqual({
    statusCode: status,
    code,
    message: expect.any(String),
    error: reply.body.message,
  });
}

async function created(tus: TusClient, trackId: string, bytes: Buffer): Promise<string> {
  const reply = await tus.create(bytes.length, { trackId, filename: 'Undertow (master).wav' });
  expect(reply.status).toBe(201);
  if (reply.location === null) throw new Error('no Location');
  return reply.location;
}

const storedBytes = async (url: string): Promise<number> =>
  (await stat(join(uploadDir, idOf(url))).catch(() => null))?.size ?? -1;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'encore-tus-'));
  t = await startTestApp({ UPLOAD_DIR: uploadDir, MAX_UPLOAD_MB: String(MAX_UPLOAD_MB) });
  [artist, other, wav] = await Promise.all([
    artistAccount(t.baseUrl),
    artistAccount(t.baseUrl),
    generatedWav(3),
  ]);
  queue = mediaProcessingQueue();
});
afterAll(async () => {
  await queue.close();
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('an upload from start to finish', () => {
  it('is created, written in chunks, reports its offset, and becomes the queued master', async () => {
    const trackId = await trackSlot(artist.artistId, { expectedSize: 123 });
    const tus = tusAs(artist);
    const url = await created(tus, trackId, wav);
    const uploadId = idOf(url);
    expect(url).toBe(`${t.baseUrl}/api/studio/uploads/${uploadId}`);
    expect(await slotOf(trackId)).toMatchObject({
      state: 'uploading',
      upload_id: uploadId,
      // The file's real length and name replace what the slot announced.
      expected_size: String(wav.length),
      original_name: 'Undertow (master).wav',
    });

    const first = await tus.patch(url, 0, wav.subarray(0, 100_000));
    expect({ status: first.status, offset: first.offset }).toEqual({
      status: 204,
      offset: 100_000,
    });
    const head = await tus.head(url);
    expect(head.status).toBe(200);
    expect(head.offset).toBe(100_000);
    expect(head.headers.get('upload-length')).toBe(String(wav.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    const last = await tus.patchAll(url, wav, 100_000, 64 * 1024);
    expect({ status: last.status, offset: last.offset }).toEqual({
      status: 204,
      offset: wav.length,
    });

    const masterPath = `masters/${trackId}/${uploadId}.wav`;
    expect(await slotOf(trackId)).toMatchObject({
      state: 'processing',
      master_path: masterPath,
      master_format: 'wav',
      content_sha256: sha256(wav),
      attempts: 1,
    });
    expect(await readFile(join(process.env.MEDIA_DIR ?? '', masterPath))).toEqual(wav);
    const job = await queue.getJob(`process:${trackId}:1`);
    expect({ name: job?.name, data: job?.data as unknown }).toEqual({
      name: 'process-master',
      data: { trackId },
    });
    // The upload left the store; asked again, it answers complete (the client lost nothing).
    expect(await storedBytes(url)).toBe(-1);
    const after = await tus.head(url);
    expect({ status: after.status, offset: after.offset }).toEqual({
      status: 200,
      offset: wav.length,
    });
    // Repeating the last request changes nothing and queues nothing more.
    expect((await tus.patch(url, wav.length, new Uint8Array(0))).status).toBe(204);
    expect((await slotOf(trackId))?.attempts).toBe(1);
  });

  it('takes the first bytes with the creation (creation-with-upload), and all of a small file', async () => {
    const trackId = await trackSlot(artist.artistId);
    const reply = await tusAs(artist).create(wav.length, { trackId }, wav.subarray(0, 50_000));
    expect({ status: reply.status, offset: reply.offset }).toEqual({ status: 201, offset: 50_000 });
    expect((await tusAs(artist).patchAll(reply.location ?? '', wav, 50_000)).status).toBe(204);
    expect((await slotOf(trackId))?.state).toBe('processing');

    const whole = await trackSlot(artist.artistId);
    const small = wav.subarray(0, 3000);
    const once = await tusAs(artist).create(small.length, { trackId: whole }, small);
    expect({ status: once.status, offset: once.offset }).toEqual({ status: 201, offset: 3000 });
    expect((await slotOf(whole))?.state).toBe('processing');
  });

  it('keeps only the whitelisted metadata (echoed on HEAD)', async () => {
    const trackId = await trackSlot(artist.artistId);
    const reply = await tusAs(artist).create(wav.length, {
      trackId,
      filename: 'a.wav',
      filetype: 'audio/wav',
      ownerId: 'me',
    });
    const head = await tusAs(artist).head(reply.location ?? '');
    const echoed = Object.fromEntries(
      (head.headers.get('upload-metadata') ?? '').split(',').map((pair) => {
        const [key = '', value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
    );
    expect(echoed).toEqual({ trackId, filename: 'a.wav' });
  });
});

describe('resuming', () => {
  it('continues from the stored offset after the connection dropped mid-request', async () => {
    const trackId = await trackSlot(artist.artistId);
    const tus = tusAs(artist);
    const url = await created(tus, trackId, wav);
    await tus.patchCutOff(url, 0, wav.subarray(0, 150_000), wav.length, async () => {
      return (await storedBytes(url)) >= 150_000;
    });
    // The server stored what arrived, nothing more; the client asks where to go on from.
    let head = await tus.head(url);
    for (let i = 0; head.offset !== 150_000 && i < 50; i++) head = await tus.head(url);
    expect(head.offset).toBe(150_000);
    // A stale offset is refused, without changing anything.
    expectEnvelope(await tus.patch(url, 0, wav.subarray(0, 10)), 409, 'UPLOADS.OFFSET_CONFLICT');

    const last = await tus.patchAll(url, wav, 150_000);
    expect(last.status).toBe(204);
    const slot = await slotOf(trackId);
    expect({ state: slot?.state, sha: slot?.content_sha256 }).toEqual({
      state: 'processing',
      sha: sha256(wav),
    });
  });

  it('lets the artist start a new upload into the slot, leaving the old one unable to finish', async () => {
    const trackId = await trackSlot(artist.artistId);
    const tus = tusAs(artist);
    const abandoned = await created(tus, trackId, wav);
    expect((await tus.patch(abandoned, 0, wav.subarray(0, 50_000))).status).toBe(204);
    const fresh = await created(tus, trackId, wav);
    expectEnvelope(
      await tus.patch(abandoned, 50_000, wav.subarray(50_000, 60_000)),
      404,
      'UPLOADS.UPLOAD_NOT_FOUND',
    );
    expect((await tus.patchAll(fresh, wav)).status).toBe(204);
    expect((await slotOf(trackId))?.upload_id).toBe(idOf(fresh));
  });
});

describe('who may upload', () => {
  it("refuses to write, read or cancel someone else's upload (403)", async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, wav);
    const intruder = tusAs(other);
    expectEnvelope(await intruder.patch(url, 0, wav.subarray(0, 8192)), 403, 'UPLOADS.NOT_YOURS');
    expect((await intruder.head(url)).status).toBe(403);
    expectEnvelope(await intruder.delete(url), 403, 'UPLOADS.NOT_YOURS');
    expect((await tusAs(artist).head(url)).offset).toBe(0);
  });

  it("answers a new upload for another artist's track as if there were no such track", async () => {
    const trackId = await trackSlot(artist.artistId);
    expectEnvelope(
      await tusAs(other).create(wav.length, { trackId }),
      404,
      'UPLOADS.TRACK_NOT_FOUND',
    );
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');
  });

  it('asks for a login first (401), whatever the request', async () => {
    const trackId = await trackSlot(artist.artistId);
    expectEnvelope(
      await tusAs(null).create(wav.length, { trackId }),
      401,
      'PLATFORM.AUTH_REQUIRED',
    );
    const url = await created(tusAs(artist), trackId, wav);
    expectEnvelope(
      await tusAs(null).patch(url, 0, wav.subarray(0, 10)),
      401,
      'PLATFORM.AUTH_REQUIRED',
    );
  });

  it('lets an admin who passed the second factor upload for an artist, audited', async () => {
    const admin = await newAccount(t.baseUrl);
    await setRole(admin.userId, 'admin');
    const trackId = await trackSlot(artist.artistId);
    // Not yet past the second factor: the admin rule refuses, and nothing changes.
    const early = await tusAs(admin).create(wav.length, { trackId });
    expect(early.body.code).toBe('ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');

    // Enrolling passes the second factor for the session it was done in.
    await enrol(t.baseUrl, admin.token);
    const url = await created(tusAs(admin), trackId, wav);
    expect((await tusAs(admin).patchAll(url, wav)).status).toBe(204);
    expect((await slotOf(trackId))?.state).toBe('processing');
    const audit = await withDb(async (db) => {
      const { rows } = await db.query<{ actor_id: string; action: string; after: unknown }>(
        'SELECT actor_id, action, after FROM admin_audit_log WHERE target_id = $1',
        [trackId],
      );
      return rows;
    });
    expect(audit).toEqual([
      {
        actor_id: admin.userId,
        action: 'track.upload_master',
        after: expect.objectContaining({ upload_id: idOf(url), size: wav.length }) as unknown,
      },
    ]);
  });

  it('refuses a track whose release is public', async () => {
    const trackId = await trackSlot(artist.artistId, { releaseState: 'published' });
    expectEnvelope(
      await tusAs(artist).create(wav.length, { trackId }),
      409,
      'UPLOADS.RELEASE_NOT_EDITABLE',
    );
  });
});

describe('refused early', () => {
  it('refuses a file over the limit at creation (413), before a byte is sent', async () => {
    const trackId = await trackSlot(artist.artistId);
    const before = await readdir(uploadDir);
    const reply = await tusAs(artist).create(MAX_UPLOAD_MB * 1024 * 1024 + 1, { trackId });
    expectEnvelope(reply, 413, 'UPLOADS.TOO_LARGE');
    expect(reply.body.message).toBe('This file is larger than the 4 MB a master may be.');
    expect(await readdir(uploadDir)).toEqual(before);
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');
  });

  it('refuses a PDF named .wav when its first bytes arrive (415), keeping nothing', async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, PDF_BYTES);
    const reply = await tusAs(artist).patch(url, 0, PDF_BYTES);
    expectEnvelope(reply, 415, 'UPLOADS.NOT_AUDIO');
    expect(reply.body.message).toMatch(/^This file is a PDF, not audio\. Upload WAV, AIFF, FLAC/);
    expect(await storedBytes(url)).toBe(-1);
    expect((await tusAs(artist).head(url)).status).toBe(404);
    const slot = await slotOf(trackId);
    expect({ state: slot?.state, reason: slot?.failure_reason }).toEqual({
      state: 'failed',
      reason: reply.body.message,
    });
    // The slot takes the right file at once.
    expect(
      (await tusAs(artist).patchAll(await created(tusAs(artist), trackId, wav), wav)).status,
    ).toBe(204);
  });

  it('refuses an empty file, and an upload of unknown length', async () => {
    const trackId = await trackSlot(artist.artistId);
    expectEnvelope(await tusAs(artist).create(0, { trackId }), 400, 'UPLOADS.EMPTY_FILE');
    expectEnvelope(await tusAs(artist).create(null, { trackId }), 400, 'UPLOADS.LENGTH_REQUIRED');
    expectEnvelope(
      await tusAs(artist).create(wav.length, { filename: 'x.wav' }),
      400,
      'UPLOADS.METADATA_INVALID',
    );
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');
  });

  it('answers protocol mistakes in the envelope, never with a 5xx', async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, wav);
    const noVersion = await fetch(url, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${artist.token}` },
    });
    expect(noVersion.status).toBe(400);
    const badOffset = await fetch(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${artist.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '-1',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'x',
    });
    expect(badOffset.status).toBe(400);
    expect(await badOffset.json()).toMatchObject({ code: 'UPLOADS.PROTOCOL_ERROR' });
    const unknown = await tusAs(artist).head(`${t.baseUrl}/api/studio/uploads/${'f'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });
});

describe('cancelling and expiring', () => {
  it('lets the artist cancel an upload: the slot waits for a file again', async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, wav);
    expect((await tusAs(artist).patch(url, 0, wav.subarray(0, 20_000))).status).toBe(204);
    expect((await tusAs(artist).delete(url)).status).toBe(204);
    expect(await storedBytes(url)).toBe(-1);
    for (let i = 0; (await slotOf(trackId))?.state !== 'awaiting_upload' && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await slotOf(trackId)).toMatchObject({ state: 'awaiting_upload', upload_id: null });
  });

  it('removes an upload unfinished after 24 hours, and stores one whose finish was lost', async () => {
    const expiry = new UploadExpiry(
      t.app.get(EntityManager),
      t.app.get(UploadStorage),
      t.app.get(UploadSlots),
      t.app.get(MasterIntake),
      t.app.get(UploadIds),
    );
    const [stalled, unfinishedFinish] = [
      await trackSlot(artist.artistId),
      await trackSlot(artist.artistId),
    ];
    const stalledUrl = await created(tusAs(artist), stalled, wav);
    expect((await tusAs(artist).patch(stalledUrl, 0, wav.subarray(0, 30_000))).status).toBe(204);
    // Every byte stored, but its finish never ran (the process died before it).
    const lostUrl = await created(tusAs(artist), unfinishedFinish, wav);
    const { store } = t.app.get(UploadStorage);
    await store.write(Readable.from([wav]), idOf(lostUrl), 0);

    const now = await expiry.run();
    expect(now.finished).toBeGreaterThanOrEqual(1);
    expect((await slotOf(unfinishedFinish))?.state).toBe('processing');
    expect((await slotOf(stalled))?.state).toBe('uploading');

    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const later = await expiry.run(dayLater);
    expect(later.expired).toBeGreaterThanOrEqual(1);
    expect(await slotOf(stalled)).toMatchObject({
      state: 'failed',
      failure_reason: EXPIRED_REASON,
    });
    expect(await storedBytes(stalledUrl)).toBe(-1);
    // The finished master is untouched by the expiry.
    expect((await slotOf(unfinishedFinish))?.state).toBe('processing');
  });
});

it('leaves nothing in the upload folder but the uploads still under way', async () => {
  const waiting = await withDb(async (db) => {
    const { rows } = await db.query<{ upload_id: string }>(
      "SELECT upload_id FROM track_masters WHERE state = 'uploading'",
    );
    return new Set(rows.map((row) => row.upload_id));
  });
  const left = (await readdir(uploadDir)).map((name) => name.replace(/\.json$/, ''));
  expect(left.filter((id) => !waiting.has(id))).toEqual([]);
});

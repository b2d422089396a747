import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { EntityManager } from '@mikro-orm/postgresql';

import { MasterIntake } from '../../src/modules/publishing/uploads/master-intake.js';
import {
  EXPIRED_REASON,
  UploadExpiry,
} from '../../src/modules/publishing/uploads/upload-expiry.js';
import { UploadIds } from '../../src/modules/publishing/uploads/upload-ids.js';
import { UploadSlots } from '../../src/modules/publishing/uploads/upload-slots.js';
import { UploadStorage } from '../../src/modules/publishing/uploads/upload-storage.js';
import { withDb } from '../support/db.js';
import {
  artist,
  created,
  expectEnvelope,
  idOf,
  queue,
  sha256,
  storedBytes,
  t,
  tusAs,
  uploadDir,
  useTusApp,
  wav,
} from './tus-suite.js';
import { slotOf, trackSlot } from './upload-fixtures.js';

/**
 * Masters arrive over tus 1.0 (docs/adr/0043) at /api/studio/uploads, against the real app:
 * created for a track slot by its artist, written in chunks, resumed after a dropped connection,
 * cancelled or expired, and, once finished, stored as the track's master and queued for
 * processing. (Who may upload and what is refused early: uploads-tus-refusals.e2e-spec.ts;
 * resuming after an API restart: uploads-restart.e2e-spec.ts.)
 */
useTusApp();

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

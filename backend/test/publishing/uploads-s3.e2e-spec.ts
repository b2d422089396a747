import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Queue } from 'bullmq';

import { loadConfig } from '../../src/config/index.js';
import { processJobId } from '../../src/modules/publishing/pipeline/processing-queue.js';
import { createMediaStorage, type MediaStorage } from '../../src/platform/storage/index.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  type ArtistAccount,
  artistAccount,
  generatedWav,
  mediaProcessingQueue,
  slotOf,
  trackSlot,
} from './upload-fixtures.js';
import { TusClient } from './tus-client.js';

/**
 * tus uploads with STORAGE_DRIVER=s3 (docs/adr/0043): `@tus/s3-store` keeps an unfinished upload
 * as an S3 multipart upload under `uploads/` in the media bucket, so any API replica can resume
 * it; the finished master lands at `masters/<track>/<upload>.<ext>` in the same bucket and the
 * upload's own objects are gone. Against an S3-compatible server that checks signatures.
 */
let s3: S3TestServer;
let storage: MediaStorage;
let t: TestApp;
let artist: ArtistAccount;
let wav: Buffer;
let queue: Queue;
let scratch: string;

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createMediaStorage(loadConfig({ ...process.env, ...s3.env }).env);
  t = await startTestApp(s3.env);
  [artist, wav] = await Promise.all([artistAccount(t.baseUrl), generatedWav(3)]);
  queue = mediaProcessingQueue();
  scratch = await mkdtemp(join(tmpdir(), 'encore-s3-upload-'));
}, 120_000);
afterAll(async () => {
  await queue.close();
  await t.close();
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

test('an upload cut short resumes from what the bucket holds, and the master lands in the bucket', async () => {
  const trackId = await trackSlot(artist.artistId);
  const tus = new TusClient(t.baseUrl, artist.token);
  const created = await tus.create(wav.length, { trackId, filename: 'Tidewater.wav' });
  expect(created.status).toBe(201);
  const url = created.location ?? '';
  const uploadId = url.split('/').pop() ?? '';

  // A first part, then the connection is "lost": the offset is read back from S3.
  const first = await tus.patch(url, 0, wav.subarray(0, 200_000));
  expect({ status: first.status, offset: first.offset }).toEqual({ status: 204, offset: 200_000 });
  const head = await tus.head(url);
  expect({ status: head.status, offset: head.offset }).toEqual({ status: 200, offset: 200_000 });
  expect((await storage.list('uploads')).length).toBeGreaterThan(0);

  const last = await tus.patchAll(url, wav, 200_000, 128 * 1024);
  expect({ status: last.status, offset: last.offset }).toEqual({
    status: 204,
    offset: wav.length,
  });

  const masterPath = `masters/${trackId}/${uploadId}.wav`;
  expect(await slotOf(trackId)).toMatchObject({
    state: 'processing',
    master_path: masterPath,
    content_sha256: sha256(wav),
  });
  const copy = join(scratch, 'master.wav');
  expect(await storage.readToFile(masterPath, copy)).toBe(true);
  expect(sha256(await readFile(copy))).toBe(sha256(wav));
  // The upload's multipart objects and metadata left the bucket with it.
  expect((await storage.list('uploads')).filter((key) => key.includes(uploadId))).toEqual([]);
  expect(await queue.getJob(processJobId(trackId, 1))).toBeDefined();
}, 120_000);

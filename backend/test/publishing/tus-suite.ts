import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Queue } from 'bullmq';

import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  type ArtistAccount,
  artistAccount,
  generatedWav,
  mediaProcessingQueue,
} from './upload-fixtures.js';
import { TusClient, type TusReply } from './tus-client.js';

/**
 * The tus upload specs' shared set-up (docs/adr/0043): an app with an upload folder of its own
 * and a small size limit, two artists, a generated WAV, the processing queue to read jobs from,
 * and the steps the specs share. A spec calls useTusApp() once at its top.
 */
export const MAX_UPLOAD_MB = 4;

export let t: TestApp;
export let uploadDir: string;
export let artist: ArtistAccount;
export let other: ArtistAccount;
export let wav: Buffer;
export let queue: Queue;

/** Registers the app's start and stop (and the upload folder's removal) around the calling spec. */
export function useTusApp(): void {
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
}

export const tusAs = (account: { token: string } | null): TusClient =>
  new TusClient(t.baseUrl, account?.token ?? null);
export const idOf = (url: string): string => url.split('/').pop() ?? '';
export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A tus reply carrying the error envelope, with its JSON content type. */
export function expectEnvelope(reply: TusReply, status: number, code: string): void {
  expect({ status: reply.status, code: reply.body.code }).toEqual({ status, code });
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body).toEqual({
    statusCode: status,
    code,
    message: expect.any(String),
    error: reply.body.message,
  });
}

export async function created(tus: TusClient, trackId: string, bytes: Buffer): Promise<string> {
  const reply = await tus.create(bytes.length, { trackId, filename: 'Undertow (master).wav' });
  expect(reply.status).toBe(201);
  if (reply.location === null) throw new Error('no Location');
  return reply.location;
}

/** The bytes the upload folder holds of an upload, or -1 when it holds none. */
export const storedBytes = async (url: string): Promise<number> =>
  (await stat(join(uploadDir, idOf(url))).catch(() => null))?.size ?? -1;

import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, ERRORS, Upload } from '@tus/server';

import type { AppError } from '../../../platform/http/index.js';
import { SNIFF_BYTES } from '../domain/audio-format.js';
import { UploadsErrors } from './uploads.errors.js';

/** What the stores ask the uploads service (upload-store-guard.ts) at the two moments only they see. */
export interface UploadGuard {
  /**
   * Judges the first bytes of an upload of `size` bytes before any is stored: null when they
   * are audio, else the refusal, already recorded on the slot (the store then removes the
   * upload, so nothing of it stays).
   */
  refusalOf(storeId: string, head: Buffer, size: number): Promise<AppError | null>;
  /**
   * An upload that is no longer in the store because its master was moved out of it when it
   * finished: answered as complete, so a client that lost the last reply sees it done (rather
   * than starting over). Null for any other missing upload.
   */
  movedUpload(storeId: string): Promise<Upload | null>;
}

/** The two stores as uploads use them: tus' DataStore plus reading back and listing. */
export interface MasterStore extends DataStore {
  /** The stored bytes of an upload, from the start. */
  read(storeId: string): Readable | Promise<Readable>;
  /** Every upload the store holds (finished or not), by store id. */
  listUploadIds(): Promise<string[]>;
  /** The local file holding an upload's bytes, when the store keeps them on this disk. */
  localFileOf(storeId: string): string | null;
  /** The upload as the store holds it (no stand-in for a moved one); null when it has none. */
  stored(storeId: string): Promise<Upload | null>;
  /** Removes every trace of an upload, also of one left half-removed; nothing there is fine. */
  purge(storeId: string): Promise<void>;
}

type WaitOutcome = 'readable' | 'ended';

function nextChunkOrEnd(stream: Readable): Promise<WaitOutcome> {
  return new Promise((resolve) => {
    const settle = (outcome: WaitOutcome) => () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onEnd);
      stream.off('close', onEnd);
      resolve(outcome);
    };
    const onReadable = settle('readable');
    const onEnd = settle('ended');
    stream.once('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onEnd);
    stream.once('close', onEnd);
  });
}

/**
 * Reads the first `need` bytes of a request body (fewer when it ends before them: a short first
 * request, or a dropped connection, which tus turns into a clean end).
 */
async function readHead(stream: Readable, need: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let have = 0;
  while (have < need) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) {
      chunks.push(chunk);
      have += chunk.length;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) break;
    if ((await nextChunkOrEnd(stream)) === 'ended' && stream.readableLength === 0) break;
  }
  return Buffer.concat(chunks);
}

/**
 * The body again from its first byte: the head is put back in front of what is still unread,
 * so the rest of a 2 GB body streams on without another stream in its path.
 */
function replay(stream: Readable, head: Buffer): Readable {
  if (stream.readableEnded) return Readable.from([head]);
  stream.unshift(head);
  return stream;
}

/**
 * The gate every byte of an upload passes: tus has no per-chunk hook, but every body (PATCH, and
 * POST with creation-with-upload) goes through the store's `write`. The first bytes are judged
 * *before* the store's own write sees the stream: an error thrown from inside the stream it
 * writes would come back as tus' 500 FILE_WRITE_ERROR instead of our 415 (research §4).
 */
async function gatedWrite(
  store: MasterStore,
  guard: UploadGuard,
  write: (stream: Readable, offset: number) => Promise<number>,
  stream: Readable,
  storeId: string,
  offset: number,
): Promise<number> {
  // Bytes are stored only after the head was judged, so anything stored was admitted.
  if (offset > 0) return write(stream, offset);
  const upload = await store.getUpload(storeId);
  const need = Math.min(SNIFF_BYTES, upload.size ?? SNIFF_BYTES);
  const head = await readHead(stream, need);
  // A request without bytes (a creation that sends none) stores nothing, and may.
  if (head.length === 0) return offset;
  // Storing part of a head would let the rest through unjudged; refusing (rather than storing
  // nothing and answering 204) keeps a client sending tiny chunks from looping for ever.
  if (head.length < need) throw UploadsErrors.FIRST_REQUEST_TOO_SHORT();
  const refusal = await guard.refusalOf(storeId, head, upload.size ?? head.length);
  if (refusal !== null) {
    await store.purge(storeId);
    throw refusal;
  }
  return write(replay(stream, head), offset);
}

const isMissing = (error: unknown): boolean =>
  error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS;

const nullWhenMissing = (error: unknown): null => {
  if (isMissing(error)) return null;
  throw error;
};

/** The upload, or the complete stand-in of one whose master already left the store. */
async function uploadOrMoved(
  guard: UploadGuard,
  storeId: string,
  get: () => Promise<Upload>,
): Promise<Upload> {
  try {
    return await get();
  } catch (error) {
    if (!isMissing(error)) throw error;
    const moved = await guard.movedUpload(storeId);
    if (moved === null) throw error;
    return moved;
  }
}

/**
 * A write at the end of an upload that already finished and left the store (a client repeating
 * its last request): nothing more to store. Only a resumed write (offset > 0) can be one.
 */
async function isMovedAt(guard: UploadGuard, storeId: string, offset: number): Promise<boolean> {
  if (offset === 0) return false;
  const moved = await guard.movedUpload(storeId);
  return moved !== null && moved.offset === offset;
}

/** tus uploads as files in UPLOAD_DIR (the embedded default). */
export class MasterFileStore extends FileStore implements MasterStore {
  constructor(
    private readonly guard: UploadGuard,
    options: { directory: string; expirationPeriodInMilliseconds: number },
  ) {
    super(options);
  }

  override async write(stream: Readable, storeId: string, offset: number): Promise<number> {
    if (await isMovedAt(this.guard, storeId, offset)) return offset;
    return gatedWrite(
      this,
      this.guard,
      (body, at) => super.write(body, storeId, at),
      stream,
      storeId,
      offset,
    );
  }

  override getUpload(storeId: string): Promise<Upload> {
    return uploadOrMoved(this.guard, storeId, () => super.getUpload(storeId));
  }

  localFileOf(storeId: string): string {
    return join(this.directory, storeId);
  }

  stored(storeId: string): Promise<Upload | null> {
    return super.getUpload(storeId).catch(nullWhenMissing);
  }

  async purge(storeId: string): Promise<void> {
    if (!/^\w+$/.test(storeId)) return;
    await rm(join(this.directory, storeId), { force: true });
    await rm(join(this.directory, `${storeId}.json`), { force: true });
  }

  /** Data files and their `<id>.json` records; a record left without its file counts too. */
  async listUploadIds(): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const ids = names.map((name) => name.replace(/\.json$/, '')).filter((id) => /^\w+$/.test(id));
    return [...new Set(ids)];
  }
}

/** Where uploads live in the media bucket (STORAGE_DRIVER=s3): beside audio/, images/, masters/. */
export const S3_UPLOADS_PREFIX = 'uploads/';

/**
 * tus uploads as S3 multipart uploads in the media bucket, under `uploads/` (STORAGE_DRIVER=s3):
 * parts of at least 5 MiB, buffered in temporary files, never in memory.
 */
export class MasterS3Store extends S3Store implements MasterStore {
  constructor(
    private readonly guard: UploadGuard,
    options: ConstructorParameters<typeof S3Store>[0],
  ) {
    super(options);
  }

  override async write(stream: Readable, storeId: string, offset: number): Promise<number> {
    if (await isMovedAt(this.guard, storeId, offset)) return offset;
    return gatedWrite(
      this,
      this.guard,
      (body, at) => super.write(body, storeId, at),
      stream,
      storeId,
      offset,
    );
  }

  override getUpload(storeId: string): Promise<Upload> {
    return uploadOrMoved(this.guard, storeId, () => super.getUpload(storeId));
  }

  localFileOf(): null {
    return null;
  }

  stored(storeId: string): Promise<Upload | null> {
    return super.getUpload(storeId).catch(nullWhenMissing);
  }

  async purge(storeId: string): Promise<void> {
    try {
      await this.remove(storeId);
    } catch {
      // Its multipart upload is gone already (finished or aborted): delete what may be left.
      await this.client
        .deleteObjects({
          Bucket: this.bucket,
          Delete: {
            Objects: [storeId, `${storeId}.info`, `${storeId}.part`].map((Key) => ({ Key })),
          },
        })
        .catch(() => undefined);
      await this.clearCache(storeId);
    }
  }

  /** Every upload has its `<id>.info` object from creation until it is removed. */
  async listUploadIds(): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: S3_UPLOADS_PREFIX,
          ContinuationToken: token,
        }),
      );
      for (const { Key } of page.Contents ?? []) {
        if (Key?.endsWith('.info') === true) ids.push(Key.slice(0, -'.info'.length));
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return ids;
  }
}

export { Upload };

import { createReadStream, createWriteStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { contentTypeFor } from './content-type.js';
import {
  type ByteRange,
  MediaStorage,
  type StoredFileInfo,
  type StoredFileReader,
} from './media-storage.js';
import { toStoragePath } from './storage-path.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store's endpoint; unset: Amazon S3 in `region`. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * `putFile` sends files larger than this as a multipart upload of parts this size (S3 takes at
   * most 5 GiB in one PUT, and parts of at least 5 MiB). Default 64 MiB.
   */
  partBytes?: number | undefined;
}

const DEFAULT_PART_BYTES = 64 * 1024 * 1024;
const MIN_PART_BYTES = 5 * 1024 * 1024;

interface Head {
  info: StoredFileInfo;
  etag: string | undefined;
}

const isNotFound = (error: unknown): boolean =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

const keyOf = (path: string): string => {
  const key = toStoragePath(path);
  if (key === null) throw new Error(`Not a storage path: ${JSON.stringify(path)}`);
  return key;
};

/**
 * Media in one bucket of S3 or an S3-compatible store, under the same keys as under MEDIA_DIR.
 * Browsers fetch audio from presigned GETs (Range goes to the store as sent); `open` remains for
 * the app's own routes (public images, a stream URL signed before a switch of driver).
 */
export class S3Storage extends MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partBytes: number;

  constructor(options: S3StorageOptions) {
    super();
    this.bucket = options.bucket;
    this.partBytes = Math.max(MIN_PART_BYTES, options.partBytes ?? DEFAULT_PART_BYTES);
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
      ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
      // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's
      // default trailing checksums, and a presigned URL would carry x-amz-checksum-mode.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async stat(path: string): Promise<StoredFileInfo | null> {
    return (await this.head(path))?.info ?? null;
  }

  async open(path: string): Promise<StoredFileReader | null> {
    const head = await this.head(path);
    if (head === null) return null;
    const key = keyOf(path);
    const aborted = new AbortController();
    return {
      info: head.info,
      writeRange: (range, destination) =>
        this.writeRange(key, head.etag, range, destination, aborted.signal),
      close: () => {
        aborted.abort();
      },
    };
  }

  async put(path: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: keyOf(path),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentTypeFor(path),
      }),
    );
  }

  /**
   * One streamed PUT up to `partBytes`; beyond, a multipart upload whose object only exists once
   * it is completed (an abandoned one is aborted, and the bucket's lifecycle rule for incomplete
   * uploads catches a process killed mid-way).
   */
  async putFile(path: string, localFile: string): Promise<void> {
    const key = keyOf(path);
    const { size } = await statFile(localFile);
    if (size <= this.partBytes) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(localFile),
          ContentLength: size,
          ContentType: contentTypeFor(path),
        }),
      );
      return;
    }
    await this.putInParts(key, localFile, size, contentTypeFor(path));
  }

  async readToFile(path: string, localFile: string): Promise<boolean> {
    const body = await this.readStream(path);
    if (body === null) return false;
    await pipeline(body, createWriteStream(localFile));
    return true;
  }

  async readStream(path: string): Promise<Readable | null> {
    const key = toStoragePath(path);
    if (key === null) return null;
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(reply.Body instanceof Readable))
        throw new Error('The object store sent no readable body');
      return reply.Body;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    const prefix = toStoragePath(folder);
    if (prefix === null) return [];
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${prefix}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) keys.push(object.Key);
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return keys;
  }

  async delete(path: string): Promise<void> {
    const key = toStoragePath(path);
    if (key === null) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * A presigned GET living `expiresInSeconds`; caches may keep the bytes privately no longer
   * than that, as the app's own stream replies say.
   */
  directUrl(path: string, expiresInSeconds: number): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: keyOf(path),
      ResponseCacheControl: `private, max-age=${expiresInSeconds}`,
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  /** Parts one after another (one part's bytes in flight: memory stays flat for any size). */
  private async putInParts(
    key: string,
    localFile: string,
    size: number,
    contentType: string,
  ): Promise<void> {
    const created = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    const uploadId = created.UploadId;
    if (uploadId === undefined) throw new Error('The object store started no multipart upload');
    try {
      const parts: { PartNumber: number; ETag: string | undefined }[] = [];
      for (let start = 0, number = 1; start < size; start += this.partBytes, number += 1) {
        const end = Math.min(size, start + this.partBytes) - 1;
        const part = await this.client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: number,
            Body: createReadStream(localFile, { start, end }),
            ContentLength: end - start + 1,
          }),
        );
        parts.push({ PartNumber: number, ETag: part.ETag });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await this.client
        .send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
        )
        .catch(() => undefined);
      throw error;
    }
  }

  private async head(path: string): Promise<Head | null> {
    const key = toStoragePath(path);
    if (key === null) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        info: { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) },
        etag: head.ETag,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * A ranged GET of the version that was looked up (If-Match: a replaced object fails rather
   * than splice two versions), piped to `destination` with its backpressure, left open.
   */
  private async writeRange(
    key: string,
    etag: string | undefined,
    range: ByteRange,
    destination: Writable,
    signal: AbortSignal,
  ): Promise<void> {
    const reply = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: `bytes=${range.start}-${range.end}`,
        IfMatch: etag,
      }),
      { abortSignal: signal },
    );
    const body = reply.Body;
    if (!(body instanceof Readable)) throw new Error('The object store sent no readable body');
    const expected = range.end - range.start + 1;
    if (reply.ContentLength !== expected) {
      body.destroy();
      throw new Error(`The object store sent ${reply.ContentLength} bytes, not ${expected}`);
    }
    await pipeline(body, destination, { end: false });
  }
}

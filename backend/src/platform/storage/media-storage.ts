import type { Readable, Writable } from 'node:stream';

import { contentTypeFor } from './content-type.js';

export interface StoredFileInfo {
  size: number;
  mtime: Date;
}

/** Inclusive byte offsets, as in an HTTP Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file opened for reading; always `close` it, also after a failed write. */
export interface StoredFileReader {
  /** Size and modification time of exactly the bytes this reader reads. */
  readonly info: StoredFileInfo;
  /**
   * Writes the bytes of `range` to `destination` in order, honouring its backpressure, without
   * ever holding the whole file in memory. Rejects if the destination goes away first.
   */
  writeRange(range: ByteRange, destination: Writable): Promise<void>;
  close(): void;
}

/**
 * Where audio and images live. Paths are storage keys relative to the media root
 * (`audio/x.mp3`), never URLs or file-system paths; adapters refuse anything that could leave the
 * root. The local-disk adapter is the embedded default; the S3 adapter maps stat to HEAD,
 * writeRange to a ranged GET piped to the destination, and hands out presigned GETs
 * (docs/adr/0039).
 */
export abstract class MediaStorage {
  /** Size and modification time of a stored file; null when there is none at that path. */
  abstract stat(path: string): Promise<StoredFileInfo | null>;

  /**
   * Opens a stored file, or null when there is none. Callers open before they start a reply and
   * take size and validators from the reader, so headers and bytes always describe one version.
   */
  abstract open(path: string): Promise<StoredFileReader | null>;

  /**
   * Stores `bytes` at `path`, replacing a file there whole (readers of the old version keep it or
   * fail, never see a mix). Throws for a path that is not a storage key.
   */
  abstract put(path: string, bytes: Uint8Array): Promise<void>;

  /**
   * Stores the local file `localFile` at `path`, streamed (never whole in memory) and atomic like
   * `put`: readers see the old file or the whole new one. Local disk: a temporary name beside the
   * final one, then a rename; S3: one PUT, or a multipart upload that only completes when every
   * part arrived.
   */
  abstract putFile(path: string, localFile: string): Promise<void>;

  /**
   * Copies the stored file at `path` into `localFile` (created or replaced), streamed; false when
   * nothing is stored there. For tools that need a seekable local file (ffmpeg on an M4A).
   */
  abstract readToFile(path: string, localFile: string): Promise<boolean>;

  /** The whole stored file as a stream, or null when there is none. */
  abstract readStream(path: string): Promise<Readable | null>;

  /**
   * Every stored path under the folder `folder` (`audio/x` lists `audio/x/1/a.mp3`, never
   * `audio/xy.mp3`), in no particular order; empty when there is nothing or `folder` is no
   * storage path.
   */
  abstract list(folder: string): Promise<string[]>;

  /** Removes the file at `path`; nothing there is not an error. */
  abstract delete(path: string): Promise<void>;

  /**
   * An address a browser may GET the file at directly, with Range, for `expiresInSeconds` —
   * or null when this storage has none, and the app must serve the bytes itself (the signed
   * `/api/media/stream/` route). Granting access is the caller's business: this only signs.
   */
  abstract directUrl(path: string, expiresInSeconds: number): Promise<string | null>;

  contentType(path: string): string {
    return contentTypeFor(path);
  }
}

import { PassThrough, pipeline, type Readable, Transform } from 'node:stream';

import { ZipFile } from 'yazl';

/** One file of a zip: its name inside, its exact length, and its bytes once its turn comes. */
export interface ZipEntry {
  name: string;
  size: number;
  /** Opened when the entry's turn comes; destroyed should the zip's reader go away. */
  bytes: () => Readable;
}

export interface ZipStream {
  stream: Readable;
  /** The whole zip's length in bytes (every entry's size is known and stored uncompressed). */
  size: number;
}

// yazl's typings give the size callback no argument; the library passes the total.
type EndWithTotal = (options: undefined, calculatedTotalSize: (total: number) => void) => void;

/**
 * A zip written as it is read (docs/adr/0045): entries stored, not compressed (FLAC and MP3 are
 * compressed already), each opened only when the one before it is done, with the sizes given up
 * front so the total is known before the first byte. Nothing is held but the entry being sent.
 * When the reader goes away the entry being read is closed; when an entry fails (a file gone, a
 * length that does not match) the zip stream fails, so a client never gets a zip that looks whole.
 */
export function zipStream(entries: readonly ZipEntry[], mtime: Date): ZipStream {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  const fail = (error: unknown): void => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  output.once('close', () => current?.destroy());
  zip.on('error', fail);
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false, size: entry.size, mtime }, (callback) => {
      const stream = entry.bytes();
      current = stream;
      stream.once('error', fail);
      callback(null, stream);
    });
  }
  let size = -1;
  (zip.end.bind(zip) as unknown as EndWithTotal)(undefined, (total) => {
    size = total;
  });
  if (size < 0) throw new Error('The zip was to have a known length');
  return { stream: output, size };
}

/** Drops the first `count` bytes of a stream. */
function skipFirst(count: number): Transform {
  let left = count;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (left >= chunk.length) {
        left -= chunk.length;
        done();
        return;
      }
      const rest = left > 0 ? chunk.subarray(left) : chunk;
      left = 0;
      done(null, rest);
    },
  });
}

/**
 * `head`, then the stored bytes from `skip` on: a rewritten header in front of a file's audio.
 * The stored file is opened only when this is, and closed however the result ends (read to the
 * end, failed, or destroyed by its reader).
 */
export function headThenStored(
  head: () => Buffer,
  open: () => Promise<Readable | null>,
  skip: number,
): Readable {
  const output = new PassThrough();
  let stored: Readable | null = null;
  output.once('close', () => stored?.destroy());
  output.write(head());
  open().then(
    (opened) => {
      if (opened === null) {
        output.destroy(new Error('A file of this download is no longer stored'));
        return;
      }
      stored = opened;
      if (output.destroyed) {
        opened.destroy();
        return;
      }
      pipeline(opened, skipFirst(skip), output, () => undefined);
    },
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

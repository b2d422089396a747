import { read } from 'node:fs';
import type { Writable } from 'node:stream';

import type { ByteRange } from './media-storage.js';

/** Bytes per disk read and socket write: few syscalls per 256 KiB seek, two per stream in use. */
export const CHUNK_BYTES = 256 * 1024;
/** Free chunks kept for reuse (16 MiB); beyond that they are left to the garbage collector. */
const POOL_LIMIT = 64;

/**
 * Chunk buffers are reused instead of allocated per read: in a large heap (the whole Nest app),
 * every fresh 256 KiB buffer adds external memory that triggers full garbage collections, which
 * halved streaming throughput (docs/performance.md). A buffer returns to the pool only from its
 * write callback, when the kernel has copied it, so no byte is overwritten while still queued.
 */
const pool: Buffer[] = [];
const takeChunk = (): Buffer => pool.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
const giveBack = (chunk: Buffer): void => {
  if (pool.length < POOL_LIMIT) pool.push(chunk);
};

const readAt = (fd: number, chunk: Buffer, length: number, position: number): Promise<number> =>
  new Promise((resolve, reject) => {
    read(fd, chunk, 0, length, position, (error, bytesRead) => {
      if (error) reject(error);
      else resolve(bytesRead);
    });
  });

/**
 * Writes `bytes` and recycles `chunk` once the destination is done with it. Settles on the
 * write callback, or on `close` should the destination die without calling it back.
 */
const writeThenRecycle = (destination: Writable, chunk: Buffer, bytes: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const onClose = (): void => {
      reject(new Error('The destination closed before the range was sent'));
    };
    destination.once('close', onClose);
    destination.write(chunk.subarray(0, bytes), (error) => {
      destination.off('close', onClose);
      // A failed write may still be referenced by a cancelled request: never reuse that one.
      if (error) {
        reject(error);
        return;
      }
      giveBack(chunk);
      resolve();
    });
  });

/**
 * Copies bytes `range.start..range.end` of an open file to `destination`: the next chunk is
 * read while the previous one is being written, and at most one write is in flight, which is
 * the backpressure. Rejects when the destination fails (a client that went away) or the file
 * turns out shorter than the range.
 */
export async function writeFileRange(
  fd: number,
  range: ByteRange,
  destination: Writable,
): Promise<void> {
  let position = range.start;
  let writing: Promise<void> = Promise.resolve();
  try {
    while (position <= range.end) {
      if (destination.destroyed)
        throw new Error('The destination closed before the range was sent');
      const chunk = takeChunk();
      const length = Math.min(CHUNK_BYTES, range.end - position + 1);
      const bytes = await readAt(fd, chunk, length, position);
      if (bytes === 0) throw new Error('The file is shorter than the range being sent');
      position += bytes;
      await writing;
      writing = writeThenRecycle(destination, chunk, bytes);
      // Handled here as well: it may fail while the next read is pending, before it is awaited.
      writing.catch(() => undefined);
    }
  } catch (error) {
    // Let the write in flight settle first, so its failure is not left unhandled.
    await writing.catch(() => undefined);
    throw error;
  }
  await writing;
}

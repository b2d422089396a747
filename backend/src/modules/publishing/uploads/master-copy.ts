import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { SNIFF_BYTES } from '../domain/audio-format.js';

/** What one streamed pass over a master learnt: its SHA-256 and its first bytes (to sniff). */
export interface MasterDigest {
  sha256: string;
  head: Buffer;
  bytes: number;
}

/** Hashes what passes through and keeps the first SNIFF_BYTES; the bytes flow on untouched. */
function digesting(): { transform: Transform; digest: () => MasterDigest } {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - headBytes);
        head.push(Buffer.from(part));
        headBytes += part.length;
      }
      done(null, chunk);
    },
  });
  return {
    transform,
    digest: () => ({ sha256: hash.digest('hex'), head: Buffer.concat(head), bytes }),
  };
}

/** A sink that drops what it is given (hashing a local file needs no copy). */
const discard = (): Writable =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** SHA-256 and head of a local file, in one streamed read. */
export async function digestFile(file: string): Promise<MasterDigest> {
  const { transform, digest } = digesting();
  await pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), transform, discard());
  return digest();
}

/** Copies `source` into the local `file` while hashing it, in one streamed pass. */
export async function downloadDigesting(source: Readable, file: string): Promise<MasterDigest> {
  const { transform, digest } = digesting();
  await pipeline(source, transform, createWriteStream(file));
  return digest();
}

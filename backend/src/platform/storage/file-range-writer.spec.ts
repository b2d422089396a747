import { openSync, closeSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { CHUNK_BYTES, writeFileRange } from './file-range-writer.js';

const SIZE = CHUNK_BYTES * 3 + 12_345;
const BYTES = Buffer.from(Array.from({ length: SIZE }, (_, i) => (i * 7 + (i >> 11)) % 256));

/**
 * A slow destination that keeps each chunk by reference until it calls back, and checks the
 * chunk still holds what it held when written: a reused buffer would fail that check.
 */
function slowSink(delayMs = 2) {
  const received: Buffer[] = [];
  let overwritten = 0;
  const sink = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      const copy = Buffer.from(chunk);
      setTimeout(() => {
        if (!chunk.equals(copy)) overwritten += 1;
        received.push(copy);
        done();
      }, delayMs);
    },
  });
  return { sink, received, overwritten: () => overwritten };
}

describe('writeFileRange', () => {
  let dir: string;
  let fd: number;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'encore-range-'));
    writeFileSync(join(dir, 'track.mp3'), BYTES);
    fd = openSync(join(dir, 'track.mp3'), 'r');
  });

  afterAll(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a multi-chunk range in order, never touching a buffer still being written', async () => {
    // Several streams at once share the buffer pool, as concurrent listeners do.
    const ranges = [
      { start: 0, end: SIZE - 1 },
      { start: 100, end: CHUNK_BYTES * 2 + 50 },
      { start: SIZE - 5000, end: SIZE - 1 },
    ];
    const runs = ranges.map((range) => ({ range, ...slowSink() }));
    await Promise.all(runs.map(({ range, sink }) => writeFileRange(fd, range, sink)));
    for (const { range, received, overwritten } of runs) {
      expect(Buffer.concat(received)).toEqual(BYTES.subarray(range.start, range.end + 1));
      expect(overwritten()).toBe(0);
    }
  });

  it('rejects when the destination goes away mid-range', async () => {
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        setTimeout(done, 5);
      },
    });
    setTimeout(() => sink.destroy(), 1);
    await expect(writeFileRange(fd, { start: 0, end: SIZE - 1 }, sink)).rejects.toThrow();
  });

  it('rejects when the file is shorter than the range', async () => {
    const { sink } = slowSink(0);
    await expect(writeFileRange(fd, { start: SIZE - 10, end: SIZE + 10 }, sink)).rejects.toThrow(
      'shorter',
    );
  });
});

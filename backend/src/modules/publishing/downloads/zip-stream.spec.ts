import { Readable } from 'node:stream';

import { headThenStored, type ZipEntry, zipStream } from './zip-stream.js';

const MTIME = new Date('2026-11-28T12:00:00Z');

const chunks = (...parts: string[]): Readable =>
  Readable.from(parts.map((part) => Buffer.from(part)));

const entry = (name: string, ...parts: string[]): ZipEntry => ({
  name,
  size: parts.join('').length,
  bytes: () => chunks(...parts),
});

async function readAll(stream: Readable): Promise<Buffer> {
  const read: Buffer[] = [];
  for await (const chunk of stream) read.push(chunk as Buffer);
  return Buffer.concat(read);
}

describe('zipStream', () => {
  it('announces the exact length of the zip it then streams, entries stored as given', async () => {
    const zip = zipStream(
      [entry('A - B/01 One.mp3', 'ID3', 'frames'), entry('A - B/cover.jpg', 'jpg')],
      MTIME,
    );
    const bytes = await readAll(zip.stream);
    expect(bytes.length).toBe(zip.size);
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.includes('ID3frames')).toBe(true);
    expect(bytes.includes('A - B/cover.jpg')).toBe(true);
  });

  it('fails the whole stream when an entry has another length than announced', async () => {
    const zip = zipStream([{ ...entry('short.mp3', 'abc'), size: 10 }], MTIME);
    await expect(readAll(zip.stream)).rejects.toThrow('unexpected number of bytes');
  });

  it('fails the whole stream when an entry cannot be read', async () => {
    const failing: ZipEntry = {
      name: 'gone.flac',
      size: 4,
      bytes: () =>
        new Readable({
          read() {
            this.destroy(new Error('no longer stored'));
          },
        }),
    };
    await expect(readAll(zipStream([failing], MTIME).stream)).rejects.toThrow('no longer stored');
  });

  it('closes the entry being read when the reader goes away', async () => {
    const source = new Readable({ read() {} });
    source.push(Buffer.alloc(64 * 1024));
    const zip = zipStream(
      [
        {
          name: 'long.flac',
          size: 10_000_000,
          bytes: () =>
            headThenStored(
              () => Buffer.from('fLaC'),
              () => Promise.resolve(source),
              0,
            ),
        },
      ],
      MTIME,
    );
    zip.stream.once('data', () => zip.stream.destroy());
    await new Promise((resolve) => source.once('close', resolve));
    expect(source.destroyed).toBe(true);
  });
});

describe('headThenStored', () => {
  it('sends the head, then the stored bytes after the ones it skips', async () => {
    const stored = Readable.from([
      Buffer.from('fLaC'),
      Buffer.from('OLDMETA'),
      Buffer.from('AUDIO'),
    ]);
    const head = () => Buffer.from('NEWHEAD');
    const bytes = await readAll(headThenStored(head, () => Promise.resolve(stored), 11));
    expect(bytes.toString()).toBe('NEWHEADAUDIO');
  });

  it('fails when the stored file is gone', async () => {
    const bytes = headThenStored(
      () => Buffer.from('x'),
      () => Promise.resolve(null),
      0,
    );
    await expect(readAll(bytes)).rejects.toThrow('no longer stored');
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { Upload } from '@tus/server';

import type { AppError } from '../../../platform/http/index.js';
import { MasterFileStore, type UploadGuard } from './master-stores.js';
import { UploadsErrors } from './uploads.errors.js';

/** A PCM WAV of `size` bytes: a real RIFF header, then a pattern. */
function wav(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 44; i < size; i++) bytes[i] = (i * 31) % 251;
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(size - 8, 4);
  bytes.write('WAVEfmt ', 8, 'latin1');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(2, 22);
  bytes.writeUInt32LE(44_100, 24);
  bytes.writeUInt32LE(44_100 * 4, 28);
  bytes.writeUInt16LE(4, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(size - 44, 40);
  return bytes;
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'),
  Buffer.alloc(9000, 32),
]);

/** A body as the network delivers it: in small chunks. */
const body = (bytes: Buffer, chunk = 1000): Readable =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
      bytes.subarray(i * chunk, (i + 1) * chunk),
    ),
  );

/** The guard's refusal for anything not starting like a RIFF WAV (the real rule is sniffing). */
function fakeGuard(moved: Upload | null = null) {
  const judged: Buffer[] = [];
  const guard: UploadGuard = {
    refusalOf: (_id, head) => {
      judged.push(head);
      const refusal: AppError | null =
        head.subarray(0, 4).toString('latin1') === 'RIFF'
          ? null
          : UploadsErrors.NOT_AUDIO('This file is a PDF, not audio.');
      return Promise.resolve(refusal);
    },
    movedUpload: () => Promise.resolve(moved),
  };
  return { guard, judged };
}

describe('MasterFileStore', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'encore-uploads-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  const storeWith = (guard: UploadGuard) =>
    new MasterFileStore(guard, { directory, expirationPeriodInMilliseconds: 60_000 });

  async function created(store: MasterFileStore, size: number, id = 'a'.repeat(32)) {
    await store.create(new Upload({ id, size, offset: 0 }));
    return id;
  }

  it('judges the first 4,100 bytes once, then stores every byte in order', async () => {
    const { guard, judged } = fakeGuard();
    const store = storeWith(guard);
    const file = wav(20_000);
    const id = await created(store, file.length);

    expect(await store.write(body(file.subarray(0, 12_345)), id, 0)).toBe(12_345);
    expect(await store.write(body(file.subarray(12_345)), id, 12_345)).toBe(file.length);

    expect(judged).toHaveLength(1);
    expect(judged[0]?.subarray(0, 4100)).toEqual(file.subarray(0, 4100));
    expect(await readFile(join(directory, id))).toEqual(file);
    expect((await store.getUpload(id)).offset).toBe(file.length);
  });

  it('takes a file shorter than 4,100 bytes whole', async () => {
    const store = storeWith(fakeGuard().guard);
    const file = wav(2000);
    const id = await created(store, file.length);
    expect(await store.write(body(file, 300), id, 0)).toBe(2000);
    expect(await readFile(join(directory, id))).toEqual(file);
  });

  it('refuses what is not audio before storing a byte, and keeps nothing of the upload', async () => {
    const store = storeWith(fakeGuard().guard);
    const id = await created(store, PDF.length);
    await expect(store.write(body(PDF), id, 0)).rejects.toMatchObject({
      code: 'UPLOADS.NOT_AUDIO',
      message: 'This file is a PDF, not audio.',
    });
    expect(await readdir(directory)).toEqual([]);
    expect(await store.listUploadIds()).toEqual([]);
  });

  it('refuses a first request too short to judge, storing nothing (the client starts over)', async () => {
    const store = storeWith(fakeGuard().guard);
    const file = wav(10_000);
    const id = await created(store, file.length);
    await expect(store.write(body(file.subarray(0, 3000)), id, 0)).rejects.toMatchObject({
      code: 'UPLOADS.FIRST_REQUEST_TOO_SHORT',
    });
    expect((await store.getUpload(id)).offset).toBe(0);
  });

  it('stores nothing, and refuses nothing, for a request without bytes', async () => {
    const { guard, judged } = fakeGuard();
    const store = storeWith(guard);
    const id = await created(store, 10_000);
    expect(await store.write(Readable.from([]), id, 0)).toBe(0);
    expect(judged).toEqual([]);
  });

  it('answers a moved upload as complete, and a repeated last write as a no-op', async () => {
    const id = 'b'.repeat(32);
    const moved = new Upload({ id, size: 5000, offset: 5000, metadata: { trackId: 't' } });
    const store = storeWith(fakeGuard(moved).guard);
    expect(await store.getUpload(id)).toMatchObject({ offset: 5000, size: 5000 });
    expect(await store.write(Readable.from([]), id, 5000)).toBe(5000);
    expect(await store.stored(id)).toBeNull();
  });

  it('lists its uploads and purges every trace of one', async () => {
    const store = storeWith(fakeGuard().guard);
    const id = await created(store, 100);
    expect(await store.listUploadIds()).toEqual([id]);
    await store.purge(id);
    await store.purge(id);
    expect(await readdir(directory)).toEqual([]);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { loadConfig } from '../../src/config/index.js';
import {
  LocalDiskStorage,
  type MediaStorage,
  S3Storage,
} from '../../src/platform/storage/index.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';

// The media storage's file-level methods (putFile, readToFile, readStream, list: docs/adr/0042),
// the same behaviour asked of the local-disk adapter and of the S3 one against a real
// S3-compatible server. The pipeline streams masters and renditions through them.

const digest = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const streamBytes = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

let scratch: string;
let s3: S3TestServer;
const adapters: Record<string, () => MediaStorage> = {};
let localRoot: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'encore-storage-files-'));
  localRoot = join(scratch, 'media');
  await mkdir(localRoot);
  s3 = await startS3Server();
  const local = new LocalDiskStorage(localRoot);
  const env = loadConfig({ ...process.env, ...s3.env }).env;
  // Parts of the smallest size S3 takes, so a 12 MiB file goes up in three of them.
  const bucket = new S3Storage({
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    },
    partBytes: 5 * 1024 * 1024,
  });
  adapters.local = () => local;
  adapters.s3 = () => bucket;
});
afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

async function localFile(name: string, bytes: Buffer): Promise<string> {
  const file = join(scratch, name);
  await writeFile(file, bytes);
  return file;
}

describe.each(['local', 's3'])('the %s adapter', (adapter) => {
  const storage = (): MediaStorage => (adapters[adapter] as () => MediaStorage)();
  const folder = `audio/files-${adapter}`;

  test('stores a local file and reads it back to a file and as a stream', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await storage().putFile(`${folder}/v1/stream.mp3`, await localFile(`${adapter}-up`, bytes));
    expect((await storage().stat(`${folder}/v1/stream.mp3`))?.size).toBe(bytes.length);

    const copy = join(scratch, `${adapter}-down`);
    expect(await storage().readToFile(`${folder}/v1/stream.mp3`, copy)).toBe(true);
    expect(digest(await readFile(copy))).toBe(digest(bytes));
    const stream = await storage().readStream(`${folder}/v1/stream.mp3`);
    expect(stream).not.toBeNull();
    expect(digest(await streamBytes(stream as Readable))).toBe(digest(bytes));
  });

  test('replaces a stored file whole', async () => {
    const path = `${folder}/v1/peaks.json`;
    await storage().putFile(path, await localFile(`${adapter}-a`, Buffer.from('[0.1,0.2]')));
    await storage().putFile(path, await localFile(`${adapter}-b`, Buffer.from('[0.3]')));
    const copy = join(scratch, `${adapter}-peaks`);
    await storage().readToFile(path, copy);
    expect(await readFile(copy, 'utf8')).toBe('[0.3]');
  });

  test('lists every file under a folder and nothing beside it', async () => {
    const one = await localFile(`${adapter}-one`, Buffer.from('1'));
    await storage().putFile(`${folder}-list/v1/a.m4a`, one);
    await storage().putFile(`${folder}-list/v2/deeper/b.mp3`, one);
    await storage().putFile(`${folder}-listed-not/c.mp3`, one);
    expect((await storage().list(`${folder}-list`)).sort()).toEqual([
      `${folder}-list/v1/a.m4a`,
      `${folder}-list/v2/deeper/b.mp3`,
    ]);
    expect(await storage().list(`${folder}-list/v1`)).toEqual([`${folder}-list/v1/a.m4a`]);
    await storage().delete(`${folder}-list/v1/a.m4a`);
    expect(await storage().list(`${folder}-list/v1`)).toEqual([]);
  });

  test('finds nothing where nothing is, or for a path that is no storage key', async () => {
    expect(await storage().readToFile(`${folder}/missing.mp3`, join(scratch, 'never'))).toBe(false);
    expect(await storage().readStream(`${folder}/missing.mp3`)).toBeNull();
    expect(await storage().list(`${folder}/nothing-here`)).toEqual([]);
    expect(await storage().list('audio/../..')).toEqual([]);
    expect(await storage().readStream('../secrets.json')).toBeNull();
    await expect(
      storage().putFile('../outside.mp3', join(scratch, `${adapter}-one`)),
    ).rejects.toThrow('Not a storage path');
  });

  test('leaves nothing behind when the local file cannot be read', async () => {
    await expect(
      storage().putFile(`${folder}/broken/x.mp3`, join(scratch, 'no-such-file')),
    ).rejects.toThrow();
    expect(await storage().list(`${folder}/broken`)).toEqual([]);
  });
});

test('S3 sends a file larger than a part as a multipart upload, whole', async () => {
  const bytes = randomBytes(12 * 1024 * 1024 + 5);
  const path = 'audio/files-s3/big/master.flac';
  await adapters.s3?.().putFile(path, await localFile('big', bytes));
  const copy = join(scratch, 'big-down');
  expect(await adapters.s3?.().readToFile(path, copy)).toBe(true);
  expect(digest(await readFile(copy))).toBe(digest(bytes));
});

test('the local adapter writes through a temporary name and never lists through a symlink', async () => {
  const storage = adapters.local?.() as MediaStorage;
  await storage.putFile('audio/files-local/tmp/a.mp3', await localFile('tmp-a', Buffer.from('a')));
  expect(await readdir(join(localRoot, 'audio/files-local/tmp'))).toEqual(['a.mp3']);

  const outside = join(scratch, 'outside');
  await mkdir(outside);
  await writeFile(join(outside, 'secret.mp3'), 'secret');
  await symlink(outside, join(localRoot, 'audio/files-local/tmp/link'));
  await symlink(outside, join(localRoot, 'audio/escape'));
  expect(await storage.list('audio/files-local/tmp')).toEqual(['audio/files-local/tmp/a.mp3']);
  expect(await storage.list('audio/escape')).toEqual([]);
});

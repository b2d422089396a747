import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Queue } from 'bullmq';

import { freePort } from '../../../scripts/lib/free-port.mjs';
import { TusClient } from './tus-client.js';
import {
  artistAccount,
  generatedWav,
  mediaProcessingQueue,
  slotOf,
  trackSlot,
} from './upload-fixtures.js';

/**
 * An upload survives the API process dying under it (docs/adr/0043): the built API, as its own
 * process, is killed (SIGKILL: no graceful anything) in the middle of a PATCH; another process
 * on the same upload folder, database and Redis takes the upload up from the offset stored — as
 * after a crash, a deploy, or a load balancer sending the resumed request to another replica.
 */
const backendDir = join(import.meta.dirname, '..', '..');
const secret = (): string => randomBytes(48).toString('base64url');

interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
}

let uploadDir: string;
let env: NodeJS.ProcessEnv;
let queue: Queue;
const started: ChildProcess[] = [];

async function healthy(baseUrl: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const reply = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (reply?.ok === true) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The built API (`dist/src/main.js`) as its own process; killed, not stopped, at the end. */
async function startApi(): Promise<ApiProcess> {
  const port = String(await freePort());
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: backendDir,
    env: { ...env, PORT: port },
    stdio: 'ignore',
  });
  started.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!(await healthy(baseUrl, child))) {
    throw new Error('The API process did not become healthy');
  }
  return { baseUrl, child };
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'encore-tus-restart-'));
  env = {
    ...process.env,
    HOST: '127.0.0.1',
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'error',
    EMBEDDED_WORKER: 'false',
    // One public origin and the same secrets, as replicas of one deployment have (tokens name
    // the origin as their issuer).
    PUBLIC_URL: 'http://encore.test',
    JWT_SECRET: secret(),
    MEDIA_URL_SECRET: secret(),
    VERIFICATION_SECRET: secret(),
    TOTP_SECRET_KEY: secret(),
  };
  queue = mediaProcessingQueue();
});
afterAll(async () => {
  await Promise.all(started.map(kill));
  await queue.close();
  await rm(uploadDir, { recursive: true, force: true });
});

it('resumes from the stored offset after the API process was killed mid-request', async () => {
  const [first, wav] = await Promise.all([startApi(), generatedWav(4)]);
  const artist = await artistAccount(first.baseUrl);
  const trackId = await trackSlot(artist.artistId);
  const before = new TusClient(first.baseUrl, artist.token);
  const created = await before.create(wav.length, { trackId, filename: 'restart.wav' });
  expect(created.status).toBe(201);
  const path = new URL(created.location ?? '').pathname;
  const uploadId = path.split('/').pop() ?? '';
  const storedBytes = async () => (await stat(join(uploadDir, uploadId)).catch(() => null))?.size;

  const sentBeforeCrash = 250_000;
  await before.patchCutOff(
    `${first.baseUrl}${path}`,
    0,
    wav.subarray(0, sentBeforeCrash),
    wav.length,
    async () => ((await storedBytes()) ?? 0) >= sentBeforeCrash,
    () => kill(first.child),
  );

  const second = await startApi();
  const after = new TusClient(second.baseUrl, artist.token);
  const head = await after.head(`${second.baseUrl}${path}`);
  expect({ status: head.status, offset: head.offset }).toEqual({
    status: 200,
    offset: sentBeforeCrash,
  });
  const last = await after.patchAll(`${second.baseUrl}${path}`, wav, sentBeforeCrash);
  expect({ status: last.status, offset: last.offset }).toEqual({ status: 204, offset: wav.length });

  const slot = await slotOf(trackId);
  expect(slot).toMatchObject({
    state: 'processing',
    content_sha256: createHash('sha256').update(wav).digest('hex'),
  });
  expect(await readFile(join(process.env.MEDIA_DIR ?? '', slot?.master_path ?? ''))).toEqual(wav);
  expect((await queue.getJob(`process:${trackId}:1`))?.name).toBe('process-master');
});

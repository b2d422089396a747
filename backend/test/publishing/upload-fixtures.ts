import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Queue } from 'bullmq';

import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { testRedisSettings } from '../support/redis.js';

/** An artist account: a registered user made an `artist` and linked to a profile of its own. */
export interface ArtistAccount extends TestAccount {
  artistId: string;
}

export async function artistAccount(baseUrl: string): Promise<ArtistAccount> {
  const account = await newAccount(baseUrl);
  const artistId = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO artists (name) VALUES ($1) RETURNING id',
      [`Tidewater ${randomBytes(3).toString('hex')}`],
    );
    const id = rows[0]?.id ?? '';
    await db.query("UPDATE users SET role = 'artist', artist_id = $2 WHERE id = $1", [
      account.userId,
      id,
    ]);
    return id;
  });
  return { ...account, artistId };
}

export interface SlotOptions {
  releaseState?: 'draft' | 'scheduled' | 'published' | 'taken_down';
  expectedSize?: number;
}

/**
 * A track slot waiting for its master, as the studio makes one (an unlisted album that is a
 * draft release, a track without audio, its `track_masters` row): written with SQL, so these
 * tests do not depend on the studio's routes.
 */
export async function trackSlot(artistId: string, options: SlotOptions = {}): Promise<string> {
  return withDb(async (db) => {
    const album = await db.query<{ id: string }>(
      `INSERT INTO albums (title, access_type, artist_id, listed) VALUES ($1, 'standard', $2, false)
       RETURNING id`,
      [`Low Tide ${randomBytes(2).toString('hex')}`, artistId],
    );
    const albumId = album.rows[0]?.id ?? '';
    await db.query('INSERT INTO releases (album_id, artist_id, state) VALUES ($1, $2, $3)', [
      albumId,
      artistId,
      options.releaseState ?? 'draft',
    ]);
    // Any positive duration (tracks_duration_positive): the pipeline sets the real one.
    const track = await db.query<{ id: string }>(
      `INSERT INTO tracks (title, track_number, duration_s, file_path, listed, album_id, artist_id)
       VALUES ('Undertow', 1, 1, '', false, $1, $2) RETURNING id`,
      [albumId, artistId],
    );
    const trackId = track.rows[0]?.id ?? '';
    await db.query(
      'INSERT INTO track_masters (track_id, expected_size, original_name) VALUES ($1, $2, $3)',
      [trackId, options.expectedSize ?? 1000, 'undertow.wav'],
    );
    return trackId;
  });
}

export interface StoredSlot {
  state: string;
  upload_id: string | null;
  expected_size: string;
  original_name: string;
  master_path: string | null;
  master_format: string | null;
  content_sha256: string | null;
  failure_reason: string | null;
  attempts: number;
}

export const slotOf = (trackId: string): Promise<StoredSlot | undefined> =>
  withDb(async (db) => {
    const { rows } = await db.query<StoredSlot>(
      `SELECT state, upload_id, expected_size, original_name, master_path, master_format,
              content_sha256, failure_reason, attempts
       FROM track_masters WHERE track_id = $1`,
      [trackId],
    );
    return rows[0];
  });

/** The test run's `media-processing` queue, to see what a finished upload queued. */
export const mediaProcessingQueue = (): Queue =>
  new Queue('media-processing', queueConnectionOptions(testRedisSettings()));

/**
 * Small real masters, made once per run with ffmpeg (the pipeline's tool): a sine as 16-bit
 * WAV, big enough to be uploaded in several requests.
 */
export async function generatedWav(seconds: number): Promise<Buffer> {
  const directory = await mkdtemp(join(tmpdir(), 'encore-master-'));
  const file = join(directory, 'master.wav');
  try {
    execFileSync(
      process.env.FFMPEG_PATH ?? 'ffmpeg',
      [
        '-nostdin',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=f=330:d=${seconds}:r=44100`,
        '-ac',
        '2',
        '-c:a',
        'pcm_s16le',
        file,
      ],
      { stdio: 'pipe' },
    );
    return await readFile(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A PDF as people upload one by mistake, named like audio. */
export const PDF_BYTES = Buffer.concat([
  Buffer.from(
    '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n',
    'latin1',
  ),
  Buffer.alloc(300_000, 0x20),
]);

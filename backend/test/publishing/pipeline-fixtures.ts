import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';

import { loadConfig } from '../../src/config/index.js';
import type { Renditions } from '../../src/modules/publishing/domain/track-master.js';
import { createMediaStorage, type MediaStorage } from '../../src/platform/storage/index.js';
import { WorkerModule } from '../../src/worker.module.js';
import { withDb } from '../support/db.js';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

/** The media storage the app under test uses (MEDIA_DIR of the test run). */
export const testStorage = (): MediaStorage => createMediaStorage(loadConfig().env);

/** ffmpeg with lavfi sources: the masters are made, never checked in. */
export async function ffmpeg(args: string[]): Promise<void> {
  await run(FFMPEG, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args]);
}

/** ffprobe's JSON answer about a file. */
export async function ffprobe(
  file: string,
  entries: string,
): Promise<{
  streams: Record<string, string | number>[];
  format?: Record<string, string | number>;
}> {
  const { stdout } = await run(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    entries,
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as { streams: Record<string, string | number>[] };
}

/** `seconds` of a pink-noise-and-sine mix, loud enough to measure (lavfi graph). */
const music = (seconds: number, rate: number): string =>
  `sine=f=220:d=${seconds}:r=${rate},volume=0.5[s];anoisesrc=d=${seconds}:c=pink:r=${rate}:a=0.2:seed=7[n];[s][n]amix=inputs=2`;

export interface Masters {
  wav16: string;
  wav24: string;
  flacTagged: string;
  mp3: string;
  damagedFlac: string;
  damagedWav: string;
  pdfNamedWav: string;
  empty: string;
  longTitle: string;
  tooLong: string;
  silence: string;
}

/** The tags written into the tagged FLAC (read back as the studio's defaults). */
export const FLAC_TAGS = {
  title: 'Harbour Lights',
  artist: 'Mira Vale',
  album: 'Low Tide',
  track: '3/9',
  disc: '1/1',
  date: '2024',
  ISRC: 'GB-AYE-24-01498',
  LYRICS: 'First line\nSecond line',
};

/**
 * The masters the pipeline's tests process, made in `folder` with ffmpeg: short, so the whole
 * set encodes in seconds. `tooLong` is two quiet minutes of 8 kHz mono — over a MAX_TRACK_MINUTES
 * of 1, the test's stand-in for the two-hour file (docs/adr/0042).
 */
export async function makeMasters(folder: string): Promise<Masters> {
  await mkdir(folder, { recursive: true });
  const at = (name: string): string => join(folder, name);
  const masters: Masters = {
    wav16: at('wav16.wav'),
    wav24: at('wav24.wav'),
    flacTagged: at('tagged.flac'),
    mp3: at('master.mp3'),
    damagedFlac: at('damaged.flac'),
    damagedWav: at('damaged.wav'),
    pdfNamedWav: at('document.wav'),
    empty: at('empty.wav'),
    longTitle: at('long-title.flac'),
    tooLong: at('too-long.wav'),
    silence: at('silence.wav'),
  };
  const cover = at('cover.png');
  await Promise.all([
    ffmpeg(['-f', 'lavfi', '-i', music(8, 44_100), '-ac', '2', '-c:a', 'pcm_s16le', masters.wav16]),
    ffmpeg(['-f', 'lavfi', '-i', music(6, 96_000), '-ac', '2', '-c:a', 'pcm_s24le', masters.wav24]),
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=0x2040a0:s=64x64:d=1', '-frames:v', '1', cover]),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      music(8, 44_100),
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      masters.mp3,
    ]),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=d=120:c=pink:r=8000:a=0.01:seed=3',
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      masters.tooLong,
    ]),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=44100:cl=stereo',
      '-t',
      '5',
      '-c:a',
      'pcm_s16le',
      masters.silence,
    ]),
  ]);
  const tags = Object.entries(FLAC_TAGS).flatMap(([key, value]) => [
    '-metadata',
    `${key}=${value}`,
  ]);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', music(60, 22_050), '-i', cover],
    ...['-map', '0:a', '-map', '1:v', '-c:a', 'flac', '-sample_fmt', 's32', '-c:v', 'png'],
    ...['-disposition:v', 'attached_pic', '-ac', '1', ...tags, masters.flacTagged],
  ]);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', music(5, 44_100), '-ac', '2', '-c:a', 'flac'],
    ...[
      '-metadata',
      `title=${'A very long title. '.repeat(264).slice(0, 5000)}`,
      masters.longTitle,
    ],
  ]);
  // A FLAC whose header is fine and whose frames are noise: it probes, and decodes to nothing.
  const intact = at('intact.flac');
  await ffmpeg(['-f', 'lavfi', '-i', 'sine=d=5', '-c:a', 'flac', intact]);
  const good = await readFile(intact);
  await writeFile(masters.damagedFlac, Buffer.concat([good.subarray(0, 200), randomBytes(60_000)]));
  // A WAV whose format chunk says nothing (no rate, no channels): ffprobe refuses it.
  const riff = Buffer.alloc(44);
  riff.write('RIFF', 0);
  riff.writeUInt32LE(36 + 30_000, 4);
  riff.write('WAVEfmt ', 8);
  riff.writeUInt32LE(16, 16);
  riff.write('data', 36);
  riff.writeUInt32LE(30_000, 40);
  await writeFile(masters.damagedWav, Buffer.concat([riff, randomBytes(30_000)]));
  await writeFile(
    masters.pdfNamedWav,
    `%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${'x'.repeat(5000)}`,
  );
  await writeFile(masters.empty, '');
  return masters;
}

export interface PipelineTrack {
  trackId: string;
  albumId: string;
  artistId: string;
  masterPath: string;
}

/**
 * A release (album + `releases` row, a draft) of `count` tracks whose masters have arrived —
 * rows as after `masterArrived` (processing, attempt 1, queued) — with the master files put into
 * storage at `masters/<track>/<upload>.<ext>`, as the uploads store them. SQL, so these tests do
 * not depend on the studio or the uploads. (The track's placeholder length is 1 s: the pipeline
 * writes the real one.)
 */
export async function releaseWithMasters(
  storage: MediaStorage,
  masters: readonly { file: string; previewStartS?: number; title?: string }[],
): Promise<PipelineTrack[]> {
  const ids = await withDb(async (db) => {
    const artist = await db.query<{ id: string }>(
      'INSERT INTO artists (name) VALUES ($1) RETURNING id',
      [`Pipeline Artist ${randomBytes(3).toString('hex')}`],
    );
    const artistId = artist.rows[0]?.id ?? '';
    const album = await db.query<{ id: string }>(
      `INSERT INTO albums (title, access_type, artist_id, listed) VALUES ('Pipeline', 'standard', $1, false)
       RETURNING id`,
      [artistId],
    );
    const albumId = album.rows[0]?.id ?? '';
    await db.query('INSERT INTO releases (album_id, artist_id) VALUES ($1, $2)', [
      albumId,
      artistId,
    ]);
    const tracks: PipelineTrack[] = [];
    for (const [index, master] of masters.entries()) {
      const track = await db.query<{ id: string }>(
        `INSERT INTO tracks (title, track_number, duration_s, file_path, listed, album_id, artist_id)
         VALUES ($1, $2, 1, '', false, $3, $4) RETURNING id`,
        [master.title ?? `Track ${index + 1}`, index + 1, albumId, artistId],
      );
      const trackId = track.rows[0]?.id ?? '';
      const extension = master.file.split('.').pop() ?? 'bin';
      const masterPath = `masters/${trackId}/${randomUUID()}.${extension}`;
      await db.query(
        `INSERT INTO track_masters (track_id, state, expected_size, original_name, master_path,
           master_format, content_sha256, step, progress, heartbeat_at, attempts, preview_start_seconds)
         VALUES ($1, 'processing', 1, $2, $3, $4, 'test', 'queued', 0, now(), 1, $5)`,
        [
          trackId,
          master.file.split('/').pop(),
          masterPath,
          extension,
          master.previewStartS ?? null,
        ],
      );
      tracks.push({ trackId, albumId, artistId, masterPath });
    }
    return tracks;
  });
  for (const [index, track] of ids.entries()) {
    await storage.putFile(track.masterPath, masters[index]?.file ?? '');
  }
  return ids;
}

/** A track_masters row as the tests read it. */
export interface MasterRow {
  state: string;
  step: string | null;
  progress: number;
  attempts: number;
  failure_reason: string | null;
  failure_detail: string | null;
  facts: Record<string, unknown> | null;
  tags: Record<string, unknown> | null;
  loudness: {
    integratedLufs: number;
    truePeakDbtp: number | null;
    rangeLu: number;
    trackGainDb: number;
  } | null;
  renditions: Renditions | null;
  heartbeat_at: Date | null;
}

export const masterRow = (trackId: string): Promise<MasterRow> =>
  withDb(async (db) => {
    const { rows } = await db.query<MasterRow>('SELECT * FROM track_masters WHERE track_id = $1', [
      trackId,
    ]);
    if (!rows[0]) throw new Error(`no track_masters row for ${trackId}`);
    return rows[0];
  });

export const catalogueTrackRow = (trackId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{
      file_path: string;
      preview_path: string | null;
      duration_s: string;
      title: string;
      lyrics_plain: string | null;
      lyrics_synced: string | null;
      isrc: string | null;
    }>(
      `SELECT t.file_path, t.preview_path, t.duration_s, t.title, t.lyrics_plain, t.lyrics_synced,
              m.isrc
       FROM tracks t LEFT JOIN track_masters m ON m.track_id = t.id WHERE t.id = $1`,
      [trackId],
    );
    return rows[0];
  });

/** Polls until the track is ready or failed (the pipeline's only two ends). */
export async function settled(trackId: string, timeoutMs = 90_000): Promise<MasterRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await masterRow(trackId);
    if (row.state === 'ready' || row.state === 'failed') return row;
    if (Date.now() > deadline)
      throw new Error(`track ${trackId} still ${row.state} (${row.step} ${row.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every path a track's renditions point at. */
export function renditionPaths(renditions: Renditions | null): string[] {
  if (renditions === null) return [];
  return [
    renditions.streamAac.path,
    renditions.streamMp3,
    renditions.previewAac,
    renditions.previewMp3,
    renditions.flac,
    renditions.peaks,
  ]
    .filter((path): path is string => path !== null)
    .sort();
}

/**
 * The worker's processors in this process (WorkerModule, as `npm run start:worker` runs it),
 * with settings of the test's own on top of the run's.
 */
export async function startInProcessWorker(
  overrides: NodeJS.ProcessEnv = {},
): Promise<INestApplicationContext> {
  const config = loadConfig({ ...process.env, ...overrides });
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    logger: false,
  });
  await app.init();
  return app;
}

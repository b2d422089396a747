import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { INestApplicationContext } from '@nestjs/common';

import { albumGain } from '../../src/modules/publishing/domain/loudness.js';
import { ProcessingQueue } from '../../src/modules/publishing/pipeline/processing-queue.js';
import type { MediaStorage } from '../../src/platform/storage/index.js';
import { withDb } from '../support/db.js';
import { fragmentSampleDurations } from '../support/mp4-samples.js';
import {
  catalogueTrackRow,
  FLAC_TAGS,
  ffprobe,
  makeMasters,
  type Masters,
  type MasterRow,
  type PipelineTrack,
  releaseWithMasters,
  renditionPaths,
  settled,
  startInProcessWorker,
  testStorage,
} from './pipeline-fixtures.js';

// The media pipeline (docs/adr/0042) on real masters with real ffmpeg, PostgreSQL and Redis:
// every master ends `ready` with its renditions, or `failed` with a reason the artist can act
// on. MAX_TRACK_MINUTES is 1 here, so two quiet minutes stand in for the two hours.

const run = promisify(execFile);
const scratch = join(process.env.ENCORE_TEST_SCRATCH ?? '/tmp', 'pipeline-masters');
let worker: INestApplicationContext;
let storage: MediaStorage;
let masters: Masters;
const tracks = {} as Record<keyof Masters, PipelineTrack>;
const rows = {} as Record<keyof Masters, MasterRow>;

beforeAll(async () => {
  masters = await makeMasters(scratch);
  storage = testStorage();
  const names = Object.keys(masters) as (keyof Masters)[];
  const made = await releaseWithMasters(
    storage,
    // The tagged FLAC's slot still has the title its file's name gave (`tagged`): the tags may
    // fill it; every other slot has one "the artist typed" (`Track N`), which they never touch.
    names.map((name) => ({
      file: masters[name],
      ...(name === 'flacTagged' ? { title: 'tagged' } : {}),
    })),
  );
  for (const [index, name] of names.entries()) tracks[name] = made[index] as PipelineTrack;
  worker = await startInProcessWorker({
    MAX_TRACK_MINUTES: '1',
    MEDIA_PROCESSING_CONCURRENCY: '2',
  });
  const queue = worker.get(ProcessingQueue, { strict: false });
  for (const name of names) await queue.processMaster(tracks[name].trackId);
  const ends = await Promise.all(names.map((name) => settled(tracks[name].trackId, 180_000)));
  for (const [index, name] of names.entries()) rows[name] = ends[index] as MasterRow;
}, 300_000);
afterAll(async () => {
  await worker.close();
});

/** A rendition copied out of storage to probe or read. */
async function fetched(path: string | null | undefined): Promise<string> {
  if (!path) throw new Error('no such rendition');
  const file = join(scratch, path.replaceAll('/', '_'));
  if (!(await storage.readToFile(path, file))) throw new Error(`${path} is not stored`);
  return file;
}

async function audioOf(path: string | null | undefined) {
  const probe = await ffprobe(
    await fetched(path),
    'stream=codec_name,sample_rate,channels,bit_rate,bits_per_raw_sample:format=format_name,duration',
  );
  const stream = probe.streams[0] ?? {};
  return {
    codec: stream.codec_name,
    sampleRate: Number(stream.sample_rate),
    channels: stream.channels,
    bitRate: Number(stream.bit_rate),
    bits: stream.bits_per_raw_sample,
    durationS: Number(probe.format?.duration),
  };
}

/** The loudest sample (dBFS) of `durationS` seconds from `startS` (ffmpeg's volumedetect). */
async function maxVolumeDb(file: string, startS: number, durationS: number): Promise<number> {
  const { stderr } = await run(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-hide_banner', '-nostats', '-ss', String(startS), '-t', String(durationS)],
    ...['-i', file, '-af', 'volumedetect', '-f', 'null', '-'],
  ]);
  const match = /max_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  return match?.[1] === '-inf' ? -Infinity : Number(match?.[1]);
}

test('a 16-bit WAV becomes every rendition, with its exact facts', async () => {
  const row = rows.wav16;
  expect(row).toMatchObject({ state: 'ready', step: null, progress: 100, failure_reason: null });
  expect(row.facts).toEqual({
    durationS: 8,
    sampleRate: 44_100,
    bitDepth: 16,
    channels: 2,
    format: 'wav',
    lossless: true,
  });
  const renditions = row.renditions;
  expect(renditions?.streamAac).toMatchObject({
    primingSamples: 1024,
    samples: 352_800,
    sampleRate: 44_100,
  });
  expect(await audioOf(renditions?.streamAac.path)).toMatchObject({
    codec: 'aac',
    sampleRate: 44_100,
    channels: 2,
  });
  const mp3 = await audioOf(renditions?.streamMp3);
  expect(mp3).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 2, bitRate: 320_000 });
  // Written to a file, so LAME's header gives the exact length (no padding guessed).
  expect(mp3.durationS).toBeCloseTo(8, 1);
  // Shorter than 30 s: the whole track is its preview.
  expect((await audioOf(renditions?.previewMp3)).durationS).toBeCloseTo(8, 1);
  expect((await audioOf(renditions?.previewAac)).codec).toBe('aac');
  expect(await audioOf(renditions?.flac)).toMatchObject({
    codec: 'flac',
    sampleRate: 44_100,
    bits: '16',
  });

  // The catalogue plays what the pipeline made, for as long as it really is.
  expect(await catalogueTrackRow(tracks.wav16.trackId)).toMatchObject({
    file_path: renditions?.streamMp3,
    preview_path: renditions?.previewMp3,
    duration_s: '8.00',
  });
});

test('the catalogue carries the player’s facts of what it plays: AAC, gain, peaks', async () => {
  for (const name of ['wav16', 'flacTagged', 'mp3'] as const) {
    const { renditions, loudness } = rows[name];
    const { path, ...gapless } = renditions?.streamAac ?? { path: 'none' };
    const row = await withDb(async (db) => {
      const { rows: found } = await db.query<{
        aac_path: string | null;
        aac_gapless: unknown;
        track_gain_db: number | null;
        peaks_path: string | null;
      }>(
        `SELECT aac_path, aac_gapless, track_gain_db::float8 AS track_gain_db, peaks_path
           FROM tracks WHERE id = $1`,
        [tracks[name].trackId],
      );
      return found[0];
    });
    expect(row).toEqual({
      aac_path: path,
      aac_gapless: gapless,
      track_gain_db: loudness?.trackGainDb,
      peaks_path: renditions?.peaks,
    });
  }
});

test('the AAC rendition’s gapless facts match its frames', async () => {
  const aac = rows.wav16.renditions?.streamAac;
  const { stdout } = await run(process.env.FFPROBE_PATH ?? 'ffprobe', [
    ...['-v', 'error', '-count_packets', '-select_streams', 'a:0'],
    ...['-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', await fetched(aac?.path)],
  ]);
  const frames = Number(stdout.trim());
  expect(aac?.paddingSamples).toBe(frames * 1024 - 1024 - 352_800);
  // Every frame declared whole, the padded last one too (setts, docs/adr/0048): Media Source
  // trims the padding by the append window instead of playing it as silence.
  const durations = await fragmentSampleDurations(await fetched(aac?.path));
  expect(durations).toHaveLength(frames);
  expect(new Set(durations)).toEqual(new Set([1024]));
  expect(aac?.paddingSamples).toBeGreaterThanOrEqual(0);
  expect(aac?.paddingSamples).toBeLessThan(1024);
});

test('waveform peaks: 1,000 points from 0 to 1', async () => {
  const peaks = JSON.parse(await readFile(await fetched(rows.wav16.renditions?.peaks), 'utf8')) as {
    count: number;
    peaks: number[];
  };
  expect(peaks.count).toBe(1000);
  expect(peaks.peaks).toHaveLength(1000);
  expect(Math.min(...peaks.peaks)).toBeGreaterThan(0.01);
  expect(Math.max(...peaks.peaks)).toBeLessThanOrEqual(1);
});

test('a 24-bit 96 kHz WAV: 48 kHz renditions, and a FLAC at the master’s own rate and depth', async () => {
  const row = rows.wav24;
  expect(row.state).toBe('ready');
  expect(row.facts).toMatchObject({ sampleRate: 96_000, bitDepth: 24, channels: 2, durationS: 6 });
  expect(row.renditions?.streamAac).toMatchObject({ sampleRate: 48_000, samples: 288_000 });
  expect(await audioOf(row.renditions?.streamMp3)).toMatchObject({ sampleRate: 48_000 });
  expect(await audioOf(row.renditions?.flac)).toMatchObject({ sampleRate: 96_000, bits: '24' });
});

test('a tagged FLAC: its tags become the studio’s defaults, the preview is cut with fades', async () => {
  const row = rows.flacTagged;
  expect(row.state).toBe('ready');
  expect(row.tags).toEqual({
    title: FLAC_TAGS.title,
    artists: [FLAC_TAGS.artist],
    album: FLAC_TAGS.album,
    trackNumber: 3,
    discNumber: 1,
    year: 2024,
    isrc: 'GBAYE2401498',
    lyrics: FLAC_TAGS.LYRICS,
    hasArtwork: true,
  });
  expect(row.facts).toMatchObject({
    format: 'flac',
    sampleRate: 22_050,
    bitDepth: 24,
    channels: 1,
  });
  // 60 s: 30 s from a third in (20 s), faded in and out.
  expect(row.renditions?.previewStartS).toBe(20);
  const preview = await fetched(row.renditions?.previewMp3);
  expect((await audioOf(row.renditions?.previewMp3)).durationS).toBeCloseTo(30, 0);
  const middle = await maxVolumeDb(preview, 10, 2);
  expect(await maxVolumeDb(preview, 0.06, 0.05)).toBeLessThan(middle - 12);
  expect(await maxVolumeDb(preview, 29.85, 0.1)).toBeLessThan(middle - 12);
  expect(await audioOf(row.renditions?.streamAac.path)).toMatchObject({
    sampleRate: 44_100,
    channels: 1,
  });
});

test('the tags fill what nobody chose: the title from the file’s name, the ISRC, the lyrics', async () => {
  expect(await catalogueTrackRow(tracks.flacTagged.trackId)).toMatchObject({
    title: FLAC_TAGS.title,
    isrc: 'GBAYE2401498',
    lyrics_plain: FLAC_TAGS.LYRICS,
    lyrics_synced: null,
  });
  // A title the artist chose stays, whatever the file's (5,000-character) title tag says.
  const chosen = await catalogueTrackRow(tracks.longTitle.trackId);
  expect(chosen?.title).toMatch(/^Track \d+$/);
});

test('an MP3 master: lossy facts, and no FLAC made of it', () => {
  const row = rows.mp3;
  expect(row.state).toBe('ready');
  expect(row.facts).toMatchObject({
    format: 'mp3',
    bitDepth: null,
    lossless: false,
    sampleRate: 44_100,
  });
  expect(row.renditions?.flac).toBeNull();
});

test('a 5,000-character title tag is capped and breaks nothing', () => {
  expect(rows.longTitle.state).toBe('ready');
  const title = String(rows.longTitle.tags?.title);
  expect(title.length).toBeLessThanOrEqual(300);
  expect(title.startsWith('A very long title.')).toBe(true);
});

test('digital silence: ready, measured as silence, never boosted, a flat waveform', async () => {
  const row = rows.silence;
  expect(row.state).toBe('ready');
  expect(row.loudness).toEqual({
    integratedLufs: -70,
    truePeakDbtp: null,
    rangeLu: 0,
    trackGainDb: 0,
  });
  const peaks = JSON.parse(await readFile(await fetched(row.renditions?.peaks), 'utf8')) as {
    peaks: number[];
  };
  expect(new Set(peaks.peaks)).toEqual(new Set([0]));
});

test.each([
  ['damagedFlac', /^This file looks damaged/],
  ['damagedWav', /^This file looks damaged/],
  ['pdfNamedWav', /^This file is a PDF, not audio\. Upload WAV/],
  ['empty', /^This file is empty/],
  [
    'tooLong',
    /^This track is 2 min long; a track may be at most 1 minute\. Upload a shorter file\.$/,
  ],
] as const)(
  '%s fails with a reason the artist can act on, and leaves nothing behind',
  async (name, reason) => {
    const row = rows[name];
    expect(row.state).toBe('failed');
    expect(row.step).toBeNull();
    expect(row.failure_reason).toMatch(reason);
    expect(row.failure_detail?.length).toBeGreaterThan(10);
    expect(row.renditions).toBeNull();
    expect(await storage.list(`audio/${tracks[name].trackId}`)).toEqual([]);
    expect((await catalogueTrackRow(tracks[name].trackId))?.file_path).toBe('');
  },
);

test('every ready track’s folder holds exactly its one set of renditions', async () => {
  for (const name of ['wav16', 'wav24', 'flacTagged', 'mp3', 'longTitle', 'silence'] as const) {
    const row = rows[name];
    expect((await storage.list(`audio/${tracks[name].trackId}`)).sort()).toEqual(
      renditionPaths(row.renditions),
    );
  }
});

test('the release’s album gain comes from its ready tracks', async () => {
  const ready = Object.values(rows).filter((row) => row.state === 'ready');
  const expected = albumGain(
    ready.map((row) => ({
      durationS: Number(row.facts?.durationS),
      integratedLufs: row.loudness?.integratedLufs ?? 0,
      truePeakDbtp: row.loudness?.truePeakDbtp ?? null,
    })),
  );
  // Stored on the catalogue's album, where the player reads it (docs/adr/0048).
  const gain = await withDb(async (db) => {
    const { rows: found } = await db.query<{ album_gain_db: string }>(
      'SELECT album_gain_db FROM albums WHERE id = $1',
      [tracks.wav16.albumId],
    );
    return Number(found[0]?.album_gain_db);
  });
  expect(gain).toBeCloseTo(expected ?? Number.NaN, 1);
  expect(ready.length).toBe(6);
});

test('the master is never among the renditions (it stays private)', () => {
  for (const name of Object.keys(rows) as (keyof Masters)[]) {
    expect(renditionPaths(rows[name].renditions).some((path) => path.startsWith('masters/'))).toBe(
      false,
    );
  }
});

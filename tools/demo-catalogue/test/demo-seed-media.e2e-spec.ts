// What the demo seed leaves on disk and for the gapless player: every file under MEDIA_DIR, the
// AAC renditions with their gapless facts and gains, and the continuous album cut sample-exactly.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { withDb } from '@encore/backend/testing';
import { locateMediaTools } from '@encore/backend/tools';

import { demoAlbums, demoTracks } from '../src/demo/index.js';
import { continuousCuts, renderContinuousPcm } from '../src/media/index.js';
import {
  type DemoPlaybackRow,
  mediaDir,
  missingFiles,
  seedDemoCatalogue,
} from './demo-seed-support.js';

describe('npm run seed (demo catalogue)', () => {
  beforeAll(seedDemoCatalogue, 600_000);

  it('has every track file, preview and image on disk under MEDIA_DIR, and stores audio as paths', async () => {
    const { audio, images } = await withDb(async (db) => {
      // The demo catalogue's own tracks (the studio release's are checked above).
      const tracks = await db.query<{ file_path: string; preview_path: string | null }>(
        `SELECT t.file_path, t.preview_path FROM tracks t
          WHERE NOT EXISTS (SELECT FROM releases r WHERE r.album_id = t.album_id)`,
      );
      const urls = await db.query<{ url: string | null }>(
        `SELECT unnest(array[image_url, banner_url, artist_logo]) AS url FROM artists
         UNION ALL SELECT artwork_url FROM albums`,
      );
      return {
        audio: tracks.rows.flatMap((t) => [
          t.file_path,
          ...(t.preview_path === null ? [] : [t.preview_path]),
        ]),
        images: urls.rows.flatMap((r) => (r.url === null ? [] : [r.url])),
      };
    });
    expect(audio.length).toBeGreaterThan(demoTracks().length);
    expect(audio.every((path) => /^(audio|previews)\/[^/]+\.mp3$/.test(path))).toBe(true);
    expect(await missingFiles(audio)).toEqual([]);
    // The gapless player's renditions and the waveforms (issue 26), beside the MP3s.
    const playback = await withDb(async (db) =>
      (
        await db.query<{ aac_path: string | null; peaks_path: string | null }>(
          `SELECT t.aac_path, t.peaks_path FROM tracks t
            WHERE NOT EXISTS (SELECT FROM releases r WHERE r.album_id = t.album_id)`,
        )
      ).rows.flatMap((row) => [row.aac_path ?? 'no AAC', row.peaks_path ?? 'no peaks']),
    );
    expect(playback.every((path) => /^audio\/[^/]+\.(m4a|peaks\.json)$/.test(path))).toBe(true);
    expect(await missingFiles(playback)).toEqual([]);
    expect(images.every((url) => url.startsWith('/media/images/'))).toBe(true);
    expect(await missingFiles(images.map((url) => url.slice('/media/'.length)))).toEqual([]);
  });

  it('gives every demo track the gapless AAC rendition, its gain and peaks, and every album its gain', async () => {
    const rows = await withDb(
      async (db) =>
        (
          await db.query<DemoPlaybackRow>(
            `SELECT a.slug, t.track_number, t.duration_s::float8 AS duration_s, t.aac_path,
                    t.aac_gapless, t.track_gain_db::float8 AS track_gain_db, t.peaks_path,
                    a.album_gain_db::float8 AS album_gain_db
               FROM tracks t JOIN albums a ON a.id = t.album_id
              WHERE NOT EXISTS (SELECT FROM releases r WHERE r.album_id = a.id)
                AND a.slug NOT LIKE 'bulk-%'
              ORDER BY a.slug, t.track_number`,
          )
        ).rows,
    );
    expect(rows).toHaveLength(demoTracks().length);
    for (const row of rows) {
      expect(row.aac_gapless).toMatchObject({ sampleRate: 32_000 });
      const gapless = row.aac_gapless ?? { primingSamples: 0, paddingSamples: -1, samples: 0 };
      expect(gapless.primingSamples).toBeGreaterThanOrEqual(1024);
      expect(gapless.paddingSamples).toBeGreaterThanOrEqual(0);
      expect((gapless.primingSamples + gapless.samples + gapless.paddingSamples) % 1024).toBe(0);
      expect(gapless.samples / 32_000).toBeCloseTo(row.duration_s, 1);
      // Gains to −14 LUFS of synthesised masters: within a sane range, the album's too.
      expect(Math.abs(row.track_gain_db ?? 99)).toBeLessThan(30);
      expect(Math.abs(row.album_gain_db ?? 99)).toBeLessThan(30);
    }
    const peaks = JSON.parse(await readFile(join(mediaDir, rows[0]?.peaks_path ?? ''), 'utf8')) as {
      version: number;
      count: number;
      peaks: number[];
    };
    expect(peaks).toMatchObject({ version: 1, count: 1000 });
    expect(Math.max(...peaks.peaks)).toBeGreaterThan(0.1);
  });

  it('has the continuous album in order, cut at sample-exact boundaries', async () => {
    const album = demoAlbums().find((candidate) => candidate.continuous === true);
    if (album === undefined) throw new Error('no continuous album in the demo catalogue');
    const rows = await withDb(
      async (db) =>
        (
          await db.query<DemoPlaybackRow & { title: string }>(
            `SELECT a.slug, t.title, t.track_number, t.duration_s::float8 AS duration_s,
                    t.aac_path, t.aac_gapless, t.track_gain_db::float8 AS track_gain_db,
                    t.peaks_path, a.album_gain_db::float8 AS album_gain_db
               FROM tracks t JOIN albums a ON a.id = t.album_id
              WHERE a.slug = $1 AND t.listed AND a.listed ORDER BY t.track_number`,
            [album.slug],
          )
        ).rows,
    );
    expect(rows.map((row) => [row.track_number, row.title])).toEqual(
      album.tracks.map((track) => [track.trackNumber, track.title]),
    );
    const cuts = continuousCuts(album.tracks.map((track) => track.durationS));
    expect(rows.map((row) => row.aac_gapless?.samples)).toEqual(cuts);
    // The first piece starts from silence; the others carry a pre-roll of the one before.
    expect(rows.map((row) => row.aac_gapless?.primingSamples)).toEqual(
      cuts.map((_, index) => (index === 0 ? 1024 : 3072)),
    );
    // One gain for the album, so its quiet and loud moments keep their balance.
    expect(new Set(rows.map((row) => row.album_gain_db)).size).toBe(1);
  });

  it('joins back into its one unbroken signal when each AAC is trimmed by its gapless facts', async () => {
    const album = demoAlbums().find((candidate) => candidate.continuous === true);
    if (album === undefined) throw new Error('no continuous album in the demo catalogue');
    const rows = await withDb(
      async (db) =>
        (
          await db.query<{
            aac_path: string;
            aac_gapless: { primingSamples: number; samples: number };
          }>(
            `SELECT t.aac_path, t.aac_gapless FROM tracks t JOIN albums a ON a.id = t.album_id
              WHERE a.slug = $1 ORDER BY t.track_number`,
            [album.slug],
          )
        ).rows,
    );
    const { ffmpeg } = await locateMediaTools(process.env);
    const original = renderContinuousPcm({
      key: album.slug,
      seed: album.seed,
      pieces: album.tracks.map((track) => ({
        key: track.key,
        durationS: track.durationS,
        withPreview: track.withPreview,
      })),
    });
    const joined = new Float32Array(original.length);
    let offset = 0;
    const boundaries: number[] = [];
    for (const row of rows) {
      const { stdout } = await promisify(execFile)(
        ffmpeg.path,
        ['-v', 'error', '-i', join(mediaDir, row.aac_path), '-f', 'f32le', 'pipe:1'],
        { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
      );
      const bytes = Uint8Array.from(stdout);
      const decoded = new Float32Array(bytes.buffer, 0, bytes.byteLength / 4);
      const { primingSamples, samples } = row.aac_gapless;
      joined.set(decoded.subarray(primingSamples, primingSamples + samples), offset);
      offset += samples;
      boundaries.push(offset);
    }
    expect(offset).toBe(original.length);
    let error = 0;
    let ownStep = 0;
    for (let n = 1; n < original.length; n += 1) {
      error = Math.max(error, Math.abs((joined[n] ?? 0) - (original[n] ?? 0)));
      ownStep = Math.max(ownStep, Math.abs((original[n] ?? 0) - (original[n - 1] ?? 0)));
    }
    expect(error).toBeLessThan(0.01);
    for (const boundary of boundaries.slice(0, -1)) {
      expect(Math.abs((joined[boundary] ?? 0) - (joined[boundary - 1] ?? 0))).toBeLessThanOrEqual(
        ownStep,
      );
    }
  });
});

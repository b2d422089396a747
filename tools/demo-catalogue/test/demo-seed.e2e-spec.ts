import { execFile } from 'node:child_process';
import { access, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { type CliRun, runDemoCatalogueCli, withDb } from '@encore/backend/testing';
import { locateMediaTools, verifyPassword } from '@encore/backend/tools';

import { continuousCuts, renderContinuousPcm } from '../src/media/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_ARTISTS,
  DEMO_INVITE_CODES,
  DEMO_PASSWORD,
  DEMO_STUDIO_RELEASE,
  demoAlbums,
  demoTracks,
} from '../src/demo/index.js';
import {
  demoArtistReleases,
  renditionFiles,
  type StudioReleaseRow,
} from './studio-release-rows.js';

const mediaDir = process.env.MEDIA_DIR ?? '';

interface DemoPlaybackRow {
  slug: string;
  track_number: number;
  duration_s: number;
  aac_path: string | null;
  aac_gapless: {
    primingSamples: number;
    paddingSamples: number;
    samples: number;
    sampleRate: number;
  } | null;
  track_gain_db: number | null;
  peaks_path: string | null;
  album_gain_db: number | null;
}
const TABLES = [
  'artists',
  'albums',
  'tracks',
  'genres',
  'moods',
  'users',
  'invite_codes',
  'artist_genres',
  'album_genres',
  'releases',
  'track_masters',
];

const countAll = (): Promise<Record<string, number>> =>
  withDb(async (db) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0]?.n ?? -1;
    }
    return counts;
  });

const trackIds = (): Promise<string[]> =>
  withDb(async (db) =>
    (await db.query<{ id: string }>('SELECT id FROM tracks ORDER BY id')).rows.map((r) => r.id),
  );

const missingFiles = async (relativePaths: readonly string[]): Promise<string[]> => {
  const missing: string[] = [];
  for (const path of relativePaths) {
    await access(join(mediaDir, path)).catch(() => missing.push(path));
  }
  return missing;
};

/** Every file under `root` with its size and modification time, to tell whether any was written. */
async function filesWithTimes(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    files[path] = `${info.size} bytes, modified ${info.mtimeMs}`;
  }
  return files;
}

describe('npm run seed (demo catalogue)', () => {
  let first: CliRun;
  let countsAfterFirst: Record<string, number>;
  let idsAfterFirst: string[];
  let releasesAfterFirst: StudioReleaseRow[];

  beforeAll(async () => {
    first = await runDemoCatalogueCli('seed');
    countsAfterFirst = await countAll();
    idsAfterFirst = await trackIds();
    releasesAfterFirst = await withDb(demoArtistReleases);
  }, 600_000);

  it('seeds the whole demo catalogue and ends with the demo logins', async () => {
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Seeded in [\d.]+ s \(media [\d.]+ s, database [\d.]+ s\)/);
    expect(first.stdout).toContain('Demo logins (password for all: encore-demo-2026)');
    expect(first.stdout).toContain('ENCORE-DEMO-2026');
    const demo = await withDb(async (db) => {
      const q = async (sql: string): Promise<number> =>
        (await db.query<{ n: number }>(sql)).rows[0]?.n ?? -1;
      return {
        artists: await q(
          `SELECT count(*)::int AS n FROM artists WHERE slug IS NULL OR slug NOT LIKE 'bulk-%'`,
        ),
        albums: await q(`SELECT count(*)::int AS n FROM albums WHERE slug NOT LIKE 'bulk-%'`),
        tracks: await q(
          `SELECT count(*)::int AS n FROM tracks t JOIN albums a ON a.id = t.album_id WHERE a.slug NOT LIKE 'bulk-%'`,
        ),
        noSlug: await q(`SELECT count(*)::int AS n FROM artists WHERE slug IS NULL`),
        synced: await q(`SELECT count(*)::int AS n FROM tracks WHERE lyrics_synced LIKE '[0%'`),
      };
    });
    expect(demo).toEqual({
      artists: DEMO_ARTISTS.length,
      albums: demoAlbums().length,
      tracks: demoTracks().length,
      noSlug: 1,
      synced: demoTracks().filter((t) => t.lyricsSynced !== null).length,
    });
    expect(countsAfterFirst.invite_codes).toBeGreaterThanOrEqual(DEMO_INVITE_CODES.length);
  });

  it('gives the demo artist one draft release of two masters processed by the pipeline, ready to publish', async () => {
    expect(first.stdout).toMatch(
      /Demo studio release "Last Ferry Home": 2 of 2 tracks ready, a draft to publish from the studio \(masters [\d.]+ s, pipeline [\d.]+ s\)/,
    );
    expect(releasesAfterFirst).toHaveLength(1);
    const [release] = releasesAfterFirst as [StudioReleaseRow];
    expect(release).toMatchObject({
      state: 'draft',
      title: DEMO_STUDIO_RELEASE.title,
      access_type: 'free',
      genres: [DEMO_STUDIO_RELEASE.genre],
      listed: false,
    });
    // The studio's publish checklist (domain/publish-checklist.ts): nothing is missing.
    expect({
      title: release.title.trim() !== '',
      artwork: release.artwork_url !== null,
      accessType: ['free', 'standard', 'soundcheck'].includes(release.access_type),
      genre: release.genres.length > 0,
      readyTrack: release.tracks.some((track) => track.state === 'ready'),
      everyTrackReady: release.tracks.every((track) => track.state === 'ready'),
    }).toEqual({
      title: true,
      artwork: true,
      accessType: true,
      genre: true,
      readyTrack: true,
      everyTrackReady: true,
    });
    expect(release.tracks.map((track) => [track.track_number, track.title, track.state])).toEqual(
      DEMO_STUDIO_RELEASE.tracks.map((track, index) => [index + 1, track.title, 'ready']),
    );
    for (const [index, track] of release.tracks.entries()) {
      const requested = DEMO_STUDIO_RELEASE.tracks[index]?.durationS ?? 0;
      expect(track.facts).toMatchObject({ format: 'wav', lossless: true });
      expect(track.facts?.durationS).toBeCloseTo(requested, 0);
      expect(track.loudness?.integratedLufs).toBeLessThan(0);
      expect(track.listed).toBe(false);
      // The catalogue points at the pipeline's renditions, never at the master.
      expect(track.file_path).toBe(track.renditions?.streamMp3);
      expect(track.preview_path).toBe(track.renditions?.previewMp3);
      const files = renditionFiles(track);
      expect(files).toHaveLength(6);
      expect(await missingFiles([...files, track.master_path ?? 'no master'])).toEqual([]);
      const peaks = JSON.parse(
        await readFile(join(mediaDir, track.renditions?.peaks ?? ''), 'utf8'),
      ) as { count: number; peaks: number[] };
      expect(peaks.peaks).toHaveLength(peaks.count);
      expect(Math.max(...peaks.peaks)).toBeGreaterThan(0.1);
    }
    expect(release.artwork_url).toMatch(/^\/media\/images\//);
    expect(await missingFiles([release.artwork_url?.slice('/media/'.length) ?? ''])).toEqual([]);
  });

  it('leaves identical row counts and the same track ids when run again, processing nothing', async () => {
    const second = await runDemoCatalogueCli('seed');
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('Demo studio release');
    expect(await countAll()).toEqual(countsAfterFirst);
    expect(await trackIds()).toEqual(idsAfterFirst);
    expect(await withDb(demoArtistReleases)).toEqual(releasesAfterFirst);
  }, 300_000);

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

  it('does nothing with --if-empty once the catalogue exists: no row, no file written', async () => {
    const mediaBefore = await filesWithTimes(mediaDir);
    const run = await runDemoCatalogueCli('seed', ['--if-empty']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/already has \d+ artists; skipping/);
    expect(run.stdout).not.toContain('Rendering');
    expect(run.stdout).toContain('Demo logins');
    expect(await countAll()).toEqual(countsAfterFirst);
    expect(await filesWithTimes(mediaDir)).toEqual(mediaBefore);
  });

  it('stores the demo accounts with Argon2id hashes of the demo password and links the artist account', async () => {
    const users = await withDb(
      async (db) =>
        (
          await db.query<{
            email: string;
            role: string;
            password_hash: string;
            artist_slug: string | null;
          }>(
            `SELECT u.email, u.role, u.password_hash, a.slug AS artist_slug
             FROM users u LEFT JOIN artists a ON a.id = u.artist_id WHERE u.email = ANY($1)`,
            [DEMO_ACCOUNTS.map((account) => account.email)],
          )
        ).rows,
    );
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email);
      expect(user?.role).toBe(account.role);
      expect(user?.artist_slug).toBe(account.artistSlug);
      expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
      await expect(verifyPassword(user?.password_hash ?? '', DEMO_PASSWORD)).resolves.toBe(true);
      await expect(verifyPassword(user?.password_hash ?? '', 'wrong-password')).resolves.toBe(
        false,
      );
    }
  });

  it('prints only the logins with --print-logins, none with --no-logins, and rejects unknown flags in one line', async () => {
    const logins = await runDemoCatalogueCli('seed', ['--print-logins']);
    expect(logins.stdout.trim().split('\n')).toHaveLength(DEMO_ACCOUNTS.length + 2);
    const quiet = await runDemoCatalogueCli('seed', ['--if-empty', '--no-logins']);
    expect(quiet.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/skipping the demo seed/),
    ]);
    const bad = await runDemoCatalogueCli('seed', ['--nope']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/^Seed failed: .*--nope/);
  });
});

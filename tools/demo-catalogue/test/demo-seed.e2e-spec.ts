// The first `npm run seed` into the run's empty database, and what running it again does. Who
// makes that first run does not matter (demo-seed-support.ts): whichever spec needs the catalogue
// first; this one checks it. The catalogue's media and accounts: demo-seed-media and -accounts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { type CliRun, runDemoCatalogueCli, withDb } from '@encore/backend/testing';

import {
  DEMO_ARTISTS,
  DEMO_INVITE_CODES,
  DEMO_STUDIO_RELEASE,
  demoAlbums,
  demoTracks,
} from '../src/demo/index.js';
import {
  countAll,
  filesWithTimes,
  firstDemoSeedRun,
  mediaDir,
  missingFiles,
  trackIds,
} from './demo-seed-support.js';
import {
  demoArtistReleases,
  renditionFiles,
  type StudioReleaseRow,
} from './studio-release-rows.js';

describe('npm run seed (demo catalogue)', () => {
  let first: CliRun;
  let countsAfterFirst: Record<string, number>;
  let idsAfterFirst: string[];
  let releasesAfterFirst: StudioReleaseRow[];

  beforeAll(async () => {
    first = await firstDemoSeedRun();
    // Read when this spec starts, maybe after others read the catalogue (none changes these rows):
    // what the runs again must leave as it is.
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
});

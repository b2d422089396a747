import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { withDb } from '../support/db.js';
import { type CliRun, runBuiltCli } from '../support/run-cli.js';
import { ffmpeg } from './pipeline-fixtures.js';

// `npm run catalogue:import` (docs/adr/0042, "Operator import") over folders of generated,
// tagged files, with real ffmpeg, PostgreSQL and Redis: the CLI processes the masters itself (no
// worker runs during these tests) and ends with its summary.

const scratch = join(process.env.ENCORE_TEST_SCRATCH ?? '/tmp', 'import-cli');
const suffix = randomBytes(3).toString('hex');
const TABLES = ['artists', 'albums', 'releases', 'tracks', 'track_masters'] as const;

type Counts = Record<(typeof TABLES)[number], number>;

const rowCounts = (): Promise<Counts> =>
  withDb(async (db) => {
    const counts = {} as Counts;
    for (const table of TABLES) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0]?.n ?? -1;
    }
    return counts;
  });

/**
 * What the media storage holds under `masters/` (the private masters) for this database's tracks:
 * the media folder is shared with the specs other Jest workers run at the same time.
 */
async function storedMasters(): Promise<string[]> {
  const root = join(process.env.MEDIA_DIR ?? '', 'masters');
  const known = new Set(
    await withDb(async (db) =>
      (await db.query<{ id: string }>('SELECT id FROM tracks')).rows.map((row) => row.id),
    ),
  );
  const tracks = (await readdir(root).catch(() => [] as string[])).filter((t) => known.has(t));
  const files = await Promise.all(
    tracks.map(async (track) => (await readdir(join(root, track))).map((f) => `${track}/${f}`)),
  );
  return files.flat().sort();
}

/** `seconds` of a tone at `hz` (each file its own content, so its own SHA-256). */
const tone = (hz: number, seconds = 3): string[] => [
  '-f',
  'lavfi',
  '-i',
  `sine=f=${hz}:d=${seconds}:r=44100`,
  '-ac',
  '2',
];

const tags = (values: Record<string, string>): string[] =>
  Object.entries(values).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);

const importCli = (args: string[]): Promise<CliRun> => runBuiltCli('catalogue-import', args);

/** A genre the catalogue lists (the import, like the studio, takes no other). */
const listedGenre = (): Promise<string> =>
  withDb(async (db) => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT g.name FROM genres g JOIN album_genres ag ON ag.genre_id = g.id
       JOIN albums a ON a.id = ag.album_id WHERE a.listed ORDER BY g.name LIMIT 1`,
    );
    if (!rows[0]) throw new Error('the demo catalogue lists no genre');
    return rows[0].name;
  });

describe('npm run catalogue:import', () => {
  const artist = `Import Artist ${suffix}`;
  const library = join(scratch, 'library');
  const album = join(library, artist, 'Quiet Hours');
  let genre: string;

  beforeAll(async () => {
    genre = await listedGenre();
    await mkdir(album, { recursive: true });
    const albumTags = { artist, album: 'Quiet Hours' };
    await Promise.all([
      // Untagged WAVs: artist, album, number and title from the folders and file names.
      ffmpeg([...tone(220), '-c:a', 'pcm_s16le', join(album, '01 - Morning.wav')]),
      ffmpeg([...tone(880), '-c:a', 'pcm_s16le', join(album, '04 - Dusk.wav')]),
      ffmpeg([
        ...tone(330),
        '-c:a',
        'flac',
        ...tags({ ...albumTags, title: 'Noon', track: '2/4', genre, date: '2021' }),
        join(album, 'noon.flac'),
      ]),
      ffmpeg([
        ...tone(440),
        '-c:a',
        'libmp3lame',
        '-b:a',
        '192k',
        ...tags({ ...albumTags, title: 'Night', track: '3/4' }),
        join(album, 'night.mp3'),
      ]),
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'color=c=0x336699:s=1400x1400:d=1'],
        ...['-frames:v', '1', join(album, 'cover.jpg')],
      ]),
      writeFile(join(album, 'notes.txt'), 'Recorded at home.\n'),
    ]);
  }, 120_000);

  it('imports a tagged folder as a published release, and a second run changes nothing', async () => {
    const before = await rowCounts();
    const first = await importCli([library, '--publish']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Imported 4, skipped 0 as already there, failed 0.');
    // Not a terminal: plain lines, one per stored file and one per processed file.
    expect(first.stdout).toContain(`Stored 1/4: ${artist}/Quiet Hours/01 - Morning.wav`);
    expect(first.stdout).toMatch(/Ready 4\/4: /);
    expect(first.stdout).toContain(`${artist} (new artist) — Quiet Hours (EP, new): published`);
    expect(first.stdout).toContain('Cover: ');
    expect(first.stdout).toContain('Ignored 1 file that is not audio.');

    const stored = await withDb(async (db) => {
      const { rows: artists } = await db.query<{ id: string; slug: string }>(
        'SELECT id, slug FROM artists WHERE name = $1',
        [artist],
      );
      const { rows: releases } = await db.query<{
        album_id: string;
        state: string;
        release_type: string;
        created_by: string | null;
        listed: boolean;
        access_type: string;
        artwork_url: string | null;
        release_date: string;
        genres: string[];
      }>(
        `SELECT r.album_id, r.state, r.release_type, r.created_by, a.listed, a.access_type,
                a.artwork_url, a.release_date::text AS release_date,
                array(SELECT g.name FROM album_genres ag JOIN genres g ON g.id = ag.genre_id
                      WHERE ag.album_id = a.id) AS genres
         FROM releases r JOIN albums a ON a.id = r.album_id WHERE r.artist_id = $1`,
        [artists[0]?.id],
      );
      const { rows: tracks } = await db.query<{
        title: string;
        track_number: number;
        state: string;
        listed: boolean;
        content_sha256: string;
      }>(
        `SELECT t.title, t.track_number, m.state, t.listed, m.content_sha256
         FROM tracks t JOIN track_masters m ON m.track_id = t.id
         WHERE t.album_id = $1 ORDER BY t.track_number`,
        [releases[0]?.album_id],
      );
      return { artists, releases, tracks };
    });
    expect(stored.artists).toEqual([
      { id: expect.any(String) as string, slug: `import-artist-${suffix}` },
    ]);
    expect(stored.releases).toEqual([
      {
        album_id: expect.any(String) as string,
        state: 'published',
        release_type: 'ep',
        created_by: null,
        listed: true,
        access_type: 'free',
        artwork_url: expect.stringMatching(/^\/media\/images\/artwork\/.+\.jpg$/) as string,
        release_date: '2021-01-01',
        genres: [genre],
      },
    ]);
    expect(stored.tracks.map((t) => [t.track_number, t.title, t.state, t.listed])).toEqual([
      [1, 'Morning', 'ready', true],
      [2, 'Noon', 'ready', true],
      [3, 'Night', 'ready', true],
      [4, 'Dusk', 'ready', true],
    ]);
    // The content hash is the file's SHA-256, as for an upload.
    const { createHash } = await import('node:crypto');
    const morning = createHash('sha256')
      .update(await readFile(join(album, '01 - Morning.wav')))
      .digest('hex');
    expect(stored.tracks[0]?.content_sha256).toBe(morning);

    const afterFirst = await rowCounts();
    expect(afterFirst).toEqual({
      artists: before.artists + 1,
      albums: before.albums + 1,
      releases: before.releases + 1,
      tracks: before.tracks + 4,
      track_masters: before.track_masters + 4,
    });
    const mastersAfterFirst = await storedMasters();

    const second = await importCli([library, '--publish']);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Imported 0, skipped 4 as already there, failed 0.');
    expect(second.stdout).toContain(`${artist} — Quiet Hours (EP, existing): published, 4 of 4`);
    expect(await rowCounts()).toEqual(afterFirst);
    expect(await storedMasters()).toEqual(mastersAfterFirst);
  }, 300_000);

  it('--dry-run prints the plan and writes nothing', async () => {
    const dryArtist = `Dry Artist ${suffix}`;
    const folder = join(scratch, 'dry', dryArtist, 'Plans');
    await mkdir(folder, { recursive: true });
    await ffmpeg([...tone(550), '-c:a', 'pcm_s16le', join(folder, '01 - One.wav')]);
    await ffmpeg([...tone(660), '-c:a', 'flac', join(folder, '02 - Two.flac')]);
    const before = await rowCounts();
    const masters = await storedMasters();

    const run = await importCli([join(scratch, 'dry'), '--dry-run', '--access', 'soundcheck']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Dry run: nothing was written.');
    expect(run.stdout).toContain(`${dryArtist} (new artist) — Plans (single, new draft)`);
    expect(run.stdout).toContain(`  1. One — ${dryArtist}/Plans/01 - One.wav`);
    expect(run.stdout).toContain(`  2. Two — ${dryArtist}/Plans/02 - Two.flac`);
    expect(run.stdout).toContain('Would import 2, skip 0 as already there, fail 0.');
    expect(await rowCounts()).toEqual(before);
    expect(await storedMasters()).toEqual(masters);
  }, 120_000);

  it('reports a damaged file failed with the pipeline’s reason, and exits 1', async () => {
    const brokenArtist = `Broken Artist ${suffix}`;
    const folder = join(scratch, 'broken', brokenArtist, 'Cracks');
    await mkdir(folder, { recursive: true });
    await ffmpeg([...tone(770), '-c:a', 'pcm_s16le', join(folder, '01 - Whole.wav')]);
    // A WAV whose format chunk says nothing (no rate, no channels): audio by its first bytes,
    // refused by ffprobe — the pipeline fails it with its reason.
    const riff = Buffer.alloc(44);
    riff.write('RIFF', 0);
    riff.writeUInt32LE(36 + 30_000, 4);
    riff.write('WAVEfmt ', 8);
    riff.writeUInt32LE(16, 16);
    riff.write('data', 36);
    riff.writeUInt32LE(30_000, 40);
    await writeFile(join(folder, '02 - Damaged.wav'), Buffer.concat([riff, randomBytes(30_000)]));
    await writeFile(join(folder, '03 - Empty.flac'), '');

    const run = await importCli([join(scratch, 'broken')]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Imported 1, skipped 0 as already there, failed 2.');
    const reason = await withDb(async (db) => {
      const { rows } = await db.query<{ failure_reason: string }>(
        `SELECT m.failure_reason FROM track_masters m JOIN tracks t ON t.id = m.track_id
         WHERE t.title = 'Damaged' AND m.original_name = '02 - Damaged.wav'`,
      );
      return rows[0]?.failure_reason;
    });
    expect(reason).toEqual(expect.any(String));
    expect(run.stdout).toContain(`${brokenArtist}/Cracks/02 - Damaged.wav — ${reason ?? ''}`);
    expect(run.stdout).toContain(`${brokenArtist}/Cracks/03 - Empty.flac — This file is empty.`);
    // Without --publish the release stays a draft.
    expect(run.stdout).toContain(
      `${brokenArtist} (new artist) — Cracks (single, new): draft, 1 of 2`,
    );
  }, 300_000);

  it('says so plainly when the folder is missing or empty', async () => {
    const missing = await importCli([join(scratch, 'no-such-folder')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(
      `Catalogue import failed: There is no folder at ${join(scratch, 'no-such-folder')}.`,
    );
    await mkdir(join(scratch, 'empty'), { recursive: true });
    const empty = await importCli([join(scratch, 'empty')]);
    expect(empty.code).toBe(1);
    expect(empty.stderr.trim()).toBe(
      `Catalogue import failed: ${join(scratch, 'empty')} holds no files.`,
    );
    const usage = await importCli([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('give one folder to import');
  }, 120_000);
});

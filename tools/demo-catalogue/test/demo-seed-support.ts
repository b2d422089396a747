import { access, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { type CliRun, runDemoCatalogueCli, withDb } from '@encore/backend/testing';

export const mediaDir = process.env.MEDIA_DIR ?? '';

/**
 * The run of `npm run seed` into this test run's empty database: made by whichever spec needs the
 * demo catalogue first, recorded in the run's scratch folder for the others. Jest orders specs by
 * past failures and durations, then by file size, so no spec can count on running first: every
 * spec that needs the catalogue seeds it through here, and demo-seed.e2e-spec.ts checks this run
 * whenever it comes. A catalogue seeded some other way first (`ensureDemoSeeded`) fails loudly.
 */
export async function firstDemoSeedRun(): Promise<CliRun> {
  const scratch = process.env.ENCORE_TEST_SCRATCH;
  if (scratch === undefined) throw new Error('ENCORE_TEST_SCRATCH is unset: no global setup ran');
  const record = join(scratch, 'demo-seed-first-run.json');
  return withDb(async (db) => {
    // Workers running specs side by side (jest without --runInBand) seed once between them.
    await db.query(`SELECT pg_advisory_lock(hashtext('demo-seed first run'))`);
    try {
      const recorded = await readFile(record, 'utf8').catch(() => null);
      if (recorded !== null) return JSON.parse(recorded) as CliRun;
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM artists');
      if ((rows[0]?.n ?? 0) > 0)
        throw new Error('The demo catalogue was seeded before firstDemoSeedRun(): seed through it');
      const run = await runDemoCatalogueCli('seed');
      await writeFile(record, JSON.stringify(run));
      return run;
    } finally {
      await db.query(`SELECT pg_advisory_unlock(hashtext('demo-seed first run'))`);
    }
  });
}

/** For specs that read the demo catalogue: seeded by the first run, which must have succeeded. */
export async function seedDemoCatalogue(): Promise<void> {
  const run = await firstDemoSeedRun();
  if (run.code !== 0) throw new Error(`Demo seed failed (${run.code}): ${run.stderr}`);
}

export interface DemoPlaybackRow {
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

export const countAll = (): Promise<Record<string, number>> =>
  withDb(async (db) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0]?.n ?? -1;
    }
    return counts;
  });

export const trackIds = (): Promise<string[]> =>
  withDb(async (db) =>
    (await db.query<{ id: string }>('SELECT id FROM tracks ORDER BY id')).rows.map((r) => r.id),
  );

export const missingFiles = async (relativePaths: readonly string[]): Promise<string[]> => {
  const missing: string[] = [];
  for (const path of relativePaths) {
    await access(join(mediaDir, path)).catch(() => missing.push(path));
  }
  return missing;
};

/** Every file under `root` with its size and modification time, to tell whether any was written. */
export async function filesWithTimes(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    files[path] = `${info.size} bytes, modified ${info.mtimeMs}`;
  }
  return files;
}

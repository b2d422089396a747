import pg from 'pg';

import {
  type BulkCounts,
  planAlbums,
  planArtists,
  planTracks,
  validateCounts,
} from './bulk-plan.js';
import {
  ALBUM_COLUMNS,
  ARTIST_COLUMNS,
  assertMigrated,
  countBulkRows,
  deleteBulkRows,
  insertRows,
  LINK_COLUMNS,
  loadBulkSources,
  TRACK_COLUMNS,
} from './bulk-writer.js';

export interface BulkSeedOptions {
  databaseUrl: string;
  /** Null with `reset`: only remove the bulk rows. */
  counts: BulkCounts | null;
  /** Regenerate even when the same counts are already present (or, without counts, just delete). */
  reset: boolean;
  /** PRNG seed: the same seed and counts give the same names. */
  seed: number;
  log: (line: string) => void;
}

export type BulkSeedResult =
  | { status: 'unchanged'; counts: BulkCounts }
  | { status: 'removed'; removed: BulkCounts }
  | {
      status: 'seeded';
      removed: BulkCounts;
      counts: BulkCounts;
      /** Rows written in all tables, pivots included. */
      rows: number;
      insertSeconds: number;
      analyzeSeconds: number;
    };

/**
 * `npm run seed:bulk`: makes the database hold exactly the requested metadata-only bulk
 * catalogue (slugs prefixed `bulk-`), in one transaction. Same counts already present → nothing
 * to do; otherwise the previous bulk rows are replaced.
 */
export async function runBulkSeed(options: BulkSeedOptions): Promise<BulkSeedResult> {
  const { counts, log } = options;
  if (counts !== null) validateCounts(counts);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await assertMigrated(client);
    const existing = await countBulkRows(client);
    if (counts === null) {
      await inTransaction(client, () => deleteBulkRows(client));
      return { status: 'removed', removed: existing };
    }
    if (!options.reset && sameCounts(existing, counts)) return { status: 'unchanged', counts };

    const sources = await loadBulkSources(client);
    const insertStart = performance.now();
    const rows = await inTransaction(client, async () => {
      // A benchmark catalogue can be regenerated: trading crash durability for speed is fine here.
      await client.query('SET LOCAL synchronous_commit = off');
      if (existing.artists + existing.albums > 0) {
        log(`Removing the previous bulk rows (${describeBulkCounts(existing)}) …`);
        await deleteBulkRows(client);
      }
      const artists = planArtists(counts.artists, sources, options.seed);
      let written = await insertRows(client, 'artists', ARTIST_COLUMNS, artists);
      written += await insertLinks(client, 'artist_genres', artists, (a) => a.genreIds);
      written += await insertLinks(client, 'artist_moods', artists, (a) => a.moodIds);
      log(`  ${counts.artists} artists`);
      const albums = planAlbums(counts.albums, artists, sources, options.seed);
      written += await insertRows(client, 'albums', ALBUM_COLUMNS, albums);
      written += await insertLinks(client, 'album_genres', albums, (a) => a.genreIds);
      log(`  ${counts.albums} albums`);
      const tracks = planTracks(counts.tracks, albums, sources, options.seed);
      const logEvery = Math.max(100_000, Math.ceil(counts.tracks / 5));
      written += await insertRows(client, 'tracks', TRACK_COLUMNS, tracks, (done) => {
        if (done % logEvery === 0 || done === counts.tracks) log(`  ${done} tracks`);
      });
      return written;
    });
    const insertSeconds = (performance.now() - insertStart) / 1000;
    const analyzeStart = performance.now();
    // Fresh statistics, or the planner keeps estimating the tables at their pre-seed size.
    await client.query(
      'ANALYZE artists, albums, tracks, artist_genres, artist_moods, album_genres',
    );
    const analyzeSeconds = (performance.now() - analyzeStart) / 1000;
    return { status: 'seeded', removed: existing, counts, rows, insertSeconds, analyzeSeconds };
  } finally {
    await client.end();
  }
}

function insertLinks<Owner extends { id: string }>(
  client: pg.ClientBase,
  pivot: keyof typeof LINK_COLUMNS,
  owners: readonly Owner[],
  linked: (owner: Owner) => readonly string[],
): Promise<number> {
  const links = owners.flatMap((owner) => linked(owner).map((id) => [owner.id, id] as const));
  return insertRows(client, pivot, LINK_COLUMNS[pivot], links);
}

async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

const sameCounts = (a: BulkCounts, b: BulkCounts): boolean =>
  a.artists === b.artists && a.albums === b.albums && a.tracks === b.tracks;

export const describeBulkCounts = (counts: BulkCounts): string =>
  `${counts.artists} artists, ${counts.albums} albums, ${counts.tracks} tracks`;

import {
  albumGain,
  appOrmOptions,
  copyIntoStorage,
  hashPassword,
  locateMediaTools,
  type MediaStorage,
} from '@encore/backend/tools';
import { MikroORM } from '@mikro-orm/postgresql';

import {
  DEMO_ACCOUNTS,
  type DemoAccount,
  DEMO_ARTISTS,
  DEMO_GENRES,
  DEMO_INVITE_CODES,
  DEMO_MOODS,
  DEMO_PASSWORD,
} from './demo/index.js';
import { type DemoMedia, demoMediaPaths, renderDemoMedia } from './demo-media.js';
import { DemoCatalogueWriter } from './demo-writer.js';
import { type DemoPlaysResult, seedDemoPlays } from './plays/demo-plays.js';
import { type SqlRunner, sqlRunner } from './sql-runner.js';
import { type DemoStudioResult, seedDemoStudioRelease } from './studio/demo-studio-release.js';

export interface DemoSeedOptions {
  databaseUrl: string;
  mediaDir: string;
  /**
   * Where the app reads media when that is not `mediaDir` itself (STORAGE_DRIVER=s3): the
   * rendered files are copied there before the catalogue points at them. Null: the local disk.
   */
  uploadTo: MediaStorage | null;
  /** Do nothing (and render nothing) when the catalogue already has artists. */
  ifEmpty: boolean;
  log: (line: string) => void;
}

export const COUNTED_TABLES = [
  'artists',
  'albums',
  'tracks',
  'genres',
  'moods',
  'users',
  'invite_codes',
] as const;
export type TableCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export type DemoSeedResult = (
  | { status: 'skipped'; artists: number }
  | { status: 'seeded'; mediaSeconds: number; dbSeconds: number; counts: TableCounts }
) & { studio: DemoStudioResult; plays: DemoPlaysResult };

/**
 * `npm run seed`: renders the demo media into the media folder (and copies them into the bucket
 * when media live in S3), then upserts the whole demo
 * catalogue, accounts and invite codes in one transaction; then adds the demo artist's draft
 * studio release, its masters processed by the media pipeline, and the demo plays, each unless
 * it is there (also when `ifEmpty` skipped the catalogue). Safe to run any number of times.
 */
export async function runDemoSeed(options: DemoSeedOptions): Promise<DemoSeedResult> {
  const catalogue = await seedDemoCatalogue(options);
  // Side by side: the release's processing is ffmpeg's work, the plays' mostly PostgreSQL's.
  const [studio, plays] = await Promise.all([
    seedDemoStudioRelease(options),
    seedDemoPlays({ databaseUrl: options.databaseUrl }),
  ]);
  return { ...catalogue, studio, plays };
}

type CatalogueResult = DistributiveOmit<DemoSeedResult, 'studio' | 'plays'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

async function seedDemoCatalogue(options: DemoSeedOptions): Promise<CatalogueResult> {
  const orm = await MikroORM.init(appOrmOptions(options.databaseUrl));
  try {
    const em = orm.em.fork();
    const sql = sqlRunner(em);
    await assertMigrated(sql);
    if (options.ifEmpty) {
      const artists = await countRows(sql, 'artists');
      if (artists > 0) return { status: 'skipped', artists };
    }

    const mediaStart = performance.now();
    options.log(`Rendering demo media into ${options.mediaDir} …`);
    // The pipeline's ffmpeg (ADR 0042) encodes each track's AAC rendition and measures it.
    const tools = await locateMediaTools(process.env);
    const media = await renderDemoMedia(DEMO_ARTISTS, options.mediaDir, {
      ffmpeg: { path: tools.ffmpeg.path, fullFrames: tools.fullAacFrames },
      onProgress: audioProgressLogger(options.log),
    });
    if (options.uploadTo !== null) {
      options.log('Copying the demo media into the media storage (STORAGE_DRIVER) …');
      const copy = await copyIntoStorage(options.uploadTo, options.mediaDir, demoMediaPaths(media));
      options.log(`  ${copy.copied} files copied, ${copy.unchanged} already there`);
    }
    const mediaSeconds = (performance.now() - mediaStart) / 1000;

    const dbStart = performance.now();
    options.log('Writing the demo catalogue …');
    // Hashed before the transaction opens: Argon2 is deliberately slow and needs no lock.
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => ({
        account,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })),
    );
    await em.transactional((tx) =>
      writeDemoData(new DemoCatalogueWriter(sqlRunner(tx)), media, accounts),
    );
    const counts = Object.fromEntries(
      await Promise.all(
        COUNTED_TABLES.map(async (table) => [table, await countRows(sql, table)] as const),
      ),
    ) as TableCounts;
    return {
      status: 'seeded',
      mediaSeconds,
      dbSeconds: (performance.now() - dbStart) / 1000,
      counts,
    };
  } finally {
    await orm.close();
  }
}

async function writeDemoData(
  writer: DemoCatalogueWriter,
  media: DemoMedia,
  accounts: readonly { account: DemoAccount; passwordHash: string }[],
): Promise<void> {
  const genreIds = await writer.upsertNames('genres', DEMO_GENRES);
  const moodIds = await writer.upsertNames('moods', DEMO_MOODS);
  const artistIdBySlug = new Map<string, string>();
  for (const artist of DEMO_ARTISTS) {
    const artistId = await writer.upsertArtist(
      artist,
      lookup(media.artistImages, artist.key, 'artist images'),
    );
    if (artist.slug !== null) artistIdBySlug.set(artist.slug, artistId);
    await writer.replaceLinks(
      'artist_genres',
      artistId,
      artist.genres.map((g) => lookup(genreIds, g, 'genre')),
    );
    await writer.replaceLinks(
      'artist_moods',
      artistId,
      artist.moods.map((m) => lookup(moodIds, m, 'mood')),
    );
    for (const album of artist.albums) {
      const albumId = await writer.upsertAlbum(
        album,
        artistId,
        lookup(media.albumCovers, album.slug, 'cover'),
      );
      await writer.replaceLinks(
        'album_genres',
        albumId,
        album.genres.map((g) => lookup(genreIds, g, 'genre')),
      );
      await writer.syncTracks(albumId, artistId, album.tracks, media.audio);
      await writer.setAlbumGain(albumId, demoAlbumGain(album.tracks, media.audio));
    }
  }
  for (const { account, passwordHash } of accounts) {
    const artistId =
      account.artistSlug === null ? null : lookup(artistIdBySlug, account.artistSlug, 'artist');
    await writer.upsertAccount(account, passwordHash, artistId);
  }
  for (const invite of DEMO_INVITE_CODES) await writer.upsertInviteCode(invite);
}

/** The album's one gain, by the pipeline's rule (docs/adr/0048), from its tracks' loudness. */
function demoAlbumGain(
  tracks: readonly { key: string }[],
  audio: DemoMedia['audio'],
): number | null {
  return albumGain(
    tracks.map((track) => {
      const { durationS, loudness } = lookup(audio, track.key, 'rendered audio');
      return {
        durationS,
        integratedLufs: loudness.integratedLufs,
        truePeakDbtp: loudness.truePeakDbtp,
      };
    }),
  );
}

async function assertMigrated(sql: SqlRunner): Promise<void> {
  const [row] = await sql<{ ok: boolean }>(
    `SELECT to_regclass('public.artists') IS NOT NULL AS ok`,
  );
  if (row?.ok !== true)
    throw new Error(
      'The database has no catalogue tables: run `npm run migrate -w backend` first.',
    );
}

export async function countRows(
  sql: SqlRunner,
  table: (typeof COUNTED_TABLES)[number],
): Promise<number> {
  const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** One line per ~10% of the audio, so a slow first render visibly makes progress. */
function audioProgressLogger(log: (line: string) => void): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const tenth = Math.floor((done / Math.max(total, 1)) * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    log(`  audio ${done}/${total}`);
  };
}

function lookup<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed invariant broken: no ${what} for ${key}.`);
  return value;
}

import { isPurchasable } from '@encore/shared-rules';
import pg from 'pg';

import { DEMO_ACCOUNTS, demoAlbums } from '../demo/index.js';
import { DEMO_SESSION_PREFIX, planDemoPlays } from './demo-plays-plan.js';
import type { PlayableTrack } from './play-events.js';
import { recomputeAllPlayMetrics, writePlayEvents } from './play-writer.js';

export type DemoPlaysResult =
  | { status: 'present' | 'no-demo-artist' }
  | { status: 'seeded'; events: number; pairs: number; seconds: number };

const featuredSlug = DEMO_ACCOUNTS.find((account) => account.role === 'artist')?.artistSlug;
const listenerEmail = DEMO_ACCOUNTS.find((account) => account.role === 'listener')?.email;

/**
 * A few weeks of plays of the demo catalogue, mostly of the artist the demo artist account
 * manages, so its dashboard has figures on first look: written with the analytics worker's
 * statements, then rolled up until nothing is left to recompute. Does nothing when the demo plays
 * are there already (whenever they were made).
 */
export async function seedDemoPlays(options: {
  databaseUrl: string;
  now?: Date;
  seed?: number;
}): Promise<DemoPlaysResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const featured = await artistIdOf(client, featuredSlug);
    // A database whose artists are not the demo catalogue's (a test's own): nothing to play.
    if (featured === null) return { status: 'no-demo-artist' };
    if (await demoPlaysPresent(client, featured)) return { status: 'present' };
    const events = planDemoPlays({
      tracks: await demoTracks(client),
      featuredArtistId: featured,
      demoListenerId: await userIdOf(client, listenerEmail),
      now: options.now ?? new Date(),
      seed: options.seed ?? 2026,
    });
    await client.query('BEGIN');
    try {
      await writePlayEvents(client, events);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    const pairs = await recomputeAllPlayMetrics(client);
    return {
      status: 'seeded',
      events: events.length,
      pairs,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

async function artistIdOf(
  client: pg.ClientBase,
  slug: string | null | undefined,
): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM artists WHERE slug = $1', [
    slug,
  ]);
  return rows[0]?.id ?? null;
}

async function userIdOf(client: pg.ClientBase, email: string | undefined): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  return rows[0]?.id ?? null;
}

async function demoPlaysPresent(client: pg.ClientBase, artistId: string): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM play_events WHERE artist_id = $1 AND session_id LIKE $2) AS present`,
    [artistId, `${DEMO_SESSION_PREFIX}%`],
  );
  return rows[0]?.present === true;
}

/** The demo albums' tracks, as the catalogue describes them, in a stable order. */
async function demoTracks(client: pg.ClientBase): Promise<PlayableTrack[]> {
  const { rows } = await client.query<{
    id: string;
    title: string;
    artist_id: string;
    artist_name: string;
    duration_ms: number;
    access_type: string;
  }>(
    `SELECT t.id, t.title, t.artist_id, ar.name AS artist_name,
            round(t.duration_s * 1000)::int AS duration_ms, al.access_type::text AS access_type
       FROM tracks t JOIN albums al ON al.id = t.album_id JOIN artists ar ON ar.id = t.artist_id
      WHERE al.slug = ANY($1) AND t.duration_s > 0
      ORDER BY ar.name, al.release_date, al.slug, t.track_number`,
    [demoAlbums().map((album) => album.slug)],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    artistId: row.artist_id,
    artistName: row.artist_name,
    durationMs: row.duration_ms,
    locked: isPurchasable(row.access_type as Parameters<typeof isPurchasable>[0]),
  }));
}

import type pg from 'pg';

import type { FoundStudioRelease } from './studio-release-step.js';

/** The artist profile with this slug, or null (a database without the demo catalogue). */
export async function artistOfSlug(
  client: pg.ClientBase,
  slug: string,
): Promise<{ id: string; name: string } | null> {
  const { rows } = await client.query<{ id: string; name: string }>(
    'SELECT id, name FROM artists WHERE slug = $1',
    [slug],
  );
  return rows[0] ?? null;
}

/**
 * The artist's studio release of this title (the oldest, matched without regard to case as the
 * import matches it), with its tracks' states in track order; null when there is none.
 */
export async function studioReleaseOf(
  client: pg.ClientBase,
  artistId: string,
  title: string,
): Promise<FoundStudioRelease | null> {
  const { rows } = await client.query<{ state: string; track_states: string[] }>(
    `SELECT r.state::text AS state,
            coalesce(array_agg(m.state::text ORDER BY t.track_number)
                       FILTER (WHERE t.id IS NOT NULL), '{}') AS track_states
       FROM releases r
       JOIN albums a ON a.id = r.album_id
       LEFT JOIN tracks t ON t.album_id = a.id
       LEFT JOIN track_masters m ON m.track_id = t.id
      WHERE r.artist_id = $1 AND lower(a.title) = lower($2)
      GROUP BY r.album_id, r.state, r.created_at
      ORDER BY r.created_at, r.album_id
      LIMIT 1`,
    [artistId, title],
  );
  const [row] = rows;
  return row === undefined ? null : { state: row.state, trackStates: row.track_states };
}

import pg from 'pg';

/** The e2e server's database (make test), else the one `make start` uses. */
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/encore';

export interface StoredPlayEvent {
  event_type: string;
  track_title: string;
  listening_time_ms: number;
  completion_percentage: number;
  skip_reason: string | null;
  platform: string;
}

/** The play events the worker stored for this account, oldest first. */
export async function playEventsOf(email: string): Promise<StoredPlayEvent[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredPlayEvent>(
      `SELECT e.event_type, e.track_title, e.listening_time_ms, e.completion_percentage,
              e.skip_reason, e.platform
         FROM play_events e JOIN users u ON u.id = e.user_id
        WHERE u.email = $1
        ORDER BY e.received_at, e.id`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

export interface StoredWaitlistEntry {
  kind: 'artist' | 'fan';
  name: string;
  country: string | null;
  answers: Record<string, unknown>;
  is_subscribed: boolean;
  consent_boxes: Record<string, unknown>;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/** The waitlist entries stored for this email (at most one per list). */
export async function waitlistEntriesOf(email: string): Promise<StoredWaitlistEntry[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredWaitlistEntry>(
      `SELECT kind, name, country, answers, is_subscribed, consent_boxes, confirmed_at,
              unsubscribed_at
         FROM waitlist_entries WHERE email = $1 ORDER BY kind`,
      [email.toLowerCase()],
    );
    return rows;
  } finally {
    await client.end();
  }
}

export interface StoredArtistProfile {
  name: string;
  country: string | null;
  genres: string[];
}

/** The catalogue profile this account manages (its name, country and genres), or undefined. */
export async function artistProfileOf(email: string): Promise<StoredArtistProfile | undefined> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredArtistProfile>(
      `SELECT ar.name, ar.country,
              coalesce(array_agg(g.name) FILTER (WHERE g.id IS NOT NULL),
                       '{}') AS genres
         FROM users u
         JOIN artists ar ON ar.id = u.artist_id
         LEFT JOIN artist_genres ag ON ag.artist_id = ar.id
         LEFT JOIN genres g ON g.id = ag.genre_id
        WHERE u.email = $1
        GROUP BY ar.id`,
      [email.toLowerCase()],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Gives the account this role straight in the database (as `npm run user:role` would). */
export async function setRoleOf(
  email: string,
  role: 'listener' | 'artist' | 'admin',
): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('UPDATE users SET role = $2 WHERE email = $1', [email.toLowerCase(), role]);
  } finally {
    await client.end();
  }
}

/**
 * Makes the account an artist managing a new profile of this name, straight in the database (as
 * an admin's role change and artist link would): the profile is the test's own to edit.
 */
export async function makeArtistOf(email: string, artistName: string): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'INSERT INTO artists (name) VALUES ($1) RETURNING id',
      [artistName],
    );
    const artistId = rows[0]?.id ?? '';
    await client.query("UPDATE users SET role = 'artist', artist_id = $2 WHERE email = $1", [
      email.toLowerCase(),
      artistId,
    ]);
    return artistId;
  } finally {
    await client.end();
  }
}

/**
 * Starts an account's two-step sign-in over: its authenticator app, recovery codes and every
 * session's mark go (as the README's psql line does for the demo admin).
 */
export async function resetSecondFactorOf(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'DELETE FROM second_factors WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [email.toLowerCase()],
    );
  } finally {
    await client.end();
  }
}

/** How many rows a catalogue table holds (what the admin overview counts). */
export async function catalogueCount(table: 'artists' | 'albums' | 'tracks'): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

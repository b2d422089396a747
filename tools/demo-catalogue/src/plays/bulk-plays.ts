import {
  type AcceptedPlayEvent,
  INSERT_PLAY_EVENTS,
  playEventParameters,
} from '@encore/backend/tools';
import pg from 'pg';

import {
  BULK_PLAY_DAYS,
  BULK_SESSION_PREFIX,
  BULK_TABLES,
  CREATE_EVENTS_VIEW,
  CREATE_PLAY_ARTISTS,
  createPlays,
  feedChunkFunction,
} from './bulk-plays-sql.js';
import { recomputeAllPlayMetrics } from './play-writer.js';

export interface BulkPlaysOptions {
  databaseUrl: string;
  /** Play events to make (about 2.6 a play). */
  events: number;
  seed: number;
  /** Empty every play table first (a bench database only: the demo plays go too). */
  reset: boolean;
  /** Connections writing days and recomputing track-days side by side. */
  jobs: number;
  log: (line: string) => void;
}

export type BulkPlaysResult =
  | { status: 'unchanged'; events: number }
  | {
      status: 'seeded';
      events: number;
      plays: number;
      pairs: number;
      seconds: { draw: number; write: number; recompute: number; vacuum: number };
    };

/** The play tables the writer and the rollup job fill (ADR 0013, 0024, 0025). */
const PLAY_TABLES = [
  'play_events',
  'play_daily_track_stats',
  'play_daily_artist_stats',
  'play_daily_track_listeners',
  'play_daily_artist_listeners',
  'play_daily_track_metrics',
  'play_daily_track_devices',
  'play_rollup_dirty',
  'artist_listener_first_days',
];
/** Events a drawn play makes on average: drawn a little over, then trimmed to the count. */
const EVENTS_PER_PLAY = 2.5;
/** Pairs per recompute statement: bigger than the worker's, fewer sorts of the dirty set. */
const PAIRS_AT_ONCE = 20_000;
/** Serial plans keep random() reproducible after setseed; bench data may trade durability. */
const SESSION_SETTINGS = `SET max_parallel_workers_per_gather = 0; SET work_mem = '256MB'; SET synchronous_commit = off`;

/**
 * `npm run seed:plays`: a year of play events over the bulk catalogue for the dashboard bench,
 * made in SQL and stored through the analytics worker's writer statement a day at a time, then
 * every (track, day) rolled up by the worker's recompute statement. Timed step by step.
 */
export async function runBulkPlays(options: BulkPlaysOptions): Promise<BulkPlaysResult> {
  const { log } = options;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    return [await work(), (performance.now() - started) / 1000];
  };
  try {
    await client.query(SESSION_SETTINGS);
    if (options.reset) {
      log('Emptying the play tables (--reset) …');
      await client.query(`TRUNCATE ${PLAY_TABLES.join(', ')}`);
    }
    const present = await bulkEventCount(client);
    if (present >= options.events) return { status: 'unchanged', events: present };
    if (present > 0) {
      throw new Error(
        `${present} bench play events are there, fewer than ${options.events}: run again with --reset.`,
      );
    }
    const [plays, draw] = await timed(() => drawPlays(client, options));
    log(`  ${plays.plays} plays (${plays.events} events) drawn over ${BULK_PLAY_DAYS} days`);
    const [, write] = await timed(() => writeEvents(options));
    log(`  rolling up every (track, day), ${options.jobs} connections …`);
    const [pairs, recompute] = await timed(async () => {
      const done = await sideBySide(options, (other) =>
        recomputeAllPlayMetrics(other, PAIRS_AT_ONCE),
      );
      return done.reduce((sum, n) => sum + n, 0);
    });
    await client.query(`DROP TABLE IF EXISTS ${BULK_TABLES.join(', ')} CASCADE`);
    const [, vacuum] = await timed(() =>
      client.query(`VACUUM (ANALYZE) ${PLAY_TABLES.join(', ')}`),
    );
    return {
      status: 'seeded',
      events: plays.events,
      plays: plays.plays,
      pairs,
      seconds: { draw, write, recompute, vacuum },
    };
  } finally {
    await client.end();
  }
}

async function bulkEventCount(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM play_events WHERE session_id LIKE $1',
    [`${BULK_SESSION_PREFIX}%`],
  );
  return rows[0]?.n ?? 0;
}

/** Stage 1: every play's facts, trimmed so their events come to the count asked for. */
async function drawPlays(
  client: pg.ClientBase,
  options: BulkPlaysOptions,
): Promise<{ plays: number; events: number }> {
  await client.query(`DROP TABLE IF EXISTS ${BULK_TABLES.join(', ')} CASCADE`);
  await client.query(CREATE_PLAY_ARTISTS);
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bulk_play_artists',
  );
  if ((rows[0]?.n ?? 0) === 0) throw new Error('No bulk catalogue to play: run `make seed-bulk`.');
  await client.query('SELECT setseed($1)', [((options.seed % 2000) - 1000) / 1000]);
  const drawn = Math.ceil((options.events / EVENTS_PER_PLAY) * 1.05);
  await client.query(createPlays(drawn));
  const eventsOf = `CASE WHEN paused THEN 4 ELSE 2 END`;
  await client.query(
    `DELETE FROM bulk_plays b USING (
       SELECT play_no, sum(${eventsOf}) OVER (ORDER BY play_no) AS upto FROM bulk_plays) AS c
      WHERE b.play_no = c.play_no AND c.upto > $1`,
    [options.events],
  );
  const { rows: counted } = await client.query<{ plays: number; events: number }>(
    `SELECT count(*)::int AS plays, coalesce(sum(${eventsOf}), 0)::int AS events FROM bulk_plays`,
  );
  return counted[0] ?? { plays: 0, events: 0 };
}

/** `work` on `options.jobs` connections of their own at once (with the session settings). */
function sideBySide<T>(
  options: BulkPlaysOptions,
  work: (client: pg.ClientBase) => Promise<T>,
): Promise<T[]> {
  return Promise.all(
    Array.from({ length: options.jobs }, async () => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(SESSION_SETTINGS);
        return await work(client);
      } finally {
        await client.end();
      }
    }),
  );
}

/**
 * Stage 2: a day of plays at a time through the writer statement, the most recent last, days
 * shared out among the connections. The statement is idempotent (event ids), so days written
 * twice would count once.
 */
async function writeEvents(options: BulkPlaysOptions): Promise<void> {
  const fields = writerFields();
  let next = BULK_PLAY_DAYS;
  let stored = 0;
  await sideBySide(options, async (client) => {
    await client.query(CREATE_EVENTS_VIEW);
    await client.query(feedChunkFunction(fields));
    for (let chunk = next--; chunk >= 1; chunk = next--) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT pg_temp.feed_bulk_plays($1, $2) AS n',
        [INSERT_PLAY_EVENTS.text, chunk],
      );
      stored += rows[0]?.n ?? 0;
      if (chunk % 30 === 0) options.log(`    ${stored} events stored`);
    }
  });
  options.log(`  ${stored} events stored`);
}

/**
 * The AcceptedPlayEvent field behind each of the writer statement's parameters, in order: asked
 * of the writer itself with an event whose every field names itself, so a change to its columns
 * cannot shift the bench's values into the wrong ones.
 */
function writerFields(): string[] {
  const fields = [
    'id',
    'receivedAt',
    'userId',
    'track_id',
    'track_title',
    'artist_id',
    'artist_name',
    'track_duration_ms',
    'listening_time_ms',
    'event_type',
    'play_source',
    'session_id',
    'completion_percentage',
    'skip_reason',
    'platform',
    'device_type',
    'app_version',
    'listener',
    'countedAs',
  ] as const;
  const probe = Object.fromEntries(fields.map((field) => [field, `field:${field}`]));
  return playEventParameters([probe as unknown as AcceptedPlayEvent]).map((values) => {
    const named = String(values[0]);
    if (!named.startsWith('field:')) throw new Error(`Unknown writer parameter ${named}`);
    return named.slice('field:'.length);
  });
}

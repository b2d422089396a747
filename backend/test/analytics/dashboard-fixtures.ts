import { randomUUID } from 'node:crypto';

import { RECOMPUTE_PLAY_METRICS } from '../../src/modules/analytics/jobs/play-metrics-sql.js';
import { PlayEventsStore } from '../../src/modules/analytics/jobs/play-events.store.js';
import type { AcceptedPlayEvent } from '../../src/modules/analytics/analytics-queue.js';
import type { SqlPool } from '../../src/platform/database/index.js';
import { withDb } from '../support/db.js';
import { acceptedEvent, type CatalogueTrack, sessionId } from './play-events.js';

const DAY_MS = 86_400_000;
/** `n` UTC days before today, at `time` (HH:MM:SS). */
export const daysAgo = (n: number, time: string): string =>
  `${new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10)}T${time}.000Z`;

type Step = [type: AcceptedPlayEvent['event_type'], at: string, listenedMs: number];

/** One play: its events, in order, of one page session and listener. */
export function play(
  track: CatalogueTrack,
  who: { listener: string; userId?: string | null; countedAs?: 'full' | 'preview' },
  steps: Step[],
  device = 'Chrome',
): AcceptedPlayEvent[] {
  const session = sessionId();
  return steps.map(([event_type, receivedAt, listening_time_ms]) =>
    acceptedEvent({
      track_id: track.track_id,
      artist_id: track.artist_id,
      track_title: track.title,
      artist_name: track.artistName,
      track_duration_ms: track.durationMs,
      session_id: session,
      userId: who.userId ?? null,
      listener: who.listener,
      countedAs: who.countedAs ?? 'full',
      event_type,
      receivedAt,
      listening_time_ms,
      device_type: device,
    }),
  );
}

/** Writes the events as the worker does, then recomputes every dirty (track, day) pair. */
export async function storeAndRollUp(pool: SqlPool, events: AcceptedPlayEvent[]): Promise<void> {
  await new PlayEventsStore(pool).insert(events);
  for (;;) {
    const [row] = await pool.query(RECOMPUTE_PLAY_METRICS, [500]);
    if ((row?.pairs ?? 0) === 0) return;
  }
}

/** Makes an account an artist account managing `artistId` (or an admin). */
export const setRole = (userId: string, role: 'artist' | 'admin', artistId: string | null) =>
  withDb((db) =>
    db.query('UPDATE users SET role = $2, artist_id = $3 WHERE id = $1', [userId, role, artistId]),
  );

/** A paid Soundcheck sale of one of the artist's albums, now. */
export const paidSale = (buyerId: string, albumId: string, amount: number) =>
  withDb((db) =>
    db.query(
      `INSERT INTO purchases (user_id, album_id, access_type, price_id, amount, currency, status,
                              checkout_session_id, paid_at)
       VALUES ($1, $2, 'soundcheck', 'price_test', $3, 'gbp', 'paid', $4, now())`,
      [buyerId, albumId, amount, `cs_test_${randomUUID()}`],
    ),
  );

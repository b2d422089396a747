import {
  type AcceptedPlayEvent,
  INSERT_PLAY_EVENTS,
  playEventParameters,
  RECOMPUTE_PLAY_METRICS,
} from '@encore/backend/tools';
import type pg from 'pg';

/** Events per writer statement: about what the worker's group commit takes at once. */
const EVENTS_AT_ONCE = 2_000;

/**
 * Stores play events with the analytics worker's own statement (ADR 0013/0024), so the daily
 * rollups, listener sets, first days and recompute marks are exactly what real plays leave.
 * Answers how many were new.
 */
export async function writePlayEvents(
  client: pg.ClientBase,
  events: readonly AcceptedPlayEvent[],
): Promise<number> {
  let inserted = 0;
  for (let at = 0; at < events.length; at += EVENTS_AT_ONCE) {
    const { rows } = await client.query<{ inserted: number }>({
      name: INSERT_PLAY_EVENTS.name,
      text: INSERT_PLAY_EVENTS.text,
      values: playEventParameters(events.slice(at, at + EVENTS_AT_ONCE)),
    });
    inserted += rows[0]?.inserted ?? 0;
  }
  return inserted;
}

/**
 * Runs the rollup job's statement until no (track, day) pair is left to recompute, `pairsAtOnce`
 * pairs a statement; `progress` hears the running total. Answers how many pairs were recomputed.
 */
export async function recomputeAllPlayMetrics(
  client: pg.ClientBase,
  pairsAtOnce = 500,
  progress: (pairs: number) => void = () => undefined,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await client.query<{ pairs: number }>({
      name: RECOMPUTE_PLAY_METRICS.name,
      text: RECOMPUTE_PLAY_METRICS.text,
      values: [pairsAtOnce],
    });
    const pairs = rows[0]?.pairs ?? 0;
    total += pairs;
    if (pairs === 0) return total;
    progress(total);
  }
}

import { Injectable } from '@nestjs/common';

import { preparedStatement, SqlPool } from '../../../platform/database/index.js';
import type { OverviewWindow } from './overview-window.js';

export interface OverviewCounts {
  users: number;
  listeners: number;
  artist_accounts: number;
  admins: number;
  artists: number;
  albums: number;
  tracks: number;
  artist_waitlist_confirmed: number;
  artist_waitlist_unconfirmed: number;
  fan_waitlist_confirmed: number;
  fan_waitlist_unconfirmed: number;
}

export interface OverviewPlays {
  plays_today: number;
  previews_today: number;
  plays_period: number;
  previews_period: number;
}

/** Exact counts (admins compare them day to day), each table read once. */
const COUNTS = preparedStatement<OverviewCounts, []>(
  'admin-overview-counts',
  `WITH u AS (
     SELECT count(*)::int AS users,
            count(*) FILTER (WHERE role = 'listener')::int AS listeners,
            count(*) FILTER (WHERE role = 'artist')::int AS artist_accounts,
            count(*) FILTER (WHERE role = 'admin')::int AS admins
       FROM users),
   w AS (
     SELECT count(*) FILTER (WHERE kind = 'artist' AND confirmed_at IS NOT NULL)::int
              AS artist_waitlist_confirmed,
            count(*) FILTER (WHERE kind = 'artist' AND confirmed_at IS NULL)::int
              AS artist_waitlist_unconfirmed,
            count(*) FILTER (WHERE kind = 'fan' AND confirmed_at IS NOT NULL)::int
              AS fan_waitlist_confirmed,
            count(*) FILTER (WHERE kind = 'fan' AND confirmed_at IS NULL)::int
              AS fan_waitlist_unconfirmed
       FROM waitlist_entries)
   SELECT u.*, w.*,
          (SELECT count(*) FROM artists)::int AS artists,
          (SELECT count(*) FROM albums)::int AS albums,
          (SELECT count(*) FROM tracks)::int AS tracks
     FROM u, w`,
);

/**
 * Full plays and previews from the daily rollups (the artist dashboard's source, ADR 0027): they
 * trail the play events by the rollup interval, about 15 seconds.
 */
const PLAYS = preparedStatement<OverviewPlays, [string, string]>(
  'admin-overview-plays',
  `SELECT coalesce(sum(m.plays) FILTER (WHERE m.day = $2::date), 0)::int AS plays_today,
          coalesce(sum(m.previews) FILTER (WHERE m.day = $2::date), 0)::int AS previews_today,
          coalesce(sum(m.plays), 0)::int AS plays_period,
          coalesce(sum(m.previews), 0)::int AS previews_period
     FROM play_daily_track_metrics m
    WHERE m.day BETWEEN $1::date AND $2::date`,
);

/** The admin overview's reads of the accounts, catalogue, waitlist and play rollup tables. */
@Injectable()
export class OverviewReader {
  constructor(private readonly db: SqlPool) {}

  async counts(): Promise<OverviewCounts> {
    const [row] = await this.db.query(COUNTS, []);
    if (row === undefined) throw new Error('The overview counts returned no row');
    return row;
  }

  async plays(window: OverviewWindow): Promise<OverviewPlays> {
    const [row] = await this.db.query(PLAYS, [window.from, window.to]);
    if (row === undefined) throw new Error('The overview plays returned no row');
    return row;
  }
}

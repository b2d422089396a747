import { Injectable } from '@nestjs/common';

import { SqlPool } from '../../../platform/database/index.js';
import {
  ARTIST_DAILY,
  ARTIST_DAY_TRACK_ROWS,
  ARTIST_DEVICES,
  ARTIST_NEW_LISTENERS,
  ARTIST_TOTALS,
  ARTIST_TRACKS,
  TRACK_DAILY,
  TRACK_RETENTION,
  TRACK_TOTALS,
} from './artist-metrics-sql.js';
import type { ListenerFigures } from './artist-metrics-sql.js';
import type { Period } from './domain/analytics-range.js';
import { type ListenerCount, PeriodListeners } from './period-listeners.js';

/** A period's listener counts as the dashboard's rows name them. */
const listenerFigures = (count: ListenerCount | undefined): ListenerFigures => ({
  unique_listeners: count?.listeners ?? 0,
  play_listeners: count?.played ?? 0,
  preview_listeners: count?.previewed ?? 0,
});

/**
 * The dashboard's reads, each one prepared statement over the rollup tables (never play_events):
 * play_daily_track_metrics and _devices by (artist, day) or (track, day), PeriodListeners for
 * distinct listeners, artist_listener_first_days for new listeners.
 */
@Injectable()
export class ArtistMetricsRepository {
  constructor(
    private readonly db: SqlPool,
    private readonly listeners: PeriodListeners,
  ) {}

  /** The artist's counters with its distinct and signed-in listeners. */
  async artistTotals(artistId: string, period: Period) {
    const [[row], listeners] = await Promise.all([
      this.db.query(ARTIST_TOTALS, [artistId, period.from, period.to]),
      this.listeners.of('artist', [artistId], period),
    ]);
    const count = listeners.get(artistId);
    return row === undefined
      ? undefined
      : { ...row, ...listenerFigures(count), signed_in: count?.signedIn ?? 0 };
  }

  artistDaily(artistId: string, period: Period) {
    return this.db.query(ARTIST_DAILY, [artistId, period.from, period.to]);
  }

  /** The artist's most streamed tracks, each with its distinct listeners (all, play, preview). */
  async artistTracks(artistId: string, period: Period) {
    const rows = await this.db.query(ARTIST_TRACKS, [artistId, period.from, period.to]);
    const listeners = await this.listeners.of(
      'track',
      rows.map((row) => row.track_id),
      period,
    );
    return rows.map((row) => ({ ...row, ...listenerFigures(listeners.get(row.track_id)) }));
  }

  artistDevices(artistId: string, period: Period) {
    return this.db.query(ARTIST_DEVICES, [artistId, period.from, period.to]);
  }

  async newListeners(artistId: string, period: Period): Promise<number> {
    const [row] = await this.db.query(ARTIST_NEW_LISTENERS, [artistId, period.from, period.to]);
    return row?.new_listeners ?? 0;
  }

  async trackTotals(trackId: string, period: Period) {
    const [[row], listeners] = await Promise.all([
      this.db.query(TRACK_TOTALS, [trackId, period.from, period.to]),
      this.listeners.of('track', [trackId], period),
    ]);
    return row === undefined ? undefined : { ...row, ...listenerFigures(listeners.get(trackId)) };
  }

  trackDaily(trackId: string, period: Period) {
    return this.db.query(TRACK_DAILY, [trackId, period.from, period.to]);
  }

  async trackRetention(trackId: string, period: Period): Promise<number[]> {
    const rows = await this.db.query(TRACK_RETENTION, [trackId, period.from, period.to]);
    return rows.map((row) => row.plays);
  }

  csvRows(artistId: string, period: Period) {
    return this.db.query(ARTIST_DAY_TRACK_ROWS, [artistId, period.from, period.to]);
  }
}

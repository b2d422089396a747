import { Injectable } from '@nestjs/common';

import { SqlPool } from '../../../platform/database/index.js';
import {
  ARTIST_DAILY,
  ARTIST_DAY_TRACK_ROWS,
  ARTIST_DEVICES,
  ARTIST_LISTENER_MIX,
  ARTIST_TOTALS,
  ARTIST_TRACKS,
  TRACK_DAILY,
  TRACK_RETENTION,
  TRACK_TOTALS,
} from './artist-metrics-sql.js';
import type { Period } from './domain/analytics-range.js';

/**
 * The dashboard's reads, each one prepared statement over the rollup tables (never play_events):
 * play_daily_track_metrics and _devices by (artist, day) or (track, day), the listener tables for
 * distinct listeners, artist_listener_first_days for new listeners.
 */
@Injectable()
export class ArtistMetricsRepository {
  constructor(private readonly db: SqlPool) {}

  async artistTotals(artistId: string, period: Period) {
    const [row] = await this.db.query(ARTIST_TOTALS, [artistId, period.from, period.to]);
    return row;
  }

  artistDaily(artistId: string, period: Period) {
    return this.db.query(ARTIST_DAILY, [artistId, period.from, period.to]);
  }

  artistTracks(artistId: string, period: Period) {
    return this.db.query(ARTIST_TRACKS, [artistId, period.from, period.to]);
  }

  artistDevices(artistId: string, period: Period) {
    return this.db.query(ARTIST_DEVICES, [artistId, period.from, period.to]);
  }

  async listenerMix(artistId: string, period: Period) {
    const [row] = await this.db.query(ARTIST_LISTENER_MIX, [artistId, period.from, period.to]);
    return row ?? { signed_in: 0, new_listeners: 0 };
  }

  async trackTotals(trackId: string, period: Period) {
    const [row] = await this.db.query(TRACK_TOTALS, [trackId, period.from, period.to]);
    return row;
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

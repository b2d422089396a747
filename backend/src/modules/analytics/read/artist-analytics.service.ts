import { Injectable } from '@nestjs/common';

import type { AccessClaims } from '../../../platform/auth/index.js';
import { AdminGuard } from '../../admin/index.js';
import { CatalogueService, TrackFactsReader } from '../../catalogue/index.js';
import { SalesReader } from '../../payments/index.js';
import { UsersRepository } from '../../users/index.js';
import { AnalyticsErrors } from '../analytics.errors.js';
import { ArtistMetricsRepository } from './artist-metrics.repository.js';
import { analyticsCsv } from './domain/analytics-csv.js';
import { type AnalyticsRange, resolveRange } from './domain/analytics-range.js';
import {
  albumsOf,
  deviceShares,
  listenerMix,
  metricsOf,
  retentionCurve,
} from './domain/dashboard-figures.js';
import { dashboardSubject } from './domain/dashboard-subject.js';
import type { AnalyticsQueryDto } from './dto/analytics-query.dto.js';
import type { ArtistAnalyticsDto, TrackAnalyticsDto } from './dto/artist-analytics.dto.js';

const REFUSALS = {
  not_an_artist: AnalyticsErrors.NOT_AN_ARTIST,
  not_linked: AnalyticsErrors.NOT_LINKED,
  other_artist: AnalyticsErrors.OTHER_ARTIST,
  artist_required: AnalyticsErrors.ARTIST_REQUIRED,
} as const;

/** The artist analytics dashboard's figures (ADR 0027), each period beside the one before it. */
@Injectable()
export class ArtistAnalyticsService {
  constructor(
    private readonly metrics: ArtistMetricsRepository,
    private readonly users: UsersRepository,
    private readonly catalogue: CatalogueService,
    private readonly tracks: TrackFactsReader,
    private readonly sales: SalesReader,
    private readonly admin: AdminGuard,
  ) {}

  async artist(caller: AccessClaims, query: AnalyticsQueryDto): Promise<ArtistAnalyticsDto> {
    const range = rangeOf(query);
    const artistId = await this.subject(caller, query.artist_id);
    const { period, previous } = range;
    const [artist, totals, before, daily, tracks, devices, fresh, freshBefore, sales, salesBefore] =
      await Promise.all([
        this.catalogue.artistById(artistId),
        this.metrics.artistTotals(artistId, period),
        this.metrics.artistTotals(artistId, previous),
        this.metrics.artistDaily(artistId, period),
        this.metrics.artistTracks(artistId, period),
        this.metrics.artistDevices(artistId, period),
        this.metrics.newListeners(artistId, period),
        this.metrics.newListeners(artistId, previous),
        this.sales.ofArtist(artistId, period),
        this.sales.ofArtist(artistId, previous),
      ]);
    const salesDto = (s: typeof sales) => ({
      count: s.count,
      gross: s.gross,
      artist_share: s.artistShare,
      currency: s.currency,
    });
    return {
      artist: { id: artist.id, name: artist.name },
      period,
      previous_period: previous,
      totals: { current: metricsOf(totals), previous: metricsOf(before) },
      daily: daily.map((row) => ({ day: row.day, ...metricsOf(row) })),
      tracks: tracks.map((row) => ({
        track_id: row.track_id,
        title: row.title,
        album_id: row.album_id,
        album_title: row.album_title,
        ...metricsOf(row),
      })),
      albums: albumsOf(tracks),
      platforms: [
        { key: 'mobile', plays: totals?.mobile_plays ?? 0 },
        { key: 'desktop', plays: totals?.desktop_plays ?? 0 },
      ],
      devices: deviceShares(devices),
      listeners: {
        current: listenerMix(totals?.signed_in ?? 0, fresh),
        previous: listenerMix(before?.signed_in ?? 0, freshBefore),
      },
      sales: { current: salesDto(sales), previous: salesDto(salesBefore) },
    };
  }

  async track(
    caller: AccessClaims,
    trackId: string,
    query: AnalyticsQueryDto,
  ): Promise<TrackAnalyticsDto> {
    const range = rangeOf(query);
    const track = (await this.tracks.factsOf([trackId])).get(trackId);
    if (track === undefined) throw AnalyticsErrors.UNKNOWN_TRACK();
    await this.subject(caller, track.artistId);
    const { period, previous } = range;
    const [totals, before, daily, endedIn] = await Promise.all([
      this.metrics.trackTotals(trackId, period),
      this.metrics.trackTotals(trackId, previous),
      this.metrics.trackDaily(trackId, period),
      this.metrics.trackRetention(trackId, period),
    ]);
    return {
      track: {
        id: track.id,
        title: track.title,
        album_title: track.albumTitle,
        duration_ms: track.durationMs,
      },
      period,
      previous_period: previous,
      totals: { current: metricsOf(totals), previous: metricsOf(before) },
      daily: daily.map((row) => ({ day: row.day, ...metricsOf(row) })),
      retention: retentionCurve(endedIn),
    };
  }

  /** The CSV export of a period: its file name and body. */
  async csv(
    caller: AccessClaims,
    query: AnalyticsQueryDto,
  ): Promise<{ fileName: string; body: string }> {
    const { period } = rangeOf(query);
    const artistId = await this.subject(caller, query.artist_id);
    const rows = await this.metrics.csvRows(artistId, period);
    return {
      fileName: `encore-analytics-${period.from}-to-${period.to}.csv`,
      body: analyticsCsv(rows),
    };
  }

  private async subject(caller: AccessClaims, requested: string | undefined): Promise<string> {
    const user = await this.users.findById(caller.userId);
    const decision = dashboardSubject(
      { role: user?.role ?? 'listener', artistId: user?.artist?.id ?? null },
      requested,
    );
    if ('refused' in decision) throw REFUSALS[decision.refused]();
    // Another artist's figures are an admin power: the admin area's rule (role and the second
    // factor passed in this session, ADR 0031) applies to it as to any /api/admin call.
    if (decision.byAdmin) await this.admin.admit(caller);
    return decision.artistId;
  }
}

function rangeOf(query: AnalyticsQueryDto): AnalyticsRange {
  const range = resolveRange({ range: query.range, from: query.from, to: query.to }, new Date());
  if (typeof range === 'string') throw AnalyticsErrors.BAD_RANGE(range);
  return range;
}

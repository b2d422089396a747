import { apiClient, type components, toApiError, unwrap } from '@/shared/api';
import type { AnalyticsQuery } from '../lib/range';

/** An artist's figures over a period, beside the period before it (GET /api/artist/analytics). */
export type ArtistAnalytics = components['schemas']['ArtistAnalyticsDto'];
/** One track's figures and retention curve (GET /api/artist/analytics/tracks/{trackId}). */
export type TrackAnalytics = components['schemas']['TrackAnalyticsDto'];
export type Metrics = components['schemas']['MetricsDto'];
export type DailyMetrics = components['schemas']['DailyMetricsDto'];
export type TrackMetrics = components['schemas']['TrackMetricsDto'];
export type Share = components['schemas']['ShareDto'];
export type Sales = components['schemas']['SalesDto'];
export type ListenerMix = components['schemas']['ListenerMixDto'];
export type RetentionPoint = components['schemas']['RetentionPointDto'];

/** The dashboard's figures for a range (and, for an admin, an artist). Bearer token added. */
export async function fetchArtistAnalytics(query: AnalyticsQuery): Promise<ArtistAnalytics> {
  return unwrap(await apiClient.GET('/api/artist/analytics', { params: { query } }));
}

export async function fetchTrackAnalytics({
  trackId,
  query,
}: {
  trackId: string;
  query: AnalyticsQuery;
}): Promise<TrackAnalytics> {
  return unwrap(
    await apiClient.GET('/api/artist/analytics/tracks/{trackId}', {
      params: { path: { trackId }, query },
    }),
  );
}

/** The CSV export as it came: its bytes and the server's Content-Disposition (for the name). */
export interface CsvExport {
  blob: Blob;
  contentDisposition: string | null;
}

export async function fetchAnalyticsCsv(query: AnalyticsQuery): Promise<CsvExport> {
  const { data, error, response } = await apiClient.GET('/api/artist/analytics/export.csv', {
    params: { query },
    parseAs: 'blob',
  });
  if (!response.ok || data === undefined) {
    throw toApiError(response.status, response.statusText, error);
  }
  return { blob: data, contentDisposition: response.headers.get('content-disposition') };
}

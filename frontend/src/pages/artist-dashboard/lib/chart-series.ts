import type { DailyMetrics, RetentionPoint } from '../api/analytics-api';
import type { ChartPoint } from './chart-geometry';
import { METRIC_DEFINITIONS } from './figure-definitions';
import { formatCount, formatShare, listeningHours } from './format-figures';
import { shortDay } from './range';

/** The daily figures a chart can show, how each reads and what it counts. */
export const DAILY_METRICS = [
  {
    key: 'plays',
    label: 'Plays',
    unit: 'plays',
    definition: METRIC_DEFINITIONS.plays.definition,
  },
  {
    key: 'streams',
    label: 'Streams',
    unit: 'streams',
    definition: METRIC_DEFINITIONS.streams.definition,
  },
  {
    key: 'play_listeners',
    label: 'Listeners',
    unit: 'listeners',
    definition: METRIC_DEFINITIONS.play_listeners.definition,
  },
  {
    key: 'listening_time_ms',
    label: 'Listening hours',
    unit: 'hours',
    definition: METRIC_DEFINITIONS.listening_time_ms.definition,
  },
] as const;
export type DailyMetricKey = (typeof DAILY_METRICS)[number]['key'];

/** A daily figure as chart points, one a day labelled "5 Nov"; listening time in hours. */
export function dailySeries(daily: readonly DailyMetrics[], metric: DailyMetricKey): ChartPoint[] {
  return daily.map((day) => ({
    label: shortDay(day.day),
    value: metric === 'listening_time_ms' ? listeningHours(day[metric]) : day[metric],
  }));
}

/**
 * The retention curve as chart points: x the position in the track ("35%"), y the percentage of
 * plays still listening there (0 to 100, one decimal).
 */
export function retentionSeries(retention: readonly RetentionPoint[]): ChartPoint[] {
  return retention.map((point) => ({
    label: `${point.percent}%`,
    value: Math.round(point.share * 1000) / 10,
  }));
}

/** One sentence a screen reader hears for a chart: its range and peak. */
export function seriesSummary(name: string, points: readonly ChartPoint[], unit: string): string {
  if (points.length === 0) return `${name}: no data.`;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best));
  const first = points[0]?.label ?? '';
  const last = points.at(-1)?.label ?? '';
  if (peak.value === 0) return `${name}, ${first} to ${last}: none.`;
  return `${name}, ${first} to ${last}: highest ${formatCount(peak.value)} ${unit} (${peak.label}).`;
}

/** The retention curve in a sentence: where half the plays had stopped, and how many finished. */
export function retentionSummary(retention: readonly RetentionPoint[]): string {
  const start = retention[0]?.share ?? 0;
  if (start === 0) return 'Retention: no full plays in this period.';
  const half = retention.find((point) => point.share < 0.5);
  const end = retention.at(-1)?.share ?? 0;
  const halfText =
    half === undefined
      ? 'more than half of plays reached the end'
      : `half of plays had stopped by ${half.percent}% of the track`;
  return `Retention: ${halfText}; ${formatShare(end)} listened to the end.`;
}

import type { Metrics, Sales } from '../api/analytics-api';
import { type Change, compare } from './comparison';
import { formatCount, formatListeningTime, formatPence } from './format-figures';
import { previousPeriodName } from './range';

/** One headline figure: its name, value as shown, and how it moved against the period before. */
export interface HeadlineCard {
  key: string;
  label: string;
  value: string;
  change: Change;
  /** What the figure counts, in a line under it. */
  hint: string;
}

interface Compared<T> {
  current: T;
  previous: T;
}

type MetricKey = keyof Metrics;

/** The listening figures, in the order the cards show them; definitions as ADR 0025 sets them. */
const LISTENING: { key: MetricKey; label: string; hint: string }[] = [
  { key: 'plays', label: 'Plays', hint: 'Full plays started' },
  { key: 'streams', label: 'Streams', hint: 'Plays of 30 s or more' },
  { key: 'unique_listeners', label: 'Unique listeners', hint: 'Different people who played' },
  { key: 'listening_time_ms', label: 'Listening time', hint: 'Time spent on full plays' },
  { key: 'completes', label: 'Completes', hint: 'Played to 90 % of the track' },
  { key: 'partials', label: 'Partials', hint: '30 s or more, not to the end' },
  { key: 'skips', label: 'Skips', hint: 'Left before 30 s' },
  { key: 'previews', label: 'Previews', hint: 'Preview plays by visitors and non-buyers' },
];

const formatMetric = (key: MetricKey, value: number): string =>
  key === 'listening_time_ms' ? formatListeningTime(value) : formatCount(value);

/** The listening cards of a period beside the one before it. */
export function listeningCards(
  totals: Compared<Metrics>,
  previousPeriod: { from: string; to: string },
): HeadlineCard[] {
  const previousName = previousPeriodName(previousPeriod);
  return LISTENING.map(({ key, label, hint }) => ({
    key,
    label,
    hint,
    value: formatMetric(key, totals.current[key]),
    change: compare(totals.current[key], totals.previous[key], previousName),
  }));
}

/** Soundcheck sales: how many, the gross, and the artist's 80 % share (money in pence). */
export function salesCards(
  sales: Compared<Sales>,
  previousPeriod: { from: string; to: string },
): HeadlineCard[] {
  const previousName = previousPeriodName(previousPeriod);
  const { current, previous } = sales;
  return [
    {
      key: 'sales',
      label: 'Soundcheck sales',
      hint: 'Paid and not refunded',
      value: formatCount(current.count),
      change: compare(current.count, previous.count, previousName),
    },
    {
      key: 'gross',
      label: 'Gross revenue',
      hint: 'What buyers paid',
      value: formatPence(current.gross, current.currency),
      change: compare(current.gross, previous.gross, previousName),
    },
    {
      key: 'artist_share',
      label: 'Your share',
      hint: 'Your 80 % of the gross',
      value: formatPence(current.artist_share, current.currency),
      change: compare(current.artist_share, previous.artist_share, previousName),
    },
  ];
}

/** A period with neither full plays nor previews: the dashboard says so instead of zeros. */
export const hasNoPlays = (metrics: Metrics): boolean =>
  metrics.plays === 0 && metrics.previews === 0;

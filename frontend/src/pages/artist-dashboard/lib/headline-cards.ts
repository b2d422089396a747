import type { Metrics, Sales } from '../api/analytics-api';
import { type Change, compare } from './comparison';
import { METRIC_DEFINITIONS, SALES_DEFINITIONS, type ShownMetric } from './figure-definitions';
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
  /** What the figure counts, in full: on hover or focus of its name. */
  definition: string;
}

interface Compared<T> {
  current: T;
  previous: T;
}

/** The listening figures, in the order the cards show them (lib/figure-definitions.ts). */
export const LISTENING_FIGURES: readonly ShownMetric[] = [
  'plays',
  'streams',
  'play_listeners',
  'listening_time_ms',
  'completes',
  'partials',
  'skips',
  'previews',
  'preview_listeners',
];

const formatMetric = (key: ShownMetric, value: number): string =>
  key === 'listening_time_ms' ? formatListeningTime(value) : formatCount(value);

/** The listening cards of a period beside the one before it. */
export function listeningCards(
  totals: Compared<Metrics>,
  previousPeriod: { from: string; to: string },
): HeadlineCard[] {
  const previousName = previousPeriodName(previousPeriod);
  return LISTENING_FIGURES.map((key) => ({
    key,
    ...METRIC_DEFINITIONS[key],
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
      ...SALES_DEFINITIONS.sales,
      value: formatCount(current.count),
      change: compare(current.count, previous.count, previousName),
    },
    {
      key: 'gross',
      ...SALES_DEFINITIONS.gross,
      value: formatPence(current.gross, current.currency),
      change: compare(current.gross, previous.gross, previousName),
    },
    {
      key: 'artist_share',
      ...SALES_DEFINITIONS.artist_share,
      value: formatPence(current.artist_share, current.currency),
      change: compare(current.artist_share, previous.artist_share, previousName),
    },
  ];
}

/** A period with neither full plays nor previews: the dashboard says so instead of zeros. */
export const hasNoPlays = (metrics: Metrics): boolean =>
  metrics.plays === 0 && metrics.previews === 0;

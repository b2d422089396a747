import type { Metrics } from '../api/analytics-api';

/**
 * What each figure of the dashboard is called and what it counts, in one place: the cards, the
 * top-tracks table, the daily chart and the albums say the same (docs/adr/0027, 0046). `hint`
 * is the short line under a card; `definition` the sentence shown on hover or focus.
 */
export interface FigureDefinition {
  label: string;
  hint: string;
  definition: string;
}

/** The listening figures the dashboard shows (of the API's counters, the distinct-listener
 * figure of plays and previews together stays in the CSV only). */
export type ShownMetric = Exclude<keyof Metrics, 'unique_listeners'>;

export const METRIC_DEFINITIONS: Readonly<Record<ShownMetric, FigureDefinition>> = {
  plays: {
    label: 'Plays',
    hint: 'Full plays started',
    definition:
      'Full plays started by listeners who can hear the whole track. Previews are counted apart.',
  },
  streams: {
    label: 'Streams',
    hint: 'Plays of 30 s or more',
    definition: 'Full plays that lasted 30 seconds or more.',
  },
  play_listeners: {
    label: 'Listeners',
    hint: 'People who played in full',
    definition:
      'Different people who started a full play: a signed-in listener once, a visitor once a day per browser. Never more than the plays.',
  },
  listening_time_ms: {
    label: 'Listening time',
    hint: 'Time spent on full plays',
    definition: 'Time heard in full plays, pauses left out. Previews add nothing to it.',
  },
  completes: {
    label: 'Completes',
    hint: 'Played to 90 % of the track',
    definition: 'Full plays that reached 90 % of the track.',
  },
  partials: {
    label: 'Partials',
    hint: '30 s or more, not to the end',
    definition: 'Full plays of 30 seconds or more that stopped before 90 % of the track.',
  },
  skips: {
    label: 'Skips',
    hint: 'Left before 30 s',
    definition: 'Full plays left before 30 seconds without reaching 90 % of the track.',
  },
  previews: {
    label: 'Previews',
    hint: 'Preview plays by visitors and non-buyers',
    definition:
      'Previews started: visitors, and listeners without access to the album, hear a short preview instead of the full track.',
  },
  preview_listeners: {
    label: 'Preview listeners',
    hint: 'People who heard a preview',
    definition:
      'Different people who started a preview: a signed-in listener once, a visitor once a day per browser. Never more than the previews.',
  },
};

/** Soundcheck revenue's figures. */
export const SALES_DEFINITIONS = {
  sales: {
    label: 'Soundcheck sales',
    hint: 'Paid and not refunded',
    definition:
      'Soundcheck purchases of your albums paid in the period, refunds and lost disputes left out.',
  },
  gross: {
    label: 'Gross revenue',
    hint: 'What buyers paid',
    definition: 'What buyers paid for those purchases, before the split.',
  },
  artist_share: {
    label: 'Your share',
    hint: 'Your 80 % of the gross',
    definition: 'Your 80 % of the gross revenue, rounded down to whole pence.',
  },
} as const satisfies Record<string, FigureDefinition>;

import type {
  ArtistAnalytics,
  DailyMetrics,
  Metrics,
  TrackAnalytics,
  TrackMetrics,
} from '../api/analytics-api';

export const NO_METRICS: Metrics = {
  plays: 0,
  streams: 0,
  unique_listeners: 0,
  play_listeners: 0,
  preview_listeners: 0,
  listening_time_ms: 0,
  completes: 0,
  partials: 0,
  skips: 0,
  previews: 0,
};

export const metrics = (overrides: Partial<Metrics> = {}): Metrics => ({
  ...NO_METRICS,
  ...overrides,
});

const DAY_MS = 86_400_000;

/** `count` days ending `to`, with a gentle weekly wave so charts look like real listening. */
export function dailyFixture(to: string, count: number, scale = 1): DailyMetrics[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    const plays = Math.round(scale * (40 + 25 * Math.sin(i / 1.2) + i * 1.5));
    return {
      day,
      ...metrics({
        plays,
        streams: Math.round(plays * 0.8),
        unique_listeners: Math.round(plays * 0.45),
        play_listeners: Math.round(plays * 0.4),
        preview_listeners: Math.round(plays * 0.06),
        listening_time_ms: plays * 150_000,
        completes: Math.round(plays * 0.5),
        partials: Math.round(plays * 0.3),
        skips: Math.round(plays * 0.2),
        previews: Math.round(plays * 0.1),
      }),
    };
  });
}

export const TRACK_IDS = {
  tidewater: '7a1c0a5e-2d7f-4c61-9d8e-1f2a3b4c5d01',
  harbourLights: '7a1c0a5e-2d7f-4c61-9d8e-1f2a3b4c5d02',
  lowTide: '7a1c0a5e-2d7f-4c61-9d8e-1f2a3b4c5d03',
} as const;
export const ALBUM_ID = '5b2d1c4e-8f9a-4b3c-a2d1-0e9f8a7b6c01';
export const ARTIST_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01';

export const trackMetrics = (
  track_id: string,
  title: string,
  overrides: Partial<Metrics> = {},
): TrackMetrics => ({
  track_id,
  title,
  album_id: ALBUM_ID,
  album_title: 'Night Ferry',
  ...metrics(overrides),
});

export const TRACKS: TrackMetrics[] = [
  trackMetrics(TRACK_IDS.tidewater, 'Tidewater', {
    plays: 820,
    streams: 700,
    unique_listeners: 310,
    play_listeners: 290,
    listening_time_ms: 150_000_000,
    completes: 520,
    partials: 180,
    skips: 120,
  }),
  trackMetrics(TRACK_IDS.harbourLights, 'Harbour Lights', {
    plays: 900,
    streams: 610,
    unique_listeners: 402,
    play_listeners: 380,
    previews: 40,
    preview_listeners: 31,
    listening_time_ms: 120_000_000,
    completes: 300,
    partials: 310,
    skips: 290,
  }),
  trackMetrics(TRACK_IDS.lowTide, 'Low Tide', {
    plays: 120,
    streams: 60,
    unique_listeners: 44,
    play_listeners: 44,
    listening_time_ms: 9_000_000,
    completes: 30,
    partials: 30,
    skips: 60,
  }),
];

/**
 * A Soundcheck track only visitors previewed (the demo's "Headlights (Demo)"): no plays, so no
 * listeners of plays; its preview listeners sit beside its previews (ADR 0046).
 */
export const PREVIEW_ONLY_TRACK: TrackMetrics = trackMetrics(
  '7a1c0a5e-2d7f-4c61-9d8e-1f2a3b4c5d04',
  'Headlights (Demo)',
  { previews: 96, preview_listeners: 70, unique_listeners: 70 },
);

/** The demo artist's 28 days to 26 Nov 2026, beside the 28 before. */
export function artistAnalyticsFixture(overrides: Partial<ArtistAnalytics> = {}): ArtistAnalytics {
  return {
    artist: { id: ARTIST_ID, name: 'Neon Harbor' },
    period: { from: '2026-10-30', to: '2026-11-26' },
    previous_period: { from: '2026-10-02', to: '2026-10-29' },
    totals: {
      current: metrics({
        plays: 1840,
        streams: 1370,
        unique_listeners: 655,
        play_listeners: 600,
        preview_listeners: 140,
        listening_time_ms: 279_000_000,
        completes: 850,
        partials: 520,
        skips: 470,
        previews: 212,
      }),
      previous: metrics({
        plays: 1600,
        streams: 1400,
        unique_listeners: 500,
        play_listeners: 500,
        listening_time_ms: 250_000_000,
        completes: 800,
        partials: 600,
        skips: 200,
        previews: 0,
      }),
    },
    daily: dailyFixture('2026-11-26', 28),
    tracks: TRACKS,
    albums: [{ album_id: ALBUM_ID, title: 'Night Ferry', plays: 1840, streams: 1370 }],
    platforms: [
      { key: 'mobile', plays: 1100 },
      { key: 'desktop', plays: 740 },
    ],
    devices: [
      { key: 'Chrome', plays: 1000 },
      { key: 'Safari', plays: 600 },
      { key: 'Firefox', plays: 240 },
    ],
    listeners: {
      current: { new: 120, returning: 300 },
      previous: { new: 90, returning: 250 },
    },
    sales: {
      current: { count: 12, gross: 7188, artist_share: 5750, currency: 'GBP' },
      previous: { count: 10, gross: 5990, artist_share: 4792, currency: 'GBP' },
    },
    ...overrides,
  };
}

/** A new artist: every figure zero. */
export function emptyAnalyticsFixture(): ArtistAnalytics {
  return artistAnalyticsFixture({
    totals: { current: NO_METRICS, previous: NO_METRICS },
    daily: dailyFixture('2026-11-26', 28, 0),
    tracks: [],
    albums: [],
    platforms: [
      { key: 'mobile', plays: 0 },
      { key: 'desktop', plays: 0 },
    ],
    devices: [],
    listeners: { current: { new: 0, returning: 0 }, previous: { new: 0, returning: 0 } },
    sales: {
      current: { count: 0, gross: 0, artist_share: 0, currency: 'GBP' },
      previous: { count: 0, gross: 0, artist_share: 0, currency: 'GBP' },
    },
  });
}

/** Retention shares falling from 1 as plays end (a typical curve: a drop early, a tail). */
const RETENTION_SHARES = [
  1, 0.86, 0.78, 0.74, 0.7, 0.67, 0.64, 0.62, 0.6, 0.58, 0.56, 0.55, 0.53, 0.52, 0.5, 0.49, 0.47,
  0.46, 0.44, 0.42, 0.38,
];

export function trackAnalyticsFixture(overrides: Partial<TrackAnalytics> = {}): TrackAnalytics {
  return {
    track: {
      id: TRACK_IDS.tidewater,
      title: 'Tidewater',
      album_title: 'Night Ferry',
      duration_ms: 205_000,
    },
    period: { from: '2026-10-30', to: '2026-11-26' },
    previous_period: { from: '2026-10-02', to: '2026-10-29' },
    totals: {
      current: metrics({
        plays: 820,
        streams: 700,
        unique_listeners: 310,
        play_listeners: 290,
        completes: 520,
      }),
      previous: metrics({
        plays: 700,
        streams: 650,
        unique_listeners: 300,
        play_listeners: 300,
        completes: 500,
      }),
    },
    daily: dailyFixture('2026-11-26', 28, 0.4),
    retention: RETENTION_SHARES.map((share, i) => ({ percent: i * 5, share })),
    ...overrides,
  };
}

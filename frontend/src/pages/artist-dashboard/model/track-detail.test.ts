/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { TrackAnalytics } from '../api/analytics-api';
import type { DashboardRequest } from '../lib/range';
import {
  artistAnalyticsFixture,
  TRACK_IDS,
  trackAnalyticsFixture,
} from '../testing/analytics-fixtures';
import { dashboardOpened, fetchAnalyticsFx, rangeChosen } from './dashboard';
import {
  $openTrackId,
  $trackError,
  $trackFigures,
  $trackStatus,
  fetchTrackFx,
  trackClosed,
  trackOpened,
  trackRetried,
} from './track-detail';

type TrackFetch = (params: {
  trackId: string;
  request: DashboardRequest;
}) => Promise<TrackAnalytics>;

function trackScope(fetch: TrackFetch) {
  const asked: { trackId: string; request: DashboardRequest }[] = [];
  const scope = fork({
    handlers: [
      [fetchAnalyticsFx, () => Promise.resolve(artistAnalyticsFixture())],
      [
        fetchTrackFx,
        (params: { trackId: string; request: DashboardRequest }) => {
          asked.push(params);
          return fetch(params);
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('track detail model', () => {
  test("opening a track fetches its figures and curve for the dashboard's range", async () => {
    const figures = trackAnalyticsFixture();
    const { scope, asked } = trackScope(() => Promise.resolve(figures));
    await allSettled(dashboardOpened, { scope, params: { role: 'admin', artistId: 'a-1' } });

    await allSettled(trackOpened, { scope, params: TRACK_IDS.tidewater });

    expect(asked).toEqual([
      { trackId: TRACK_IDS.tidewater, request: { range: { preset: '28d' }, artistId: 'a-1' } },
    ]);
    expect(scope.getState($trackStatus)).toBe('ready');
    expect(scope.getState($trackFigures)).toBe(figures);
  });

  test('a new range reloads the open track; with none open, nothing is fetched', async () => {
    const { scope, asked } = trackScope(() => Promise.resolve(trackAnalyticsFixture()));
    await allSettled(rangeChosen, { scope, params: { preset: '7d' } });
    expect(asked).toEqual([]);

    await allSettled(trackOpened, { scope, params: TRACK_IDS.lowTide });
    await allSettled(rangeChosen, { scope, params: { preset: '365d' } });

    expect(asked.map(({ trackId, request }) => [trackId, request.range])).toEqual([
      [TRACK_IDS.lowTide, { preset: '7d' }],
      [TRACK_IDS.lowTide, { preset: '365d' }],
    ]);
  });

  test('closing forgets the track; a reply arriving after that is dropped', async () => {
    let release: () => void = () => undefined;
    const { scope } = trackScope(
      () =>
        new Promise((resolve) => {
          release = () => {
            resolve(trackAnalyticsFixture());
          };
        }),
    );
    const opening = allSettled(trackOpened, { scope, params: TRACK_IDS.tidewater });
    expect(scope.getState($trackStatus)).toBe('loading');
    const closing = allSettled(trackClosed, { scope });
    release();
    await Promise.all([opening, closing]);

    expect(scope.getState($openTrackId)).toBeNull();
    expect(scope.getState($trackStatus)).toBe('closed');
    expect(scope.getState($trackFigures)).toBeNull();
  });

  test('a failed track can be retried', async () => {
    let answer: TrackFetch = () =>
      Promise.reject(new ApiError(404, 'x', 'Track not found', 'ANALYTICS.UNKNOWN_TRACK'));
    const { scope } = trackScope((params) => answer(params));
    await allSettled(trackOpened, { scope, params: TRACK_IDS.tidewater });
    expect(scope.getState($trackStatus)).toBe('failed');
    expect(scope.getState($trackError)).toBe(
      'We could not load your figures. Check your connection and try again.',
    );

    answer = () => Promise.resolve(trackAnalyticsFixture());
    await allSettled(trackRetried, { scope });
    expect(scope.getState($trackStatus)).toBe('ready');
  });
});

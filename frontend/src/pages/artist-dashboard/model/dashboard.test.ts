/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { ArtistAnalytics } from '../api/analytics-api';
import type { DashboardRequest } from '../lib/range';
import { artistAnalyticsFixture, emptyAnalyticsFixture } from '../testing/analytics-fixtures';
import {
  $figures,
  $loadError,
  $refusal,
  $request,
  $status,
  dashboardOpened,
  dashboardRetried,
  fetchAnalyticsFx,
  rangeChosen,
} from './dashboard';

type Fetch = (request: DashboardRequest) => Promise<ArtistAnalytics>;

function dashboardScope(fetch: Fetch) {
  const asked: DashboardRequest[] = [];
  const scope = fork({
    handlers: [
      [
        fetchAnalyticsFx,
        (request: DashboardRequest) => {
          asked.push(request);
          return fetch(request);
        },
      ],
    ],
  });
  return { scope, asked };
}

const refusal = (status: number, code: string) => new ApiError(status, 'x', 'refused', code);

describe('artist dashboard model', () => {
  test('an artist opens it: the default 28 days are fetched and shown', async () => {
    const figures = artistAnalyticsFixture();
    const { scope, asked } = dashboardScope(() => Promise.resolve(figures));

    await allSettled(dashboardOpened, { scope, params: { role: 'artist', artistId: null } });

    expect(asked).toEqual([{ range: { preset: '28d' }, artistId: null }]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($figures)).toBe(figures);
  });

  test("an admin's ?artist_id= is asked for", async () => {
    const { scope, asked } = dashboardScope(() => Promise.resolve(artistAnalyticsFixture()));
    await allSettled(dashboardOpened, { scope, params: { role: 'admin', artistId: 'a-7' } });
    expect(asked).toEqual([{ range: { preset: '28d' }, artistId: 'a-7' }]);
  });

  test('a listener is refused without a call', async () => {
    const { scope, asked } = dashboardScope(() => Promise.resolve(artistAnalyticsFixture()));

    await allSettled(dashboardOpened, { scope, params: { role: 'listener', artistId: null } });
    await allSettled(rangeChosen, { scope, params: { preset: '7d' } });

    expect(asked).toEqual([]);
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($refusal)).toBe('not_an_artist');
  });

  test.each([
    [403, 'ANALYTICS.NOT_LINKED', 'not_linked'],
    [403, 'ANALYTICS.NOT_AN_ARTIST', 'not_an_artist'],
    [403, 'ANALYTICS.OTHER_ARTIST', 'other_artist'],
    [400, 'ANALYTICS.ARTIST_REQUIRED', 'artist_required'],
  ])('the server refuses with %i %s: the page says why', async (status, code, expected) => {
    const { scope } = dashboardScope(() => Promise.reject(refusal(status, code)));
    await allSettled(dashboardOpened, { scope, params: { role: 'artist', artistId: null } });
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($refusal)).toBe(expected);
  });

  test('a new range is fetched; the old figures stay while it loads', async () => {
    const first = artistAnalyticsFixture();
    const second = emptyAnalyticsFixture();
    let answer: Fetch = () => Promise.resolve(first);
    const { scope, asked } = dashboardScope((request) => answer(request));
    await allSettled(dashboardOpened, { scope, params: { role: 'artist', artistId: null } });

    let release: () => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = () => {
          resolve(second);
        };
      });
    const switched = allSettled(rangeChosen, { scope, params: { preset: '90d' } });
    expect(scope.getState($status)).toBe('loading');
    expect(scope.getState($figures)).toBe(first);
    release();
    await switched;

    expect(asked.at(-1)).toEqual({ range: { preset: '90d' }, artistId: null });
    expect(scope.getState($request).range).toEqual({ preset: '90d' });
    expect(scope.getState($figures)).toBe(second);
  });

  test('a reply to an older range never replaces the newer one', async () => {
    const slow = artistAnalyticsFixture({ artist: { id: 'x', name: 'Slow 7 days' } });
    const fast = artistAnalyticsFixture({ artist: { id: 'x', name: 'Fast 90 days' } });
    const { scope } = dashboardScope((request) =>
      'preset' in request.range && request.range.preset === '7d'
        ? new Promise((resolve) => {
            setTimeout(() => {
              resolve(slow);
            }, 20);
          })
        : Promise.resolve(fast),
    );

    await Promise.all([
      allSettled(rangeChosen, { scope, params: { preset: '7d' } }),
      allSettled(rangeChosen, { scope, params: { preset: '90d' } }),
    ]);

    expect(scope.getState($figures)?.artist.name).toBe('Fast 90 days');
    expect(scope.getState($status)).toBe('ready');
  });

  test('a failure can be retried; a bad custom range shows the server’s words', async () => {
    let answer: Fetch = () =>
      Promise.reject(new ApiError(400, 'x', 'to must not be in the future', 'ANALYTICS.BAD_RANGE'));
    const { scope } = dashboardScope((request) => answer(request));
    await allSettled(dashboardOpened, { scope, params: { role: 'artist', artistId: null } });
    await allSettled(rangeChosen, { scope, params: { from: '2026-11-01', to: '2099-01-01' } });

    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($loadError)).toBe('to must not be in the future');

    answer = () => Promise.resolve(artistAnalyticsFixture());
    await allSettled(dashboardRetried, { scope });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($loadError)).toBeNull();
  });
});

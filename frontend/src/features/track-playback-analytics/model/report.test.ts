import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { trackPlayed } from '@/entities/player';
import { $sessionToken } from '@/entities/session';
import { type FakeFetch, installFakeFetch } from '@/shared/lib/testing';
import type { PlayReport } from '../lib/play-event';
import { PAGE_SESSION_ID } from '../lib/session-id';
import { playbackAnalyticsStarted } from './page-hide';
import { playReported, sendPlayEventFx } from './report';
import { a } from '../testing/tracking-test-kit';
import { $clock } from './tracking';

const report: PlayReport = {
  eventType: 'skip_forward',
  track: a,
  listeningMs: 30_000,
  positionSeconds: 250,
  durationSeconds: 200,
};

const accepted = () => new Response(null, { status: 202 });
const sentBody = (fetch: FakeFetch) => fetch.request().json();
const sentHeaders = (fetch: FakeFetch) => Object.fromEntries(fetch.request().headers);

describe('sending play events', () => {
  test('posts the whole payload with the session token', async () => {
    const fetch = installFakeFetch(accepted);
    const scope = fork({ values: [[$sessionToken, 'token-1']] });
    await allSettled(playReported, { scope, params: report });

    expect(fetch.requests).toHaveLength(1);
    expect(sentHeaders(fetch)).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer token-1',
    });
    expect(await sentBody(fetch)).toStrictEqual({
      track_id: 'a',
      track_title: 'Title a',
      artist_id: 'ar-a',
      artist_name: 'Artist a',
      track_duration_ms: 200_000,
      listening_time_ms: 30_000,
      event_type: 'skip_forward',
      play_source: 'web_app',
      session_id: PAGE_SESSION_ID,
      completion_percentage: 100,
      skip_reason: 'user_skip',
      platform: 'desktop',
      device_type: 'unknown',
      app_version: 'web-1.0.0',
    });
  });

  test('a visitor’s events go without Authorization', async () => {
    const fetch = installFakeFetch(accepted);
    await allSettled(playReported, { scope: fork(), params: report });
    expect(sentHeaders(fetch)).toEqual({ 'content-type': 'application/json' });
  });

  test('platform and browser are read when the event is sent', async () => {
    const fetch = installFakeFetch(accepted);
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query === '(max-width: 767px)', media: query }) as MediaQueryList,
      );
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0');
    await allSettled(playReported, { scope: fork(), params: report });

    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(await sentBody(fetch)).toMatchObject({ platform: 'mobile', device_type: 'Firefox' });
  });

  test.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['the server refuses', new Response(null, { status: 500 })],
  ])('when %s the failure is only logged', async (_, answer) => {
    installFakeFetch(answer);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = fork();

    await expect(allSettled(playReported, { scope, params: report })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Analytics: the play event was not recorded');
  });
});

describe('the page going away', () => {
  test('once started, pagehide reports the playing track as paused', async () => {
    let now = 5_000;
    const send = jest.fn((_: { report: PlayReport; token: string | null }) => undefined);
    const scope = fork({ values: [[$clock, () => now]], handlers: [[sendPlayEventFx, send]] });
    await allSettled(playbackAnalyticsStarted, { scope });
    await allSettled(trackPlayed, { scope, params: { track: a, playlist: [a] } });
    now += 12_000;

    window.dispatchEvent(new Event('pagehide'));

    const sent = send.mock.calls.map(
      ([
        {
          report: { eventType, listeningMs },
        },
      ]) => [eventType, listeningMs],
    );
    expect(sent).toEqual([
      ['play_start', 0],
      ['pause', 12_000],
    ]);
  });
});

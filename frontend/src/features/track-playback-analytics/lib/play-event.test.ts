import { buildPlayEvent, completionPercentage, type PlayReport } from './play-event';

const report: PlayReport = {
  eventType: 'pause',
  track: { id: 'tr-1', title: 'Harbour Lights', artistId: 'ar-1', artistName: 'Neon Harbor' },
  listeningMs: 61_234.6,
  positionSeconds: 107.2,
  durationSeconds: 214.5,
};
const environment = {
  sessionId: 'web-0123abcd',
  platform: 'desktop',
  deviceType: 'Firefox',
} as const;

describe('buildPlayEvent', () => {
  test('carries exactly the spec’s fields', () => {
    expect(buildPlayEvent(report, environment)).toStrictEqual({
      track_id: 'tr-1',
      track_title: 'Harbour Lights',
      artist_id: 'ar-1',
      artist_name: 'Neon Harbor',
      track_duration_ms: 214_500,
      listening_time_ms: 61_235,
      event_type: 'pause',
      play_source: 'web_app',
      session_id: 'web-0123abcd',
      completion_percentage: 49,
      skip_reason: null,
      platform: 'desktop',
      device_type: 'Firefox',
      app_version: 'web-1.0.0',
    });
  });

  test('takes only the track fields it needs from a richer track object', () => {
    const richer = {
      ...report,
      track: { ...report.track, albumName: 'Night Ferry', audioUrl: 'x' },
    };
    expect(Object.keys(buildPlayEvent(richer, environment))).toHaveLength(14);
  });

  test.each([
    ['skip_forward', 'user_skip'],
    ['skip_backward', 'user_skip'],
    ['play_start', null],
    ['play_resume', null],
    ['pause', null],
    ['track_complete', null],
  ] as const)('%s → skip_reason %p', (eventType, reason) => {
    expect(buildPlayEvent({ ...report, eventType }, environment).skip_reason).toBe(reason);
  });

  test('mobile platform and an unknown browser are passed through', () => {
    const event = buildPlayEvent(report, {
      ...environment,
      platform: 'mobile',
      deviceType: 'unknown',
    });
    expect(event).toMatchObject({ platform: 'mobile', device_type: 'unknown' });
  });

  test('durations and times are whole, non-negative milliseconds', () => {
    const event = buildPlayEvent(
      { ...report, durationSeconds: 94.0004, listeningMs: -5 },
      environment,
    );
    expect(event).toMatchObject({ track_duration_ms: 94_000, listening_time_ms: 0 });
    const unknown = buildPlayEvent({ ...report, durationSeconds: Number.NaN }, environment);
    expect(unknown).toMatchObject({ track_duration_ms: 0, completion_percentage: 0 });
  });
});

describe('completionPercentage', () => {
  test.each([
    [0, 200, 0],
    [50, 200, 25],
    [199.9, 200, 99],
    [200, 200, 100],
    [260, 200, 100],
    [-3, 200, 0],
    [10, 0, 0],
    [10, -1, 0],
    [Number.NaN, 200, 0],
    [10, Number.POSITIVE_INFINITY, 0],
  ])('%p s of %p s → %p (an integer, floored, capped at 100)', (position, duration, expected) => {
    expect(completionPercentage(position, duration)).toBe(expected);
  });
});

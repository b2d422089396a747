/** @jest-environment node */
import { dailyFixture, trackAnalyticsFixture } from '../testing/analytics-fixtures';
import { dailySeries, retentionSeries, retentionSummary, seriesSummary } from './chart-series';

describe('daily series', () => {
  const daily = dailyFixture('2026-11-26', 3);

  test('one point a day, labelled by its UTC day', () => {
    expect(dailySeries(daily, 'plays')).toEqual(
      daily.map((day) => ({ label: expect.any(String) as string, value: day.plays })),
    );
    expect(dailySeries(daily, 'plays').map((point) => point.label)).toEqual([
      '24 Nov',
      '25 Nov',
      '26 Nov',
    ]);
  });

  test('listening time is charted in hours', () => {
    const days = dailyFixture('2026-11-26', 1).map((day) => ({
      ...day,
      listening_time_ms: 5_400_000,
    }));
    const [first] = dailySeries(days, 'listening_time_ms');
    expect(first?.value).toBe(1.5);
  });

  test('a summary names the range and the peak', () => {
    expect(
      seriesSummary(
        'Plays per day',
        [
          { label: '1 Nov', value: 3 },
          { label: '2 Nov', value: 1200 },
          { label: '3 Nov', value: 7 },
        ],
        'plays',
      ),
    ).toBe('Plays per day, 1 Nov to 3 Nov: highest 1,200 plays (2 Nov).');
    expect(seriesSummary('Plays per day', [{ label: '1 Nov', value: 0 }], 'plays')).toBe(
      'Plays per day, 1 Nov to 1 Nov: none.',
    );
    expect(seriesSummary('Plays per day', [], 'plays')).toBe('Plays per day: no data.');
  });
});

describe('retention → chart points', () => {
  test('x the position in the track, y the percentage still listening', () => {
    const points = retentionSeries([
      { percent: 0, share: 1 },
      { percent: 5, share: 0.8571 },
      { percent: 100, share: 0.38 },
    ]);
    expect(points).toEqual([
      { label: '0%', value: 100 },
      { label: '5%', value: 85.7 },
      { label: '100%', value: 38 },
    ]);
  });

  test('21 points for the 21 positions the server sends', () => {
    expect(retentionSeries(trackAnalyticsFixture().retention)).toHaveLength(21);
  });

  test('the curve in a sentence, and no plays at all', () => {
    expect(retentionSummary(trackAnalyticsFixture().retention)).toBe(
      'Retention: half of plays had stopped by 75% of the track; 38% listened to the end.',
    );
    expect(retentionSummary([{ percent: 0, share: 0 }])).toBe(
      'Retention: no full plays in this period.',
    );
  });
});

/** @jest-environment node */
import {
  analyticsQuery,
  customRangeProblem,
  periodLabel,
  previousPeriodName,
  sameRequest,
  shortDay,
} from './range';

const NOW = new Date('2026-11-26T23:30:00Z');

describe('the analytics query of a range', () => {
  test('a preset, or a custom from–to; an admin names the artist', () => {
    expect(analyticsQuery({ range: { preset: '90d' }, artistId: null })).toEqual({ range: '90d' });
    expect(
      analyticsQuery({ range: { from: '2026-01-01', to: '2026-01-31' }, artistId: 'a-1' }),
    ).toEqual({ range: 'custom', from: '2026-01-01', to: '2026-01-31', artist_id: 'a-1' });
  });

  test('requests are the same only for the same artist and range', () => {
    const base = { range: { preset: '28d' as const }, artistId: null };
    expect(sameRequest(base, { range: { preset: '28d' }, artistId: null })).toBe(true);
    expect(sameRequest(base, { range: { preset: '7d' }, artistId: null })).toBe(false);
    expect(sameRequest(base, { range: { preset: '28d' }, artistId: 'x' })).toBe(false);
    expect(
      sameRequest(
        { range: { from: '2026-01-01', to: '2026-01-02' }, artistId: null },
        { range: { from: '2026-01-01', to: '2026-01-03' }, artistId: null },
      ),
    ).toBe(false);
  });
});

describe('customRangeProblem (the server’s rules, in the form’s words)', () => {
  test('a valid range, today included (UTC), up to 366 days', () => {
    expect(customRangeProblem('2026-11-01', '2026-11-26', NOW)).toBeNull();
    expect(customRangeProblem('2025-11-26', '2026-11-26', NOW)).toBeNull();
  });

  test('each way a range can be wrong', () => {
    expect(customRangeProblem('', '2026-11-26', NOW)).toBe('Choose both a start and an end day.');
    expect(customRangeProblem('2026-02-30', '2026-03-02', NOW)).toBe(
      'Choose both a start and an end day.',
    );
    expect(customRangeProblem('2026-11-20', '2026-11-10', NOW)).toBe(
      'The start day must not be after the end day.',
    );
    expect(customRangeProblem('2026-11-20', '2026-11-27', NOW)).toBe(
      'The end day must not be in the future.',
    );
    expect(customRangeProblem('2019-12-31', '2020-01-05', NOW)).toBe(
      'The start day must not be before 2020-01-01.',
    );
    expect(customRangeProblem('2025-11-25', '2026-11-26', NOW)).toBe(
      'A range may span at most 366 days.',
    );
  });
});

describe('period labels', () => {
  test('a period within a year, across years, and a single day', () => {
    expect(periodLabel({ from: '2026-10-30', to: '2026-11-26' })).toBe('30 Oct – 26 Nov 2026');
    expect(periodLabel({ from: '2025-12-30', to: '2026-01-05' })).toBe('30 Dec 2025 – 5 Jan 2026');
    expect(periodLabel({ from: '2026-11-05', to: '2026-11-05' })).toBe('5 Nov 2026');
  });

  test('a text that is not a day is shown as it came, never a crash', () => {
    expect(shortDay('2026-10-30 00:00:00+00')).toBe('2026-10-30 00:00:00+00');
    expect(periodLabel({ from: 'soon', to: '2026-11-05' })).toBe('soon – 5 Nov 2026');
  });

  test('the period before is named by its length', () => {
    expect(previousPeriodName({ from: '2026-10-02', to: '2026-10-29' })).toBe(
      'the previous 28 days',
    );
    expect(previousPeriodName({ from: '2026-11-25', to: '2026-11-25' })).toBe('the previous day');
  });
});

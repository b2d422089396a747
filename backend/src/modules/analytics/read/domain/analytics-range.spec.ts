import { daysOf, MAX_RANGE_DAYS, parseDay, resolveRange } from './analytics-range.js';

const NOW = new Date('2026-11-26T15:30:00.000Z');

describe('resolveRange', () => {
  it('a preset ends today (UTC) and the previous period is as long, just before it', () => {
    expect(resolveRange({ range: '7d' }, NOW)).toEqual({
      period: { from: '2026-11-20', to: '2026-11-26' },
      previous: { from: '2026-11-13', to: '2026-11-19' },
      days: 7,
    });
    expect(resolveRange({}, NOW)).toMatchObject({ days: 28, period: { from: '2026-10-30' } });
    expect(resolveRange({ range: '365d' }, NOW)).toMatchObject({
      period: { from: '2025-11-27', to: '2026-11-26' },
    });
  });

  it('a custom range is inclusive on both ends', () => {
    expect(resolveRange({ range: 'custom', from: '2026-02-27', to: '2026-03-02' }, NOW)).toEqual({
      period: { from: '2026-02-27', to: '2026-03-02' },
      previous: { from: '2026-02-23', to: '2026-02-26' },
      days: 4,
    });
    expect(resolveRange({ from: '2026-11-26', to: '2026-11-26' }, NOW)).toMatchObject({ days: 1 });
  });

  it('says what is wrong with a range it cannot serve', () => {
    const cases: [Parameters<typeof resolveRange>[0], string][] = [
      [{ range: 'custom' }, 'A custom range needs both from and to'],
      [
        { range: '7d', from: '2026-01-01', to: '2026-01-02' },
        'Give either a preset range or from and to, not both',
      ],
      [{ from: '2026-02-30', to: '2026-03-02' }, 'from and to must both be days (YYYY-MM-DD)'],
      [{ from: '2026-03-02' }, 'from and to must both be days (YYYY-MM-DD)'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to'],
      [{ from: '2026-11-20', to: '2026-11-27' }, 'to must not be in the future'],
      [{ from: '2019-12-31', to: '2020-01-02' }, 'from must not be before 2020-01-01'],
      [{ from: '2024-01-01', to: '2025-01-01' }, `A range may span at most ${MAX_RANGE_DAYS} days`],
    ];
    for (const [request, reason] of cases) expect(resolveRange(request, NOW)).toBe(reason);
  });
});

describe('days', () => {
  it('parses only real calendar days and lists a period’s days in order', () => {
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2024-02-29')).not.toBeNull();
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

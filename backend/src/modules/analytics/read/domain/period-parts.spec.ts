import { periodParts } from './period-parts.js';

const now = new Date('2026-11-26T15:00:00.000Z');

describe('periodParts', () => {
  test('a preset ending today: closed up to the day before yesterday, open yesterday and today', () => {
    expect(periodParts({ from: '2026-10-30', to: '2026-11-26' }, now)).toEqual({
      closed: { from: '2026-10-30', to: '2026-11-24' },
      open: { from: '2026-11-25', to: '2026-11-26' },
    });
  });

  test('a period that ended before yesterday is closed only', () => {
    expect(periodParts({ from: '2026-10-01', to: '2026-11-24' }, now)).toEqual({
      closed: { from: '2026-10-01', to: '2026-11-24' },
      open: null,
    });
  });

  test('a period of yesterday and today, or of today alone, is open only', () => {
    expect(periodParts({ from: '2026-11-25', to: '2026-11-26' }, now)).toEqual({
      closed: null,
      open: { from: '2026-11-25', to: '2026-11-26' },
    });
    expect(periodParts({ from: '2026-11-26', to: '2026-11-26' }, now)).toEqual({
      closed: null,
      open: { from: '2026-11-26', to: '2026-11-26' },
    });
  });

  test('a period ending yesterday keeps yesterday open', () => {
    expect(periodParts({ from: '2026-11-19', to: '2026-11-25' }, now)).toEqual({
      closed: { from: '2026-11-19', to: '2026-11-24' },
      open: { from: '2026-11-25', to: '2026-11-25' },
    });
  });

  test('just after midnight UTC the days move on', () => {
    expect(
      periodParts({ from: '2026-11-20', to: '2026-11-27' }, new Date('2026-11-27T00:00:01Z')),
    ).toEqual({
      closed: { from: '2026-11-20', to: '2026-11-25' },
      open: { from: '2026-11-26', to: '2026-11-27' },
    });
  });
});

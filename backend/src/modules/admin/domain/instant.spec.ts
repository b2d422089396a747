import { parseInstant } from './instant.js';

describe('parseInstant', () => {
  it('reads a day as its first moment, UTC, and an instant as given', () => {
    expect(parseInstant('2026-11-26')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(parseInstant('2026-11-26T14:05Z')?.toISOString()).toBe('2026-11-26T14:05:00.000Z');
    expect(parseInstant('2026-11-26T14:05:07.5Z')?.toISOString()).toBe('2026-11-26T14:05:07.500Z');
  });

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-11-26T25:00Z',
    '2026-11-26T14:60Z',
    '1969-12-31',
    'x',
  ])('refuses %s', (raw) => {
    expect(parseInstant(raw)).toBeNull();
  });
});

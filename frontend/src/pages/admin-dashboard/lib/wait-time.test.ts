/** @jest-environment node */
import { formatWait } from './wait-time';

describe('formatWait', () => {
  test.each([
    [0, '—'],
    [0.4, '0 s'],
    [45.9, '45 s'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [3600 * 3 + 5 * 60 + 59, '3 h 5 min'],
    [86_400, '1 d'],
    [86_400 * 2 + 3600 * 4 + 30, '2 d 4 h'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

import { formatDuration, normaliseDurationSeconds } from './duration';

describe('normaliseDurationSeconds', () => {
  test.each([
    [94.5, 94.5],
    [3600, 3600],
    [3601, 3.601],
    [215000, 215],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%p → %p seconds', (duration, seconds) => {
    expect(normaliseDurationSeconds(duration)).toBeCloseTo(seconds);
  });
});

describe('formatDuration', () => {
  test.each([
    [0, '0:00'],
    [9, '0:09'],
    [94.5, '1:34'],
    [599.99, '9:59'],
    [3600, '1:00:00'],
    [215000, '3:35'],
    [3725000, '1:02:05'],
  ])('%p → %s', (duration, text) => {
    expect(formatDuration(duration)).toBe(text);
  });
});

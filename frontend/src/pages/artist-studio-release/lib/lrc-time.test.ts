import { formatLrcTime, spokenLrcTime } from './lrc-time';

test.each([
  [0, '0:00.00'],
  [8.32, '0:08.32'],
  [34.61, '0:34.61'],
  [65.685, '1:05.69'],
  [59.999, '1:00.00'],
  [600, '10:00.00'],
])('formatLrcTime(%p) is %p', (seconds, text) => {
  expect(formatLrcTime(seconds)).toBe(text);
});

test('spokenLrcTime', () => {
  expect(spokenLrcTime(1.5)).toBe('1 second');
  expect(spokenLrcTime(34.61)).toBe('34 seconds');
  expect(spokenLrcTime(61)).toBe('1 minute 1 second');
  expect(spokenLrcTime(125)).toBe('2 minutes 5 seconds');
});

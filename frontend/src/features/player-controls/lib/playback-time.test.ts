import { formatClock, formatRemaining, seekValueText, volumeValueText } from './playback-time';

describe('playback time', () => {
  test.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [62.4, '1:02'],
    [3725, '1:02:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('formatClock(%p) is %p', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  test('an hour-long position stays in seconds (no millisecond rule)', () => {
    expect(formatClock(3601)).toBe('1:00:01');
  });

  test('remaining time is negative and adds up with the elapsed time', () => {
    expect(formatRemaining(62.4, 225)).toBe('-2:43');
    expect(formatRemaining(0, 225)).toBe('-3:45');
    expect(formatRemaining(230, 225)).toBe('-0:00');
  });

  test('slider value texts', () => {
    expect(seekValueText(62, 225)).toBe('1:02 of 3:45');
    expect(volumeValueText(0.754)).toBe('75%');
  });
});

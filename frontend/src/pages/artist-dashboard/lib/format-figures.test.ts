/** @jest-environment node */
import {
  formatCompact,
  formatCount,
  formatDuration,
  formatListeningTime,
  formatPence,
  formatShare,
  listeningHours,
} from './format-figures';

describe('figures as people read them', () => {
  test('counts are grouped; axes shorten only large numbers', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCompact(9999)).toBe('9,999');
    expect(formatCompact(12_400)).toBe('12.4K');
    expect(formatCompact(3_400_000)).toBe('3.4M');
  });

  test('listening time in hours and minutes, never folded into days', () => {
    expect(formatListeningTime(0)).toBe('0 min');
    expect(formatListeningTime(400)).toBe('1 s');
    expect(formatListeningTime(40_000)).toBe('40 s');
    expect(formatListeningTime(45 * 60_000)).toBe('45 min');
    expect(formatListeningTime(2 * 3_600_000)).toBe('2 h');
    expect(formatListeningTime(279_000_000)).toBe('77 h 30 min');
    expect(formatListeningTime(3_000 * 3_600_000 + 60_000)).toBe('3,000 h 1 min');
    expect(listeningHours(279_000_000)).toBe(77.5);
  });

  test('money from pence: the Soundcheck price and the 80 % share', () => {
    expect(formatPence(7188, 'GBP')).toBe('£71.88');
    expect(formatPence(5750, 'gbp')).toBe('£57.50');
    expect(formatPence(123_450, 'GBP')).toBe('£1,234.50');
    expect(formatPence(0, 'GBP')).toBe('£0.00');
  });

  test('shares as whole percent; a sliver is "<1%", not 0 %', () => {
    expect(formatShare(0.4567)).toBe('46%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(0.001)).toBe('<1%');
  });

  test('a track length as m:ss', () => {
    expect(formatDuration(205_000)).toBe('3:25');
    expect(formatDuration(59_600)).toBe('1:00');
  });
});

/** @jest-environment node */
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  test('a time stamp reads as its UTC day', () => {
    expect(formatLongDate('2026-11-25T14:03:00.000Z')).toBe('25 November 2026');
    expect(formatLongDate('2026-11-25T23:59:59.000Z')).toBe('25 November 2026');
  });

  test('nothing for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});

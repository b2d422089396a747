/** @jest-environment node */
import { formatDateTime, formatLongDate } from './format-date';

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

describe('formatDateTime', () => {
  test('a time stamp reads to the minute in UTC, and says so', () => {
    expect(formatDateTime('2026-11-25T14:03:59.000Z')).toBe('25 Nov 2026, 14:03 UTC');
    expect(formatDateTime('2026-11-25T00:05:00.000+02:00')).toBe('24 Nov 2026, 22:05 UTC');
  });

  test('nothing for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('soon')).toBeNull();
  });
});

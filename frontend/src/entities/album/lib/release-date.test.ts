/** @jest-environment node */
import { formatReleaseDate, releaseYear, trackCountLabel } from './release-date';

describe('release dates', () => {
  test('reads the date as a calendar day', () => {
    expect(formatReleaseDate('2021-06-18')).toBe('18 June 2021');
    expect(formatReleaseDate('2022-01-01')).toBe('1 January 2022');
    expect(releaseYear('2021-06-18')).toBe('2021');
  });

  test('missing or unreadable dates give null', () => {
    expect(formatReleaseDate(null)).toBeNull();
    expect(formatReleaseDate('soon')).toBeNull();
    expect(releaseYear(null)).toBeNull();
  });

  test('counts tracks in words', () => {
    expect(trackCountLabel(1)).toBe('1 track');
    expect(trackCountLabel(0)).toBe('0 tracks');
    expect(trackCountLabel(7)).toBe('7 tracks');
  });
});

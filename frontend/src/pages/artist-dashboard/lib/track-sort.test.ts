/** @jest-environment node */
import { TRACKS, trackMetrics } from '../testing/analytics-fixtures';
import { DEFAULT_TRACK_SORT, nextSort, sortTracks } from './track-sort';

const titles = (tracks: { title: string }[]) => tracks.map((track) => track.title);

describe('sorting the top tracks', () => {
  test('by any figure, either way; by title A–Z', () => {
    expect(titles(sortTracks(TRACKS, DEFAULT_TRACK_SORT))).toEqual([
      'Tidewater',
      'Harbour Lights',
      'Low Tide',
    ]);
    expect(titles(sortTracks(TRACKS, { key: 'plays', direction: 'descending' }))).toEqual([
      'Harbour Lights',
      'Tidewater',
      'Low Tide',
    ]);
    expect(titles(sortTracks(TRACKS, { key: 'skips', direction: 'ascending' }))).toEqual([
      'Low Tide',
      'Tidewater',
      'Harbour Lights',
    ]);
    expect(titles(sortTracks(TRACKS, { key: 'title', direction: 'ascending' }))).toEqual([
      'Harbour Lights',
      'Low Tide',
      'Tidewater',
    ]);
  });

  test("ties keep the server's order, and the input is not changed", () => {
    const tied = [
      trackMetrics('a', 'B side', { plays: 5 }),
      trackMetrics('b', 'A side', { plays: 5 }),
    ];
    expect(titles(sortTracks(tied, { key: 'plays', direction: 'ascending' }))).toEqual([
      'B side',
      'A side',
    ]);
    expect(titles(tied)).toEqual(['B side', 'A side']);
  });

  test('a header click flips its column; a new column starts in its natural order', () => {
    expect(nextSort(DEFAULT_TRACK_SORT, 'streams')).toEqual({
      key: 'streams',
      direction: 'ascending',
    });
    expect(nextSort(DEFAULT_TRACK_SORT, 'title')).toEqual({
      key: 'title',
      direction: 'ascending',
    });
    expect(nextSort(DEFAULT_TRACK_SORT, 'skips')).toEqual({
      key: 'skips',
      direction: 'descending',
    });
  });
});

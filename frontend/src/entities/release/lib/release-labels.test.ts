import { releaseSummaryFixture } from '../testing/release-fixtures';
import { formatStudioTime, releaseStatusLine } from './release-labels';

describe('releaseStatusLine', () => {
  test.each([
    [0, 0, 'No tracks yet'],
    [1, 1, '1 track, ready'],
    [3, 3, '3 tracks, all ready'],
    [3, 2, '2 of 3 tracks ready'],
    [1, 0, '0 of 1 track ready'],
  ])('a draft with %i tracks, %i ready: %s', (total, ready, line) => {
    const release = releaseSummaryFixture({ track_count: total, ready_track_count: ready });
    expect(releaseStatusLine(release, 'UTC')).toBe(line);
  });

  test('a scheduled release says when it goes public', () => {
    const release = releaseSummaryFixture({
      state: 'scheduled',
      scheduled_for: '2026-12-24T18:00:00.000Z',
    });
    expect(releaseStatusLine(release, 'UTC')).toBe('Goes public 24 Dec 2026, 18:00');
  });

  test('a published release says since when; a taken-down one points to the reason', () => {
    expect(
      releaseStatusLine(
        releaseSummaryFixture({ state: 'published', published_at: '2026-11-01T08:05:00Z' }),
        'UTC',
      ),
    ).toBe('Public since 1 Nov 2026, 08:05');
    expect(releaseStatusLine(releaseSummaryFixture({ state: 'taken_down' }))).toBe(
      'Taken down by Encore: open it to see why',
    );
  });

  test('a time that cannot be read is shown as it came', () => {
    expect(formatStudioTime('soon')).toBe('soon');
  });
});

/** @jest-environment node */
import { releaseFixture, takenDownFixture } from '../testing/release-fixtures';
import { publicationOf, releaseSummary } from './release-state';

describe('a release in the admin list', () => {
  test('says what it is in a few words', () => {
    expect(releaseSummary(releaseFixture())).toBe('Single · 1 track');
    expect(releaseSummary(releaseFixture({ release_type: 'ep', track_count: 5 }))).toBe(
      'EP · 5 tracks',
    );
  });

  test('a public release says when it went public and who published it', () => {
    expect(publicationOf(releaseFixture())).toEqual({
      when: '28 Nov 2026, 09:15 UTC',
      by: 'artist@encore.test',
    });
  });

  test('a scheduled release says when it will go public', () => {
    expect(
      publicationOf(
        releaseFixture({
          state: 'scheduled',
          published_at: null,
          scheduled_for: '2026-12-05T08:00:00.000Z',
        }),
      ),
    ).toEqual({ when: 'Scheduled for 5 Dec 2026, 08:00 UTC', by: 'artist@encore.test' });
  });

  test('a taken-down release says when it was last public; a draft may never have been', () => {
    expect(publicationOf(takenDownFixture()).when).toBe('Last public 28 Nov 2026, 09:15 UTC');
    expect(
      publicationOf(
        releaseFixture({ state: 'draft', published_at: null, published_by_email: null }),
      ),
    ).toEqual({ when: 'Never published', by: null });
  });
});

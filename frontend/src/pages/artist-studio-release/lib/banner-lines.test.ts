/** @jest-environment node */
import { studioReleaseFixture } from '@/entities/release/index.testing';
import { bannerLinesOf } from './banner-lines';

describe('bannerLinesOf', () => {
  test('names the release in the title', () => {
    expect(bannerLinesOf(studioReleaseFixture(), 0).title).toBe(
      'Preview — this is how listeners will see “Night Ferry”',
    );
  });

  test.each([
    [
      'a draft without a date',
      studioReleaseFixture(),
      'Draft: only you can see it. Publishing dates it the day it goes public.',
    ],
    [
      'a dated draft',
      studioReleaseFixture({ release_date: '2027-01-29' }),
      'Draft: only you can see it until you publish it.',
    ],
    [
      'a scheduled release',
      studioReleaseFixture({ state: 'scheduled', scheduled_for: '2026-12-24T18:00:00Z' }),
      'Scheduled for 24 Dec 2026, 18:00: listeners see it from then.',
    ],
    [
      'a published release',
      studioReleaseFixture({ state: 'published', slug: 'night-ferry' }),
      'Published: this is the page listeners see now.',
    ],
    [
      'a release taken down',
      studioReleaseFixture({ state: 'taken_down' }),
      'Taken down by Encore: listeners cannot open this page now.',
    ],
  ])('%s: "%s"', (_, release, status) => {
    expect(bannerLinesOf(release, 0, 'UTC').status).toBe(status);
  });

  test('Soundcheck: its price, what listeners get, and as whom the page is shown', () => {
    expect(bannerLinesOf(studioReleaseFixture({ access_type: 'soundcheck' }), 0).access).toBe(
      'Access: Soundcheck £5.99 — Listeners buy it once for £5.99 to play it in full and download it; ' +
        'everyone else hears 30-second previews. Shown below as a member who has not bought it.',
    );
  });

  test('preview for visitors says so, shown as a member sees it', () => {
    const { access } = bannerLinesOf(studioReleaseFixture({ access_type: 'standard' }), 0);
    expect(access).toMatch(/^Access: Preview for visitors — Visitors hear a 30-second preview/);
    expect(access).toMatch(/Shown below as an Encore member sees it\.$/);
  });

  test('no access type yet asks for one', () => {
    expect(bannerLinesOf(studioReleaseFixture({ access_type: null }), 0).access).toBe(
      'Access: not chosen yet — choose one in the editor before publishing.',
    );
  });

  test('hidden tracks: none, one, several; before and after going public', () => {
    expect(bannerLinesOf(studioReleaseFixture(), 0).hidden).toBeNull();
    expect(bannerLinesOf(studioReleaseFixture(), 1).hidden).toBe(
      '1 track is hidden: not ready yet (uploading, processing or failed). Listeners only get ready tracks.',
    );
    expect(bannerLinesOf(studioReleaseFixture({ state: 'published' }), 2).hidden).toBe(
      '2 tracks are hidden: listeners get the tracks that were ready when it went public.',
    );
  });
});

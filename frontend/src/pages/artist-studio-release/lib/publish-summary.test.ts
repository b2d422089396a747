import { studioReleaseFixture, studioTrackFixture } from '@/entities/release/index.testing';
import { buyersLine, publicSummary, trackLength } from './publish-summary';

describe('publicSummary', () => {
  test('lists the release, every track in order, the access, the details and when', () => {
    const release = studioReleaseFixture({
      genres: ['Electronic', 'Ambient'],
      tracks: [
        studioTrackFixture({ position: 2, title: 'Harbour Lights', duration_s: 242 }),
        studioTrackFixture({ position: 1, title: 'Headlights', duration_s: 214, explicit: true }),
      ],
    });
    expect(publicSummary(release, { kind: 'now' })).toEqual({
      release: '“Night Ferry”, an EP by Neon Harbor',
      tracks: ['1. Headlights (explicit) · 3:34', '2. Harbour Lights · 4:02'],
      access:
        'Soundcheck £5.99: Listeners buy it once for £5.99 to play it in full and download it; everyone else hears 30-second previews.',
      details: [
        'Its artwork',
        'Genres: Electronic, Ambient',
        'No description',
        'Release date: the day it is first published',
      ],
      when: 'Now: it appears on your artist page, in search and on Discover within seconds.',
      buyers: null,
    });
  });

  test('a scheduled publication says when, in the artist’s time', () => {
    const summary = publicSummary(
      studioReleaseFixture({ release_type: 'single' }),
      { kind: 'at', at: new Date('2026-12-24T18:00:00Z') },
      'UTC',
    );
    expect(summary.release).toBe('“Night Ferry”, a single by Neon Harbor');
    expect(summary.when).toBe('On 24 Dec 2026, 18:00: until then nobody but you sees it.');
  });

  test('a bought release with new tracks says who is mailed about which, in their order', () => {
    const release = studioReleaseFixture({
      buyers: 12,
      buyers_note: 'Two new versions.',
      tracks: [
        studioTrackFixture({ position: 1, title: 'Headlights', sold: true }),
        studioTrackFixture({ position: 3, title: 'Title B' }),
        studioTrackFixture({ position: 2, title: 'Title A' }),
        studioTrackFixture({ position: 4, title: 'Still uploading', state: 'uploading' }),
      ],
    });
    expect(publicSummary(release, { kind: 'now' }).buyers).toBe(
      'Your note goes to the 12 people who bought it, with the new tracks: “Title A”, “Title B”.',
    );
  });

  test('one buyer and one new track read as such', () => {
    const release = studioReleaseFixture({
      buyers: 1,
      tracks: [
        studioTrackFixture({ sold: true }),
        studioTrackFixture({ position: 2, title: 'Headlights (remaster)' }),
      ],
    });
    expect(buyersLine(release)).toBe(
      'Your note goes to the person who bought it, with the new track: “Headlights (remaster)”.',
    );
  });

  test('nobody is mailed without buyers, nor when buyers have every track', () => {
    expect(buyersLine(studioReleaseFixture({ buyers: 0 }))).toBeNull();
    const allSold = studioReleaseFixture({
      buyers: 1_250,
      tracks: [studioTrackFixture({ sold: true })],
    });
    expect(buyersLine(allSold)).toBeNull();
    expect(
      buyersLine({ ...allSold, tracks: [...allSold.tracks, studioTrackFixture({ position: 2 })] }),
    ).toBe('Your note goes to the 1,250 people who bought it, with the new track: “Headlights”.');
  });

  test('track lengths read as a player shows them', () => {
    expect(trackLength(0)).toBe('0:00');
    expect(trackLength(214.4)).toBe('3:34');
    expect(trackLength(7_325)).toBe('2:02:05');
  });
});

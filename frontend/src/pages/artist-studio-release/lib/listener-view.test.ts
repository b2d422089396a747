/** @jest-environment node */
import {
  ARTIST_ID,
  RELEASE_ID,
  studioReleaseFixture,
  studioTrackFixture,
} from '@/entities/release/index.testing';
import { listenerViewOf, reachesListeners } from './listener-view';

const ready = (position: number, title: string) =>
  studioTrackFixture({ position, title, state: 'ready' });

describe('listenerViewOf', () => {
  test('the release becomes the album page’s album: same id, title, cover, artist and words', () => {
    const release = studioReleaseFixture({
      access_type: 'free',
      description: 'Songs for the last boat out.',
      release_date: '2027-01-29',
    });
    const { album } = listenerViewOf(release);
    expect(album).toMatchObject({
      id: RELEASE_ID,
      slug: null,
      title: 'Night Ferry',
      artwork_url: '/media/images/artwork/night-ferry.jpg',
      release_date: '2027-01-29',
      access_type: 'free',
      description: 'Songs for the last boat out.',
      artist: { id: ARTIST_ID, slug: null, name: 'Neon Harbor', image_url: null },
      artist_name: 'Neon Harbor',
    });
    expect(album.tracks.map((track) => track.title)).toEqual(['Headlights', 'Harbour Lights']);
  });

  test('each track as the catalogue lists it: numbered by position, with its length and marks', () => {
    const release = studioReleaseFixture({
      access_type: 'standard',
      tracks: [
        studioTrackFixture({ position: 2, title: 'Second', duration_s: 61.5, explicit: true }),
        studioTrackFixture({ position: 1, title: 'First', lyrics_plain: 'Lights on the water' }),
      ],
    });
    const { tracks } = listenerViewOf(release);
    expect(tracks.map((track) => [track.track_number, track.title])).toEqual([
      [1, 'First'],
      [2, 'Second'],
    ]);
    expect(tracks[1]).toMatchObject({
      duration: 61.5,
      explicit: true,
      artist_name: 'Neon Harbor',
      album_id: RELEASE_ID,
      album_title: 'Night Ferry',
      access_type: 'standard',
      access_granted: true,
    });
    expect(tracks[0]?.lyrics).toBe('Lights on the water');
  });

  test('before it is public, tracks not ready are left out and counted, numbers kept', () => {
    const release = studioReleaseFixture({
      tracks: [
        ready(1, 'One'),
        studioTrackFixture({ position: 2, title: 'Two', state: 'processing', step: 'encoding' }),
        ready(3, 'Three'),
        studioTrackFixture({ position: 4, title: 'Four', state: 'failed' }),
        studioTrackFixture({ position: 5, title: 'Five', state: 'awaiting_upload' }),
      ],
    });
    const view = listenerViewOf(release);
    expect(view.tracks.map((track) => [track.track_number, track.title])).toEqual([
      [1, 'One'],
      [3, 'Three'],
    ]);
    expect(view.hiddenTrackCount).toBe(3);
  });

  test('once published, listeners get the listed tracks, whatever their state says', () => {
    const release = studioReleaseFixture({
      state: 'published',
      slug: 'night-ferry',
      tracks: [
        studioTrackFixture({ position: 1, title: 'Listed', listed: true }),
        studioTrackFixture({ position: 2, title: 'Ready later', listed: false }),
      ],
    });
    const view = listenerViewOf(release);
    expect(view.tracks.map((track) => track.title)).toEqual(['Listed']);
    expect(view.tracks[0]?.album_slug).toBe('night-ferry');
    expect(view.hiddenTrackCount).toBe(1);
  });

  test.each([
    ['draft', { state: 'ready', listed: false }, true],
    ['draft', { state: 'processing', listed: false }, false],
    ['scheduled', { state: 'ready', listed: false }, true],
    ['taken_down', { state: 'ready', listed: false }, true],
    ['published', { state: 'ready', listed: false }, false],
    ['published', { state: 'ready', listed: true }, true],
  ] as const)('a %s release shows a track %j: %s', (state, track, shown) => {
    expect(reachesListeners({ state }, track)).toBe(shown);
  });

  test('Soundcheck shows as a member who has not bought it: denied, every track locked', () => {
    const view = listenerViewOf(studioReleaseFixture({ access_type: 'soundcheck' }));
    expect(view.access).toBe('denied');
    expect(view.album.access_type).toBe('soundcheck');
    expect(view.tracks.every((track) => !track.access_granted)).toBe(true);
  });

  test.each(['free', 'standard'] as const)('%s plays for a member: granted', (accessType) => {
    const view = listenerViewOf(studioReleaseFixture({ access_type: accessType }));
    expect(view.access).toBe('granted');
    expect(view.tracks.every((track) => track.access_granted)).toBe(true);
  });

  test('no access type chosen yet shows as standard (no chip)', () => {
    const view = listenerViewOf(studioReleaseFixture({ access_type: null }));
    expect(view.album.access_type).toBe('standard');
    expect(view.access).toBe('granted');
  });

  test('the date: the artist’s, else a scheduled release’s day, else none before publishing', () => {
    const scheduled = studioReleaseFixture({
      state: 'scheduled',
      release_date: null,
      scheduled_for: '2027-02-14T18:00:00.000Z',
    });
    expect(listenerViewOf(scheduled).album.release_date).toBe('2027-02-14');
    const dated = { ...scheduled, release_date: '2027-01-01' };
    expect(listenerViewOf(dated).album.release_date).toBe('2027-01-01');
    expect(listenerViewOf(studioReleaseFixture()).album.release_date).toBeNull();
  });

  test('nothing in it can be streamed: no file or preview paths', () => {
    const { tracks } = listenerViewOf(studioReleaseFixture({ access_type: 'free' }));
    for (const track of tracks) {
      expect(track.file_path).toBe('');
      expect(track.preview_url).toBeNull();
    }
  });
});

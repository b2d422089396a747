import { isTrackLocked, trackAlbumPath } from './track';

describe('isTrackLocked', () => {
  test.each([
    ['soundcheck', false, true],
    ['soundcheck', true, false],
    ['free', false, false],
    ['standard', false, false],
    ['vip', false, false],
    ['limited', false, false],
  ] as const)('%s with access_granted %p → locked %p', (accessType, granted, locked) => {
    expect(isTrackLocked({ access_type: accessType, access_granted: granted })).toBe(locked);
  });
});

describe('trackAlbumPath', () => {
  const album = { album_id: 'al-1', album_slug: 'night-ferry' };

  test('prefers the slugs of the artist and the album', () => {
    expect(trackAlbumPath({ ...album, artist_id: 'ar-1', artist_slug: 'neon-harbor' })).toBe(
      '/artist/neon-harbor/album/night-ferry',
    );
  });

  test('falls back to the ids', () => {
    expect(
      trackAlbumPath({ album_id: 'al-1', album_slug: null, artist_id: 'ar-1', artist_slug: null }),
    ).toBe('/artist/ar-1/album/al-1');
  });

  test('goes to /album/{album} when the artist is unknown', () => {
    expect(trackAlbumPath(album)).toBe('/album/night-ferry');
  });
});

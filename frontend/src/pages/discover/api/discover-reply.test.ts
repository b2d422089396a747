/** @jest-environment node */
import { toDiscoverContent } from './discover-reply';

describe('toDiscoverContent', () => {
  test('names every shelf of the reply the way the page reads it', () => {
    const album = { id: 'al-1', title: 'Windfall' };
    const artist = { id: 'ar-1', name: 'Ghost Orchard' };
    const reply = {
      new_releases: [album],
      featured_artists: [artist],
      soundcheck_albums: [],
      genres: [{ name: 'house' }],
    } as unknown as Parameters<typeof toDiscoverContent>[0];
    expect(toDiscoverContent(reply)).toEqual({
      newReleases: [album],
      featuredArtists: [artist],
      soundcheckAlbums: [],
      genres: [{ name: 'house' }],
    });
  });
});

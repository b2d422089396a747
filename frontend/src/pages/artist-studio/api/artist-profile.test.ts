import type { components } from '@/shared/api';
import { profileFactsOf } from './artist-profile';

type Artist = components['schemas']['ArtistDto'];

const ARTIST: Artist = {
  id: '5b7c1f0e-6d1a-4c1e-9f5e-2f3d4a5b6c7d',
  slug: 'neon-fjord',
  name: 'Neon Fjord',
  bio: 'Synth duo from Bergen.',
  image_url: '/media/artists/neon-fjord.jpg',
  banner_url: null,
  banner_image: null,
  artist_logo: null,
  genre: ['Synthwave'],
  genres: ['Synthwave'],
  mood: [],
  social_links: {},
  albums: [],
};

describe('profileFactsOf', () => {
  test('a profile with its photo, bio and genres has everything', () => {
    expect(profileFactsOf(ARTIST)).toEqual({
      name: 'Neon Fjord',
      identifier: 'neon-fjord',
      hasPhoto: true,
      hasBio: true,
      hasGenres: true,
    });
  });

  test('the placeholder a waitlist profile starts with is not the artist’s bio', () => {
    const facts = profileFactsOf({
      ...ARTIST,
      bio: 'Neon Fjord is new on Encore. Their story is on its way.',
    });
    expect(facts.hasBio).toBe(false);
  });

  test('no bio, a blank one, no photo, no genres, no slug', () => {
    expect(
      profileFactsOf({ ...ARTIST, slug: null, bio: '  ', image_url: null, genres: [], genre: [] }),
    ).toMatchObject({
      identifier: ARTIST.id,
      hasPhoto: false,
      hasBio: false,
      hasGenres: false,
    });
    expect(profileFactsOf({ ...ARTIST, bio: null }).hasBio).toBe(false);
  });
});

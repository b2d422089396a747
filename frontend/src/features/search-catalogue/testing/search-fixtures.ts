import type { SearchResults } from '../api/search-catalogue';

/** One artist, nothing else: enough for the models' tests to tell results from no results. */
export const ONE_ARTIST: SearchResults = {
  artists: [
    {
      id: '0b7f0c4e-1d1a-4c55-9e0e-5f3c1f6b2a01',
      slug: 'neon-harbor',
      name: 'Neon Harbor',
      image_url: null,
      genres: ['synthwave'],
    },
  ],
  albums: [],
  tracks: [],
};

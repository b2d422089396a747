import type { Album } from '@/entities/album';
import type { ArtistSummary } from '@/entities/artist';
import type { Track } from '@/entities/track';
import { trackFixture } from '@/entities/track/index.testing';
import type { SearchResults } from '@/features/search-catalogue';

const ARTIST_ID = '0b7f0c4e-1d1a-4c55-9e0e-5f3c1f6b2a01';
const ALBUM_ID = '6c1f0f4e-58f4-4a36-9d59-2b8a8f0f4a11';
const LOCKED_ALBUM_ID = '7d2a1b5f-69a5-4b47-8e6a-3c9b9a1f5b22';

export const NEON_HARBOR: ArtistSummary = {
  id: ARTIST_ID,
  slug: 'neon-harbor',
  name: 'Neon Harbor',
  image_url: null,
  genres: ['synthwave', 'electronic'],
};

export const AFTERGLOW: Album = {
  id: ALBUM_ID,
  slug: 'afterglow-boulevard',
  title: 'Afterglow Boulevard',
  artwork_url: null,
  release_date: '2023-04-14',
  access_type: 'standard',
  description: null,
  artist: { id: ARTIST_ID, slug: 'neon-harbor', name: 'Neon Harbor', image_url: null },
  artist_id: ARTIST_ID,
  artist_slug: 'neon-harbor',
  artist_name: 'Neon Harbor',
};

const track = (overrides: Partial<Track>): Track =>
  trackFixture({
    id: 'a1e0c7d2-0000-4000-8000-000000000001',
    title: 'Harbor Lights',
    duration: 214,
    file_path: 'audio/harbor-lights.mp3',
    album_id: ALBUM_ID,
    album_slug: 'afterglow-boulevard',
    album_title: 'Afterglow Boulevard',
    artist_id: ARTIST_ID,
    artist_slug: 'neon-harbor',
    ...overrides,
  });

export const FREE_TRACK = track({});
export const LOCKED_TRACK = track({
  id: 'a1e0c7d2-0000-4000-8000-000000000002',
  title: 'Tape Hiss (Demo)',
  album_id: LOCKED_ALBUM_ID,
  album_slug: 'night-drive-tapes',
  album_title: 'Night Drive Tapes',
  access_type: 'soundcheck',
  access_granted: false,
});

export const RESULTS: SearchResults = {
  artists: [NEON_HARBOR],
  albums: [AFTERGLOW],
  tracks: [FREE_TRACK, LOCKED_TRACK],
};

export const NO_RESULTS: SearchResults = { artists: [], albums: [], tracks: [] };

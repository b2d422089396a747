import type { Artist } from '@/entities/artist';
import type { Track } from '@/entities/track';
import { trackFixture as catalogueTrack } from '@/entities/track/index.testing';

export const NEON_ID = '0b8f4c7e-6a2d-4d1e-9f3a-2c5b7e9d1a40';
export const GHOST_ID = '5c2e9a10-3b7d-4f8e-a1c6-7d9e0f1a2b3c';

export function artistFixture(overrides: Partial<Artist> = {}): Artist {
  return {
    id: NEON_ID,
    slug: 'neon-harbor',
    name: 'Neon Harbor',
    image_url: '/media/images/artists/neon-harbor-photo.webp',
    genres: ['synthwave'],
    bio: 'Neon Harbor is the night-shift project of Maya Okonkwo-Reyes.',
    banner_url: '/media/images/artists/neon-harbor-banner.webp',
    banner_image: '/media/images/artists/neon-harbor-banner.webp',
    artist_logo: null,
    genre: ['synthwave'],
    mood: ['euphoric', 'dreamy'],
    social_links: { instagram: 'https://www.instagram.com/neonharbor.music' },
    albums: [
      {
        id: 'b1c2d3e4-0000-4000-8000-000000000001',
        slug: 'afterglow-boulevard',
        title: 'Afterglow Boulevard',
        artwork_url: null,
        release_date: '2021-06-18',
        access_type: 'standard',
        track_count: 2,
      },
    ],
    ...overrides,
  };
}

/** "Harbour Lights" on the artist's album, free to play. */
export function trackFixture(overrides: Partial<Track> = {}): Track {
  return catalogueTrack({
    title: 'Harbour Lights',
    artistName: 'Neon Harbor',
    artist_name: 'Neon Harbor',
    album_id: 'b1c2d3e4-0000-4000-8000-000000000001',
    album_slug: 'afterglow-boulevard',
    album_title: 'Afterglow Boulevard',
    artist_id: NEON_ID,
    artist_slug: 'neon-harbor',
    ...overrides,
  });
}

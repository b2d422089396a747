import type { AlbumDetail } from '@/entities/album';
import type { Track } from '@/entities/track';
import { trackFixture as catalogueTrack } from '@/entities/track/index.testing';

export const ALBUM_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ARTIST_ID = '5c2e9a10-3b7d-4f8e-a1c6-7d9e0f1a2b3c';

/** "Windfall", the first track of the album below, free to play. */
export function trackFixture(overrides: Partial<Track> = {}): Track {
  return catalogueTrack({
    id: 't-1',
    title: 'Windfall',
    artistName: 'Ghost Orchard',
    artist_name: 'Ghost Orchard',
    duration: 94,
    file_path: 'audio/windfall-01.mp3',
    album_id: ALBUM_ID,
    album_slug: 'windfall',
    album_title: 'Windfall',
    artist_id: ARTIST_ID,
    artist_slug: 'ghost-orchard',
    ...overrides,
  });
}

/** An album of `trackCount` tracks whose access fields follow the album's. */
export function albumFixture(
  overrides: Partial<Omit<AlbumDetail, 'tracks'>> = {},
  trackCount = 3,
  accessGranted = true,
): AlbumDetail {
  const accessType = overrides.access_type ?? 'standard';
  return {
    id: ALBUM_ID,
    slug: 'windfall',
    title: 'Windfall',
    artwork_url: '/media/images/albums/windfall.webp',
    release_date: '2022-09-23',
    access_type: accessType,
    description: 'Five quiet songs gathered up after the autumn storms.',
    artist: { id: ARTIST_ID, slug: null, name: 'Ghost Orchard', image_url: null },
    artist_id: ARTIST_ID,
    artist_slug: null,
    artist_name: 'Ghost Orchard',
    tracks: Array.from({ length: trackCount }, (_, index) =>
      trackFixture({
        id: `t-${index + 1}`,
        title: `Track ${index + 1}`,
        track_number: index + 1,
        access_type: accessType,
        access_granted: accessGranted,
      }),
    ),
    ...overrides,
  };
}

import type { Album } from '@/entities/album';
import type { ArtistSummary } from '@/entities/artist';
import type { DiscoverContent } from '../api/discover-reply';

// Inline images keep the stories offline-friendly.
const image = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='${fill}'/><circle cx='32' cy='32' r='14' fill='#0b0a10'/></svg>`)}`;

const artist = (index: number, name: string, genres: string[]): ArtistSummary => ({
  id: `00000000-0000-4000-8000-0000000000a${index}`,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  image_url: index % 3 === 2 ? null : image(['#E4FF1A', '#5aa9ff', '#36e0a0'][index % 3] ?? ''),
  genres,
});

const ARTISTS = [
  artist(0, 'Neon Harbor', ['synthwave']),
  artist(1, 'Ghost Orchard', ['indie folk', 'ambient']),
  artist(2, 'Kid Lanterne', ['house']),
  artist(3, 'Nadia Sørensen', ['soul', 'jazz']),
];

const album = (index: number, title: string, accessType: Album['access_type']): Album => {
  const by = ARTISTS[index % ARTISTS.length] ?? ARTISTS[0];
  if (by === undefined) throw new Error('No story artists');
  return {
    id: `00000000-0000-4000-8000-0000000000b${index}`,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    artwork_url: index === 3 ? null : image('#FF0054'),
    release_date: `202${5 - (index % 4)}-0${(index % 9) + 1}-12`,
    access_type: accessType,
    description: null,
    artist: { id: by.id, slug: by.slug, name: by.name, image_url: by.image_url },
    artist_id: by.id,
    artist_slug: by.slug,
    artist_name: by.name,
  };
};

export const CONTENT: DiscoverContent = {
  newReleases: [
    album(0, 'Night Drive Tapes', 'soundcheck'),
    album(1, 'Windfall', 'standard'),
    album(2, 'Dancefloor Cartography', 'free'),
    album(3, 'Northern Soul Letters', 'limited'),
    album(4, 'Chrome Sunrise', 'free'),
  ],
  genres: ['synthwave', 'indie folk', 'ambient', 'house', 'soul', 'jazz', 'afrobeat'].map(
    (name) => ({ name }),
  ),
  featuredArtists: ARTISTS,
  soundcheckAlbums: [
    album(0, 'Night Drive Tapes', 'soundcheck'),
    album(5, 'Winter Orchard Sessions', 'soundcheck'),
  ],
};

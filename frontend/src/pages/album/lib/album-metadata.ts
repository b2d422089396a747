import { type AlbumDetail, releaseYear, trackCountLabel } from '@/entities/album';
import { artistIdentifierOf } from '@/entities/artist';
import { albumPath, artistPath, catalogueIdentifier } from '@/shared/config';
import { musicAlbumData, type PageMetadata } from '@/shared/lib/page-metadata';

/** Title, description, social card and MusicAlbum structured data for the album page. */
export function albumMetadata(album: AlbumDetail, trackCount: number): PageMetadata {
  const artistIdentifier = artistIdentifierOf(album.artist);
  const year = releaseYear(album.release_date);
  const summary = [
    `${album.title}, an album by ${album.artist_name}`,
    trackCountLabel(trackCount),
    year === null ? null : `released ${year}`,
  ]
    .filter((part) => part !== null)
    .join(' · ');
  return {
    title: `${album.title} by ${album.artist_name}`,
    description: album.description?.trim() || `${summary}.`,
    image: album.artwork_url,
    type: 'music.album',
    structuredData: musicAlbumData({
      name: album.title,
      path: albumPath(catalogueIdentifier(album), artistIdentifier),
      artistName: album.artist_name,
      artistPath: artistPath(artistIdentifier),
      numTracks: trackCount,
      description: album.description,
      image: album.artwork_url,
      datePublished: album.release_date,
    }),
  };
}

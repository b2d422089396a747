import { albumPageMetadata } from '@encore/shared-rules';
import type { AlbumDetail } from '@/entities/album';
import type { PageMetadata } from '@/shared/lib/page-metadata';

/**
 * Title, description, social card and MusicAlbum structured data for the album page: the same
 * rules the server puts into the HTML link previews read (docs/adr/0023).
 */
export function albumMetadata(album: AlbumDetail, trackCount: number): PageMetadata {
  const { title, description, image, type, structuredData } = albumPageMetadata(
    { ...album, artist: { ...album.artist, name: album.artist_name }, trackCount },
    window.location.origin,
  );
  return { title, description, image, type, structuredData };
}

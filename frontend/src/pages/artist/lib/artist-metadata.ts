import { artistPageMetadata } from '@encore/shared-rules';
import type { Artist } from '@/entities/artist';
import type { PageMetadata } from '@/shared/lib/page-metadata';

/**
 * Title, description, social card and MusicGroup structured data for the artist page: the same
 * rules the server puts into the HTML link previews read (docs/adr/0023).
 */
export function artistMetadata(artist: Artist): PageMetadata {
  const { title, description, image, type, structuredData } = artistPageMetadata(
    { ...artist, genres: artist.genre },
    window.location.origin,
  );
  return { title, description, image, type, structuredData };
}

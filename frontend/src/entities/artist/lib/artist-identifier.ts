import { nameSlug } from '@encore/shared-rules';

export interface ArtistRef {
  id: string;
  slug: string | null;
  name: string;
}

/**
 * What `/artist/{artistIdentifier}` links use: the slug, else the slug derived from the name
 * (spec §2, and "a failed artist-name click falls back to a name-derived slug route"), else the id
 * for a name with no letter or digit to derive one from.
 */
export function artistIdentifierOf(artist: ArtistRef): string {
  return artist.slug || nameSlug(artist.name) || artist.id;
}

/** True when a route's identifier already names this artist (its id, slug or name-derived slug). */
export function identifiesArtist(identifier: string, artist: ArtistRef): boolean {
  const wanted = identifier.toLowerCase();
  return (
    wanted === artist.id.toLowerCase() ||
    wanted === artist.slug?.toLowerCase() ||
    wanted === nameSlug(artist.name)
  );
}

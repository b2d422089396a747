import { type ArtistRef, nameSlug } from '@encore/shared-rules';

export type { ArtistRef } from '@encore/shared-rules';

/**
 * What `/artist/{artistIdentifier}` links use: the slug, else the name-derived slug, else the id
 * (the rule is shared with the server's page heads).
 */
export { artistIdentifier as artistIdentifierOf } from '@encore/shared-rules';

/** True when a route's identifier already names this artist (its id, slug or name-derived slug). */
export function identifiesArtist(identifier: string, artist: ArtistRef): boolean {
  const wanted = identifier.toLowerCase();
  return (
    wanted === artist.id.toLowerCase() ||
    wanted === artist.slug?.toLowerCase() ||
    wanted === nameSlug(artist.name)
  );
}

import { nameSlug } from './name-slug.js';

/** Anything the catalogue routes can address. */
export interface CatalogueRef {
  id: string;
  slug: string | null;
}

export interface ArtistRef extends CatalogueRef {
  name: string;
}

/** The identifier a catalogue link uses: the slug when there is one (it reads better), else the id. */
export const catalogueIdentifier = (ref: CatalogueRef): string => ref.slug ?? ref.id;

/**
 * Words under `/artist/` that are the artist's own pages, never an artist's slug (`/artist/studio`
 * is the studio, `/artist/dashboard` the analytics): a profile called "Studio" gets `studio-2`,
 * and one whose name gives a reserved word without a stored slug is linked by its id.
 */
export const RESERVED_ARTIST_SLUGS: ReadonlySet<string> = new Set(['dashboard', 'studio']);

/**
 * What `/artist/{artistIdentifier}` links use: the slug, else the slug derived from the name
 * (spec §2, and "a failed artist-name click falls back to a name-derived slug route"), else the id
 * for a name with no letter or digit to derive one from, or one that gives a reserved word.
 */
export function artistIdentifier(artist: ArtistRef): string {
  if (artist.slug) return artist.slug;
  const derived = nameSlug(artist.name);
  return derived === '' || RESERVED_ARTIST_SLUGS.has(derived) ? artist.id : derived;
}

/** `/artist/{slug or id}`: the artist page accepts either (a UUID is replaced by the slug). */
export const artistPath = (identifier: string): string =>
  `/artist/${encodeURIComponent(identifier)}`;

/**
 * `/artist/{artist}/album/{album}`, or `/album/{album}` when the artist is not known (spec §2,
 * the SoundCheck dialog's "View Album").
 */
export const albumPath = (
  albumIdentifier: string,
  artistIdentifierOrNull: string | null,
): string =>
  artistIdentifierOrNull === null
    ? `/album/${encodeURIComponent(albumIdentifier)}`
    : `${artistPath(artistIdentifierOrNull)}/album/${encodeURIComponent(albumIdentifier)}`;

/** An http(s) address, or null: anything else (javascript:, data:) is never linked. */
export function httpUrl(address: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

import { artistSlugBase, freeArtistSlug } from '../../auth/index.js';

export type RenamedSlug =
  /** The slug to store: null when the name gives it (as a new profile's would be). */
  | { slug: string | null }
  /** Another profile is reached by the name's own slug: the name is refused. */
  | { takenBy: string };

/**
 * The slug a profile stores once renamed, by the rule a new profile's slug follows at
 * registration (artistSlugBase, freeArtistSlug): none when the name gives it, a numbered one
 * when the name gives a word that is an artist's own page (`studio` → `studio-2`), by id when
 * the name gives none. A name whose slug reaches another profile is refused rather than
 * numbered: two artists of one name would be told apart only by a number in an address.
 * `taken`: the slugs (lower case) among slugCandidates(the name's base) reaching another profile.
 */
export function renamedSlug(
  name: string,
  taken: ReadonlySet<string>,
  artistId: string,
): RenamedSlug {
  const base = artistSlugBase(name);
  if (base !== '' && taken.has(base)) return { takenBy: base };
  return { slug: freeArtistSlug(base, taken, artistId) };
}

import { StudioErrors } from './studio.errors.js';

/** Matched without regard to case or surrounding spaces; stored as the catalogue spells them. */
const genreKey = (name: string): string => name.trim().toLowerCase();

/**
 * The catalogue's spelling of each chosen genre, each once, in the order chosen; a name the
 * catalogue does not list is refused (a release's genres and an artist's alike).
 */
export function chosenGenres(
  listed: readonly { name: string }[],
  names: readonly string[],
): string[] {
  const byKey = new Map(listed.map(({ name }) => [genreKey(name), name]));
  const genres: string[] = [];
  for (const name of names) {
    const known = byKey.get(genreKey(name));
    if (known === undefined) {
      throw StudioErrors.GENRE_UNKNOWN(
        `"${name}" is not a genre Encore lists. Choose from the genre list.`,
      );
    }
    if (!genres.includes(known)) genres.push(known);
  }
  return genres;
}

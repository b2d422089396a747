/** The outcome of matching the genres a form picked against the catalogue's genre list. */
export type GenreMatch = { genres: string[] } | { unknown: string };

const key = (name: string): string => name.trim().toLowerCase();

/**
 * Each picked genre must be one of the catalogue's (spec §2: the picker lists `GET
 * /api/public/genres`). Matched without regard to case or surrounding spaces, stored as the
 * catalogue spells them, each once, in the order picked.
 */
export function matchGenres(picked: readonly string[], catalogue: readonly string[]): GenreMatch {
  const byKey = new Map(catalogue.map((name) => [key(name), name]));
  const genres: string[] = [];
  for (const name of picked) {
    const known = byKey.get(key(name));
    if (known === undefined) return { unknown: name };
    if (!genres.includes(known)) genres.push(known);
  }
  return { genres };
}

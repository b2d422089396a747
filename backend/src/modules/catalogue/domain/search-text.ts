import { foldToAscii } from './ascii-fold.js';

/**
 * Words of a name or query, spelled the way the database's encore_search_text() spells them:
 * accents folded, lower case, apostrophes dropped ("Keeper’s" → 'keepers'), anything else but
 * a–z and 0–9 a separator. "O.W.L." → 'o w l', "Salt/Static" → 'salt static'.
 * Search builds its queries with it and lyrics its look-up keys; an integration test
 * (test/catalogue/text-rules.e2e-spec.ts) checks it agrees with the SQL on awkward names.
 */
export function searchText(text: string): string {
  return foldToAscii(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

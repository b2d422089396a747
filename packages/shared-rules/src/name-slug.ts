import { foldToAscii } from './ascii-fold.js';

/**
 * The slug derived from an artist's name, used when the artist has no stored slug (spec §2):
 * accents folded (see foldToAscii), every run of characters other than A–Z, a–z, 0–9 one hyphen,
 * no hyphen at either end, lower case. "" when nothing is left (e.g. a name in another script):
 * such an artist is only reachable by id. The server resolves `/artist/{slug}` links the client
 * builds with it; the database twin, encore_name_slug(), is indexed and checked against this
 * function by backend/test/catalogue/text-rules.e2e-spec.ts.
 */
export function nameSlug(name: string): string {
  return foldToAscii(name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

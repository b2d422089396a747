import { foldToAscii } from './ascii-fold.js';

/**
 * The slug derived from an artist's name, used when the artist has no stored slug (spec §2):
 * accents folded (see foldToAscii), every run of characters other than A–Z, a–z, 0–9 one hyphen,
 * no hyphen at either end, lower case. "" when nothing is left (e.g. a name in another script):
 * such an artist is only reachable by id. The database twin, encore_name_slug(), is indexed, and
 * the web client copies this function exactly.
 */
export function nameSlug(name: string): string {
  return foldToAscii(name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

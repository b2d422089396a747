import { foldToAscii } from './ascii-fold';

/**
 * The slug derived from an artist's name when the artist has none (spec §2, §5), exactly as the
 * server derives it (backend catalogue `domain/name-slug.ts`): accents folded, every run of
 * characters other than A–Z, a–z, 0–9 one hyphen, no hyphen at either end, lower case.
 * "" when nothing is left (e.g. a name in another script): such an artist is linked by id.
 */
export function nameSlug(name: string): string {
  return foldToAscii(name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

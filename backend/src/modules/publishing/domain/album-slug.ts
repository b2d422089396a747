import { nameSlug } from '@encore/shared-rules';

/** Room for a `-NN` suffix under the column's 200 characters, and short enough to read. */
const MAX_BASE_LENGTH = 120;

/**
 * The slug a published release's album gets from its title, by the artists' rule (nameSlug):
 * "Night Drive Tapes" → `night-drive-tapes`; "release" for a title with no letter or digit
 * to derive one from (another script, only symbols).
 */
export function albumSlugBase(title: string): string {
  return nameSlug(title).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || 'release';
}

/**
 * The first of `base`, `base-2`, `base-3`, … that no album has (`taken` holds the album slugs
 * that start with `base`, lower-cased): album slugs are unique across the catalogue.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

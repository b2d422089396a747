/**
 * An ISRC (ISO 3901) as people write it: country (2 letters), registrant (3 letters or digits),
 * year (2 digits) and designation (5 digits), with or without the hyphens, in any case. The
 * studio's field takes this pattern; the server stores the normalised form.
 */
export const ISRC_INPUT_PATTERN = /^[A-Za-z]{2}-?[A-Za-z0-9]{3}-?[0-9]{2}-?[0-9]{5}$/;

/** "gb-aye-06-01498" → "GBAYE0601498"; null when it is no ISRC. */
export function normaliseIsrc(input: string): string | null {
  const trimmed = input.trim();
  if (!ISRC_INPUT_PATTERN.test(trimmed)) return null;
  return trimmed.replaceAll('-', '').toUpperCase();
}

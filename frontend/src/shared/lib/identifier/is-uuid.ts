// The spec's album and artist routes take either a UUID or a slug; the page decides which.
const UUID_PATTERN = /^[0-9a-f-]{36}$/;

/** A 36-character string of lowercase hex digits and hyphens (spec section 2). */
export function isUuid(identifier: string): boolean {
  return UUID_PATTERN.test(identifier);
}

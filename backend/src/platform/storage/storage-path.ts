/** Longest storage path we accept; the tracks table stores at most 500 characters. */
export const STORAGE_PATH_MAX_LENGTH = 500;

// Control characters (incl. NUL) and backslashes have no place in a storage key; a backslash is a
// separator on Windows and in some object stores' consoles, so it could smuggle a `..` segment.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/**
 * A storage path in canonical form (`audio/x.mp3`): relative, `/`-separated, no empty, `.` or
 * `..` segments. Returns it unchanged when it is, null otherwise. Nothing is decoded here: callers
 * pass the decoded value (the router decodes URLs once), so `%2e%2e` is a harmless literal name.
 */
export function toStoragePath(path: string): string | null {
  if (path.length === 0 || path.length > STORAGE_PATH_MAX_LENGTH) return null;
  if (FORBIDDEN_CHARACTER.test(path)) return null;
  for (const segment of path.split('/')) {
    // An empty segment also catches a leading `/` (absolute), a trailing `/` and `//`.
    if (segment === '' || segment === '.' || segment === '..') return null;
  }
  return path;
}

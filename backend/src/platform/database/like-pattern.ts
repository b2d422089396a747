const escapeLike = (text: string): string => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A LIKE pattern matching text that starts with `text` (lower-cased, for columns compared
 * lower-cased): `%`, `_` and `\` in it stand for themselves, so a search cannot become a wildcard.
 */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;

/**
 * A LIKE pattern matching text that holds `text` anywhere (lower-cased; use it with ILIKE or on
 * lower-cased columns), escaped as likePrefix is. A pg_trgm GIN index serves it.
 */
export const likeSubstring = (text: string): string => `%${escapeLike(text)}%`;

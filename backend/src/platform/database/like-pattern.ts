/**
 * A LIKE pattern matching text that starts with `text` (lower-cased, for columns compared
 * lower-cased): `%`, `_` and `\` in it stand for themselves, so a search cannot become a wildcard.
 */
export const likePrefix = (text: string): string =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

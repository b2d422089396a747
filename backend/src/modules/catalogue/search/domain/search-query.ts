import { searchText } from '../../domain/search-text.js';

/** Shorter queries (trimmed) answer empty lists: the client only searches from 2 characters. */
export const MIN_QUERY_LENGTH = 2;
/** Words beyond this are ignored: they would only multiply the work of typo correction. */
export const MAX_QUERY_WORDS = 8;

/** A query as the search statements take it; every part is plain [a-z0-9] text. */
export interface SearchQuery {
  /** The words, as searchText() spells them: 'celine', 'vaseur'. */
  words: string[];
  /** The words joined by spaces, compared by trigram similarity with artist names. */
  text: string;
  /** The words run together, compared with each name's search key: exact, then prefix. */
  key: string;
  /** Just above every key that starts with `key` (C collation: '{' sorts after z and 9). */
  keyEnd: string;
  /**
   * to_tsquery('simple', …) input: whole words, the last (still being typed) also as a prefix:
   * 'celine & vasseur:*'. A prefix of a common word ('the:*') makes the index gather every row
   * with any word starting so, which is why earlier words must be whole.
   */
  tsquery: string;
  /**
   * The same with every word whole: 'celine & vasseur'. Searching across fields uses it when the
   * last word is a whole word of 4+ letters (a prefix there costs the index several times more).
   */
  wholeTsquery: string;
}

/**
 * Null when there is nothing to search for: under 2 characters after trimming, or no letter or
 * digit at all (punctuation, emoji, other scripts). A one-letter last word stays a whole word:
 * as a prefix it would match most of the catalogue for no gain.
 */
export function parseSearchQuery(raw: string): SearchQuery | null {
  if (raw.trim().length < MIN_QUERY_LENGTH) return null;
  const words = searchText(raw).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const key = words.join('');
  return {
    words,
    text: words.join(' '),
    key,
    keyEnd: `${key}{`,
    tsquery: words
      .map((word, index) => (index === words.length - 1 && word.length > 1 ? `${word}:*` : word))
      .join(' & '),
    wholeTsquery: words.join(' & '),
  };
}

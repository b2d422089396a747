/**
 * The rewritten query of the weaker tiers (search-sql.ts): the query's words with what a listener
 * may have meant instead, each checked against the word list (`search_words`: every word of every
 * artist, album, track and genre name), as one to_tsquery('simple', …) text. Per word:
 *
 * - the word itself; the last one (still being typed) also as a prefix unless it is a whole word;
 * - typos, for a word that is not known (a word before the last must be a whole known word, the
 *   last only the start of one), 3+ letters: up to three known words of trigram word similarity
 *   ≥ 0.3 ("cidr" → cider), and every known word that is the word with two neighbouring letters
 *   swapped ("enigne" → engine; trigrams miss that in short words: 0.27);
 * - spacing and punctuation, for every word: split in two known words, as a phrase ("lofi" →
 *   `lo <-> fi`, "acdc" → `ac <-> dc`; the second may be the start of one when the word is the
 *   last and not a whole word itself: "fire" is never `fi <-> re:*`), and joined with its
 *   neighbour when that is a known word ("sugar cane" → sugarcane; single letters are left to
 *   the search key: "C.F.J." is no `cf`).
 *
 * 'enigne redlin' → '(enigne | engine) & (redlin:*)'. The alternatives only ever widen the
 * query, so the weaker tiers run after the exact ones; a prefix they add is 3+ letters. No row when nothing was added (the weaker
 * tiers are then skipped); `uncorrected` when some unknown word found nothing at all.
 */

/** $4: the query's words (see SearchQuery). */
const WORDS = '$4::text[]';

/**
 * Is `word` (an SQL expression) a whole word of the list / the start of one? Scalar sub-selects
 * with LIMIT: one index probe per candidate. (As EXISTS, PostgreSQL may hash the whole list.)
 */
const isWhole = (word: string): string =>
  `coalesce((SELECT true FROM search_words sw WHERE sw.word = (${word}) COLLATE "C" LIMIT 1), false)`;
const isStarted = (word: string): string =>
  `coalesce((SELECT true FROM search_words sw
    WHERE sw.word >= (${word}) COLLATE "C" AND sw.word < ((${word}) || '{') COLLATE "C" LIMIT 1), false)`;

/**
 * A rewritten prefix term is at least this long: the index gathers every row with any word that
 * starts so, and 'fj:*' (from "C.F.J.", joined) is a lot of rows for a guess.
 */
const MIN_PREFIX = 3;

/**
 * A candidate spelling `word` of a query word, kept when it is a whole known word, or the start
 * of one when `prefix` (it ends in the last word): then as a prefix term.
 */
const knownTerm = (word: string, prefix: string): string =>
  `CASE WHEN ${isWhole(word)} THEN (${word})
        WHEN (${prefix}) AND length(${word}) >= ${MIN_PREFIX} AND ${isStarted(word)}
        THEN (${word}) || ':*' END`;

/** One row per query word: position, word, neighbours, whether it is last and known. */
const QUERY_WORDS = `SELECT q.position, q.word, q.position = cardinality(${WORDS}) AS last,
    lag(q.word) OVER (ORDER BY q.position) AS previous,
    lead(q.word) OVER (ORDER BY q.position) AS next,
    lead(q.position) OVER (ORDER BY q.position) = cardinality(${WORDS}) AS next_is_last
  FROM unnest(${WORDS}) WITH ORDINALITY AS q(word, position)`;

/**
 * Alternatives for one word `w` (a row of QUERY_WORDS joined with its look-ups `k`): the tsquery
 * term, the word it spells and, for a correction, a preference (lower is better: a swap that
 * makes a whole word, a swap that starts one, then trigram corrections of about the same length
 * by similarity; "lofi" is no misspelling of 'lo').
 */
const ALTERNATIVES = `
  SELECT c.word, c.word,
    CASE WHEN abs(length(c.word) - length(w.word)) <= 1 THEN 2 - similarity(c.word, w.word) END::real
  FROM (
    SELECT c.word FROM search_words c
     WHERE NOT k.known AND length(w.word) >= 3 AND c.word %>> w.word
     ORDER BY similarity(c.word, w.word) DESC, c.word LIMIT 3) c
  UNION ALL
  SELECT t.term, s.swapped, CASE WHEN t.term LIKE '%:*' THEN 1 ELSE 0 END::real
    FROM generate_series(1, length(w.word) - 1) i,
    LATERAL (SELECT substr(w.word, 1, i - 1) || substr(w.word, i + 1, 1) || substr(w.word, i, 1)
      || substr(w.word, i + 2) AS swapped) s,
    LATERAL (SELECT ${knownTerm('s.swapped', 'w.last')} AS term) t
   WHERE NOT k.known AND length(w.word) >= 3 AND s.swapped <> w.word AND t.term IS NOT NULL
  UNION ALL
  SELECT '(' || substr(w.word, 1, i) || ' <-> ' || right_term || ')', NULL::text, NULL::real
    FROM generate_series(2, length(w.word) - 2) i,
    LATERAL (SELECT ${knownTerm('substr(w.word, i + 1)', 'w.last AND NOT k.whole')} AS right_term) r
   WHERE length(w.word) BETWEEN 4 AND 24 AND r.right_term IS NOT NULL
     AND ${isWhole('substr(w.word, 1, i)')}
  UNION ALL
  SELECT ${knownTerm('w.word || w.next', 'w.next_is_last')}, NULL::text, NULL::real
   WHERE length(w.word) > 1 AND length(w.next) > 1
  UNION ALL
  SELECT ${knownTerm('w.previous || w.word', 'w.last')}, NULL::text, NULL::real
   WHERE length(w.previous) > 1 AND length(w.word) > 1`;

/**
 * One row, or none when nothing was added: `text_query` (the words with their alternatives),
 * `key` and `key_end` (the query's search key with each unknown word replaced by its preferred
 * correction, as SearchQuery's key: "ocena" → 'ocean') and `uncorrected`.
 */
export const REWRITTEN_QUERY_SQL = `SELECT
    to_tsquery('simple', string_agg(alternatives, ' & ' ORDER BY position)) AS text_query,
    string_agg(spelled, '' ORDER BY position) AS key,
    string_agg(spelled, '' ORDER BY position) || '{' AS key_end,
    bool_or(NOT known AND added = 0) AS uncorrected
  FROM (
    SELECT w.position, k.known, cardinality(a.terms) AS added,
      CASE WHEN k.known THEN w.word ELSE coalesce(a.spelling, w.word) END AS spelled,
      '(' || w.word || CASE WHEN w.last AND length(w.word) > 1 AND NOT k.whole THEN ':*' ELSE '' END
        || CASE WHEN cardinality(a.terms) > 0 THEN ' | ' || array_to_string(a.terms, ' | ') ELSE '' END
        || ')' AS alternatives
    FROM (${QUERY_WORDS}) w
    CROSS JOIN LATERAL (SELECT whole, whole OR (w.last AND started) AS known
      FROM (SELECT ${isWhole('w.word')} AS whole, ${isStarted('w.word')} AS started) lookups) k
    CROSS JOIN LATERAL (SELECT
        coalesce(array_agg(DISTINCT term ORDER BY term) FILTER (WHERE term IS NOT NULL), '{}') AS terms,
        (array_agg(spelling ORDER BY preference, spelling) FILTER (WHERE preference IS NOT NULL))[1] AS spelling
      FROM (${ALTERNATIVES}) found(term, spelling, preference)) a
  ) per_word
  HAVING sum(added) > 0`;

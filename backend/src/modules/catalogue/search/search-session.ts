/**
 * Session settings the search statements need on the SqlPool's connections (registered through
 * CATALOGUE_DATABASE). Each statement is prepared once per connection and then only bound and
 * executed: planning a ranked search takes longer (~4 ms) than running it. These settings make
 * that plan safe for every query:
 * - force_generic_plan: one plan, made without looking at the query text, so it cannot be
 *   surprised by it either;
 * - enable_seqscan=off: a generic plan cannot see how selective a query is and may guess that
 *   scanning a table until LIMIT rows match is cheap, which is a full scan when nothing
 *   matches. Every predicate of these statements is index-backed by design (an integration
 *   test checks the plans), so table scans are ruled out here rather than left to a guess;
 * - jit=off: with scans ruled out plan costs look huge and would trigger JIT compilation,
 *   which costs ~400 ms to save microseconds.
 */
export const SEARCH_SESSION_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  enable_seqscan: 'off',
  jit: 'off',
  // Similarity floors (search-sql.ts): whole names (`%`) and single-word corrections (`%>>`).
  'pg_trgm.similarity_threshold': '0.5',
  'pg_trgm.strict_word_similarity_threshold': '0.3',
} as const;

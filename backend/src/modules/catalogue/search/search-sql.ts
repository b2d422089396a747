/**
 * Builds the ranked-search statements (docs/architecture.md, "Catalogue and search"). A result's
 * rank is (tier, field, popularity, name):
 *   tier   0 exact · 1 prefix (search keys: punctuation and spaces ignored)
 *          2 words (full text; the last word may be a prefix) · 3 fuzzy (typos corrected)
 *   field  1 own name/title · 2 artist name · 3 album title · 4 genre (the spec's weights A–D)
 * Every branch reads at most LIMIT rows through an index; a weaker tier only runs while the
 * stronger ones found fewer than LIMIT results (an uncorrelated count, so PostgreSQL skips the
 * whole branch). The statements are prepared with generic plans: parameters are typed and prefix
 * matches are explicit ranges, so one plan serves every query.
 */

type Source = 'artists' | 'albums' | 'tracks' | 'genres';
const NAME: Record<Source, string> = {
  artists: 'name',
  albums: 'title',
  tracks: 'title',
  genres: 'name',
};

/** $1 key · $2 key end · $3 tsquery · $4 words · $5 limit · $6 text (see SearchQuery). */
const KEY = '$1::text';
const KEY_END = '$2::text';
const TSQUERY = "to_tsquery('simple', $3::text)";
const WORDS = '$4::text[]';
const LIMIT = '$5::int';
const TEXT = '$6::text';

/** The indexed expressions of the catalogue search migration, exactly as indexed. */
const searchKey = (alias: string, source: Source): string =>
  `encore_search_key(${alias}.${NAME[source]}) COLLATE "C"`;
const searchVector = (alias: string, source: Source): string =>
  `to_tsvector('simple', encore_search_text(${alias}.${NAME[source]}))`;

/** One way a searched row can match: by its own name, or by a related artist, album or genre. */
export interface SearchField {
  /** 1 own name/title … 4 genre. */
  rank: 1 | 2 | 3 | 4;
  source: Source;
  /** SQL selecting the searched rows' ids for one matched row `m`; null when `m` is one. */
  expand: string | null;
}

/** A matcher selects `id` and `tier` of matching `m` rows (at most LIMIT) for one source. */
type Matcher = (source: Source, guard: string) => string;

const prefixMatcher: Matcher = (source) => {
  const key = searchKey('m', source);
  return `SELECT m.id, CASE WHEN ${key} = ${KEY} THEN 0 ELSE 1 END AS tier FROM ${source} m
    WHERE ${key} >= ${KEY} AND ${key} < ${KEY_END} ORDER BY ${key} LIMIT ${LIMIT}`;
};

const wordsMatcher: Matcher = (source, guard) =>
  `SELECT m.id, 2 AS tier FROM ${source} m
    WHERE ${guard} AND ${searchVector('m', source)} @@ ${TSQUERY} LIMIT ${LIMIT}`;

const correctedWordsMatcher: Matcher = (source, guard) =>
  `SELECT m.id, 3 AS tier FROM fuzzy_query f, ${source} m
    WHERE ${guard} AND ${searchVector('m', source)} @@ f.text_query LIMIT ${LIMIT}`;

/**
 * Whole-name typos that no word correction explains ("celinevaseur"): trigram similarity with
 * artist names (short, and the only names with a trigram index), at least 0.5. Skipped when every
 * unknown word was corrected; at the default 0.3 a common trigram matched thousands of names,
 * each compared in turn (~35 ms).
 */
const similarNameMatcher: Matcher = (_source, guard) =>
  `SELECT m.id, 3 AS tier FROM artists m
    WHERE ${guard} AND (SELECT uncorrected FROM fuzzy_query) AND encore_search_text(m.name) % ${TEXT}
    ORDER BY similarity(encore_search_text(m.name), ${TEXT}) DESC LIMIT ${LIMIT}`;

function branch(field: SearchField, matcher: Matcher, guard = 'true'): string {
  const matched = matcher(field.source, guard);
  if (field.expand === null)
    return `(SELECT m.id, m.tier, ${field.rank} AS field FROM (${matched}) m)`;
  return `(SELECT e.id, m.tier, ${field.rank} AS field FROM (${matched}) m
    CROSS JOIN LATERAL (${field.expand} LIMIT ${LIMIT}) e LIMIT ${LIMIT})`;
}

const union = (branches: string[]): string => branches.join('\nUNION ALL\n');
const fewerThanLimit = (cte: string): string =>
  `(SELECT count(DISTINCT id) FROM ${cte}) < ${LIMIT}`;

/**
 * Typo correction, only when a word is unknown: a word before the last must be a known word, the
 * last (still being typed) only the start of one. Each unknown word of 3+ letters gets up to three
 * known words of trigram similarity ≥ 0.3 as alternatives ("beatels" → beatles is 0.33); a word
 * that is not a whole known word may also be the start of one:
 * 'celine vaseur' → '(celine) & (vaseur:* | vasseur)'. No row when every word is known;
 * `uncorrected` when some unknown word found no similar known word.
 */
const FUZZY_QUERY = `SELECT to_tsquery('simple', string_agg(alternatives, ' & ' ORDER BY position)) AS text_query,
    bool_or(NOT known AND corrections = 0) AS uncorrected
  FROM (
    SELECT q.position, k.known, count(c.word) AS corrections,
      '(' || q.word || CASE WHEN length(q.word) > 1 AND NOT k.whole THEN ':*' ELSE '' END
        || coalesce(' | ' || string_agg(c.word, ' | '), '') || ')' AS alternatives
    FROM unnest(${WORDS}) WITH ORDINALITY AS q(word, position)
    CROSS JOIN LATERAL (SELECT whole, whole OR (q.position = cardinality(${WORDS}) AND started) AS known
      FROM (SELECT
        EXISTS (SELECT FROM search_words w WHERE w.word = q.word COLLATE "C") AS whole,
        EXISTS (SELECT FROM search_words w
          WHERE w.word >= q.word COLLATE "C" AND w.word < (q.word || '{') COLLATE "C") AS started
      ) lookups) k
    LEFT JOIN LATERAL (
      SELECT w.word FROM search_words w
       WHERE NOT k.known AND length(q.word) >= 3 AND w.word %>> q.word
       ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 3
    ) c ON true
    GROUP BY q.position, q.word, k.whole, k.known
  ) per_word
  HAVING bool_or(NOT known)`;

export interface RankedSearch {
  fields: readonly SearchField[];
  /** The result row: a select list over `from`, whose searched table has alias `target`. */
  columns: string;
  from: string;
  target: { alias: string; source: Source };
}

/**
 * No play counts exist yet: every result is equally popular. When plays arrive, this becomes the
 * play count (and the per-branch windows may need a popularity-ordered index to draw from).
 */
const POPULARITY = '0::int';

export function rankedSearchSql(search: RankedSearch): string {
  const { fields, target } = search;
  const named = fields.filter((field) => field.source !== 'genres');
  const artists = fields.filter((field) => field.source === 'artists');
  const weak = fewerThanLimit('prefix_hits');
  const weakest = fewerThanLimit('strong_hits');
  return `WITH
prefix_hits AS (${union(named.map((field) => branch(field, prefixMatcher)))}),
word_hits AS (${union(fields.map((field) => branch(field, wordsMatcher, weak)))}),
strong_hits AS (SELECT id, tier, field FROM prefix_hits UNION ALL SELECT id, tier, field FROM word_hits),
fuzzy_query AS (${FUZZY_QUERY}),
fuzzy_hits AS (${union([
    ...named.map((field) => branch(field, correctedWordsMatcher, weakest)),
    ...artists.map((field) => branch(field, similarNameMatcher, weakest)),
  ])}),
ranked AS (
  SELECT DISTINCT ON (id) id, tier, field
    FROM (SELECT * FROM strong_hits UNION ALL SELECT * FROM fuzzy_hits) hits
   ORDER BY id, tier, field
),
top AS (
  SELECT r.id, r.tier, r.field, lower(x.${NAME[target.source]}) AS name
    FROM ranked r JOIN ${target.source} x ON x.id = r.id
   ORDER BY r.tier, r.field, ${POPULARITY} DESC, name, r.id LIMIT ${LIMIT}
)
SELECT ${search.columns} FROM top r JOIN ${search.from} ON ${target.alias}.id = r.id
ORDER BY r.tier, r.field, ${POPULARITY} DESC, r.name, r.id`;
}

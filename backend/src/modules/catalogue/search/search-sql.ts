import { REWRITTEN_QUERY_SQL } from './search-rewrite-sql.js';

/**
 * Builds the ranked-search statements (docs/architecture.md, "Catalogue and search"). A result's
 * rank is (tier, field, score, popularity, name):
 *   tier   0 exact · 1 prefix (search keys: punctuation and spaces ignored)
 *          2 words, all in one field (full text; the last word may be a prefix)
 *          3 across fields: the keys of title and artist run together, exact or prefix ("rift
 *            engine red"), then all words in own title, artist and album ("artist title")
 *          then the rewritten query (search-rewrite-sql.ts: typos, swapped letters, spacing):
 *          4 exact · 5 prefix (its corrected key) · 6 words in one field · 7 across fields
 *   field  1 own name/title · 2 artist name · 3 album title · 4 genre (the spec's weights A–D);
 *          across fields: 1 the key is exactly title + artist (either order), 2 album + artist,
 *          3 title + the start of the artist (or the reverse), 4 only the words
 *   score  prefix: 1 for the first row of each distinct name (PREFIX_NAMES), so a prefix shows
 *            as many different names as it can before repeats of one; across fields: ts_rank of
 *            the weighted search document (own title counts most)
 * Every branch reads at most LIMIT rows through an index (across fields: CROSS_CANDIDATES, then
 * ranked); a weaker tier only runs while the stronger ones found fewer than LIMIT results (an
 * uncorrelated count, so PostgreSQL skips the whole branch). The statements are prepared with
 * generic plans: parameters are typed and prefix matches are explicit ranges, so one plan serves
 * every query. Only what the public sees is found (docs/adr/0044): the matchers read listed albums
 * and tracks (a filter on the rows the index gives, which nearly all pass), the expansions listed
 * ones, and the search documents exist only for those. */

type Source = 'artists' | 'albums' | 'tracks' | 'genres';
const NAME: Record<Source, string> = {
  artists: 'name',
  albums: 'title',
  tracks: 'title',
  genres: 'name',
};

/**
 * $1 key · $2 key end · $3 tsquery · $4 words (search-rewrite-sql.ts) · $5 limit · $6 text ·
 * $7 tsquery of whole words (see SearchQuery).
 */
const KEY = '$1::text';
const KEY_END = '$2::text';
const TSQUERY_TEXT = '$3::text';
const TSQUERY = `to_tsquery('simple', ${TSQUERY_TEXT})`;
const WORDS = '$4::text[]';
const LIMIT = '$5::int';
const TEXT = '$6::text';
/** Across fields: the last word whole when it is a known word of 4+ letters, else a prefix. */
const LAST_WORD = `(${WORDS})[cardinality(${WORDS})]`;
const CROSS_TSQUERY = `to_tsquery('simple', CASE WHEN length(${LAST_WORD}) >= 4
  AND EXISTS (SELECT FROM search_words sw WHERE sw.word = ${LAST_WORD} COLLATE "C")
  THEN $7::text ELSE ${TSQUERY_TEXT} END)`;

/** The indexed expressions of the catalogue search migration, exactly as indexed. */
const searchKey = (alias: string, source: Source): string =>
  `encore_search_key(${alias}.${NAME[source]}) COLLATE "C"`;
const searchVector = (alias: string, source: Source): string =>
  `to_tsvector('simple', encore_search_text(${alias}.${NAME[source]}))`;
/** The matched rows the public may find: listed albums and tracks; every artist and genre. */
const listed = (alias: string, source: Source): string =>
  source === 'albums' || source === 'tracks' ? `${alias}.listed` : 'true';

/** One way a searched row can match: by its own name, or by a related artist, album or genre. */
export interface SearchField {
  /** 1 own name/title … 4 genre. */
  rank: 1 | 2 | 3 | 4;
  source: Source;
  /** SQL selecting the searched rows' ids for one matched row `m`; null when `m` is one. */
  expand: string | null;
}

/** A matcher selects `id`, `tier` and `score` of matching `m` rows (at most 2 × LIMIT) for one source. */
type Matcher = (source: Source, guard: string) => string;

/**
 * The first row of each of the first LIMIT distinct names that a prefix completes to (the exact
 * name left out): a skip scan of the key index, one probe per name. A short prefix opens
 * thousands of rows in which one name can repeat hundreds of times ("amb": 2,292 tracks, 300
 * names, the first 20 in key order all "Amber Anchor"); a listener typing wants the names.
 */
const PREFIX_NAMES = (
  source: Source,
  guard: string,
  queryKey: string,
  queryKeyEnd: string,
  tier: number,
): string => {
  const key = searchKey('m', source);
  const next = (after: string) =>
    `(SELECT ${key} FROM ${source} m WHERE ${key} > ${after} AND ${key} < ${queryKeyEnd}
      AND ${listed('m', source)} ORDER BY ${key} LIMIT 1)`;
  return `SELECT (SELECT m.id FROM ${source} m WHERE ${key} = n.key AND ${listed('m', source)}
      LIMIT 1) AS id,
      ${tier} AS tier, 1::real AS score
    FROM (WITH RECURSIVE names(key, position) AS (
        SELECT ${next(queryKey)}, 1 WHERE ${guard}
        UNION ALL
        SELECT ${next('names.key')}, names.position + 1 FROM names
         WHERE names.key IS NOT NULL AND names.position < ${LIMIT})
      SELECT key FROM names WHERE key IS NOT NULL) n`;
};

const keyMatcher =
  (queryKey: string, queryKeyEnd: string, exactTier: 0 | 4): Matcher =>
  (source, guard) => {
    const key = searchKey('m', source);
    return `(SELECT m.id, CASE WHEN ${key} = ${queryKey} THEN ${exactTier} ELSE ${exactTier + 1} END AS tier,
        0::real AS score
      FROM ${source} m WHERE ${guard} AND ${key} >= ${queryKey} AND ${key} < ${queryKeyEnd}
        AND ${listed('m', source)}
      ORDER BY ${key} LIMIT ${LIMIT})
    UNION ALL
    (${PREFIX_NAMES(source, guard, queryKey, queryKeyEnd, exactTier + 1)})`;
  };
const prefixMatcher = keyMatcher(KEY, KEY_END, 0);
/** The rewritten query's key, as InitPlans: the index range is then read in order. */
const correctedPrefixMatcher = keyMatcher(
  '(SELECT key FROM rewritten_query)',
  '(SELECT key_end FROM rewritten_query)',
  4,
);

const wordsMatcher: Matcher = (source, guard) =>
  `SELECT m.id, 2 AS tier, 0::real AS score FROM ${source} m
    WHERE ${guard} AND ${searchVector('m', source)} @@ ${TSQUERY} AND ${listed('m', source)}
    LIMIT ${LIMIT}`;

const rewrittenWordsMatcher: Matcher = (source, guard) =>
  `SELECT m.id, 6 AS tier, 0::real AS score FROM rewritten_query f, ${source} m
    WHERE ${guard} AND ${searchVector('m', source)} @@ f.text_query AND ${listed('m', source)}
    LIMIT ${LIMIT}`;

/**
 * Whole-name typos that no word correction explains ("celinevaseur"): trigram similarity with
 * artist names (short, and the only names with a trigram index), at least 0.5. Skipped when every
 * unknown word was corrected; at the default 0.3 a common trigram matched thousands of names,
 * each compared in turn (~35 ms).
 */
const similarNameMatcher: Matcher = (_source, guard) =>
  `SELECT m.id, 6 AS tier, 0::real AS score FROM artists m
    WHERE ${guard} AND (SELECT uncorrected FROM rewritten_query) AND encore_search_text(m.name) % ${TEXT}
    ORDER BY similarity(encore_search_text(m.name), ${TEXT}) DESC LIMIT ${LIMIT}`;

function branch(field: SearchField, matcher: Matcher, guard = 'true'): string {
  const matched = matcher(field.source, guard);
  if (field.expand === null)
    return `(SELECT m.id, m.tier, ${field.rank} AS field, m.score FROM (${matched}) m)`;
  return `(SELECT e.id, m.tier, ${field.rank} AS field, m.score FROM (${matched}) m
    CROSS JOIN LATERAL (${field.expand} LIMIT ${LIMIT}) e LIMIT ${LIMIT})`;
}

/** A table of weighted search documents (own title A, artist B, album C) and its row id. */
export interface SearchDocuments {
  table: 'track_search_documents' | 'album_search_documents';
  id: 'track_id' | 'album_id';
  /** Whether documents carry their album's key (tracks do). */
  albumKey: boolean;
}

/**
 * How many documents matching across fields are ranked. A query whose words spread over fields
 * names a few items ("rift engine redline"); one that matches more than this is vague, and its
 * order among them matters less than the time.
 */
export const CROSS_CANDIDATES = 200;
/** ts_rank weights {D, C, B, A}: album title 0.2, artist name 0.4, own title 1. */
const WEIGHTS = "'{0.1, 0.2, 0.4, 1.0}'::real[]";

/** "artist title" or "title artist" typed in order: the two keys run together, exact or prefix. */
function combinedKeys(documents: SearchDocuments, guard: string): string[] {
  return ['artist_key || own_key', 'own_key || artist_key'].map((keys) => {
    const combined = `(d.${keys.replace(' || ', ' || d.')}) COLLATE "C"`;
    return `(SELECT d.id, 3 AS tier, CASE WHEN d.combined = ${KEY} THEN 1 ELSE 3 END AS field,
        0::real AS score
      FROM (SELECT d.${documents.id} AS id, ${combined} AS combined FROM ${documents.table} d
        WHERE ${guard} AND ${combined} >= ${KEY} AND ${combined} < ${KEY_END}
        ORDER BY ${combined} LIMIT ${LIMIT}) d)`;
  });
}

/** The across-fields `field`: how exactly the query's key is a title and an artist together. */
function combination(documents: SearchDocuments, key: string): string {
  const both = (a: string, b: string) => `${key} IN (d.${a} || d.${b}, d.${b} || d.${a})`;
  const album = documents.albumKey ? `WHEN ${both('album_key', 'artist_key')} THEN 2` : '';
  return `CASE WHEN ${both('own_key', 'artist_key')} THEN 1 ${album}
    WHEN starts_with(d.own_key || d.artist_key, ${key}) OR starts_with(d.artist_key || d.own_key, ${key})
    THEN 3 ELSE 4 END`;
}

/** All the query's words in one search document, ranked: "artist title", "album artist". */
function acrossFields(documents: SearchDocuments, tier: 3 | 7, guard: string): string {
  const [from, query, key] =
    tier === 3
      ? [documents.table, '(SELECT tsquery FROM cross_query)', KEY]
      : [`rewritten_query f, ${documents.table}`, 'f.text_query', 'f.key'];
  return `(SELECT d.id, ${tier} AS tier, ${combination(documents, 'd.query_key')} AS field,
      ts_rank(${WEIGHTS}, d.document, d.query) AS score
    FROM (SELECT ${documents.id} AS id, document, own_key, artist_key
        ${documents.albumKey ? ', album_key' : ''}, ${query} AS query, ${key} AS query_key
      FROM ${from} WHERE ${guard} AND document @@ ${query} LIMIT ${CROSS_CANDIDATES}) d)`;
}

const union = (branches: string[]): string => branches.join('\nUNION ALL\n');
const fewerThanLimit = (cte: string): string =>
  `(SELECT count(DISTINCT id) FROM ${cte}) < ${LIMIT}`;

export interface RankedSearch {
  fields: readonly SearchField[];
  /** The searched items' documents, for words across fields; artists have none. */
  documents: SearchDocuments | null;
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

/** Across fields needs two words at least: one word is all in one field or nowhere. */
const SEVERAL_WORDS = `cardinality(${WORDS}) > 1`;

/**
 * The tiers in order, as stages of hits: each stage runs only while all before it found fewer
 * than LIMIT results (`guard`), so a query answered by its exact name never pays for typos.
 */
function stages(search: RankedSearch): { name: string; branches: (guard: string) => string[] }[] {
  const { fields, documents } = search;
  const named = fields.filter((field) => field.source !== 'genres');
  const artists = fields.filter((field) => field.source === 'artists');
  const across = (tier: 3 | 7) => (guard: string) =>
    documents ? [acrossFields(documents, tier, `${guard} AND ${SEVERAL_WORDS}`)] : [];
  return [
    { name: 'key_hits', branches: () => named.map((field) => branch(field, prefixMatcher)) },
    {
      name: 'word_hits',
      branches: (guard) => fields.map((field) => branch(field, wordsMatcher, guard)),
    },
    {
      name: 'combined_key_hits',
      branches: (guard) =>
        documents ? combinedKeys(documents, `${guard} AND ${SEVERAL_WORDS}`) : [],
    },
    { name: 'cross_hits', branches: across(3) },
    {
      name: 'corrected_key_hits',
      branches: (guard) => named.map((field) => branch(field, correctedPrefixMatcher, guard)),
    },
    {
      name: 'rewritten_word_hits',
      branches: (guard) => [
        ...fields.map((field) => branch(field, rewrittenWordsMatcher, guard)),
        ...artists.map((field) => branch(field, similarNameMatcher, guard)),
      ],
    },
    { name: 'rewritten_cross_hits', branches: across(7) },
  ];
}

/** The stages of the query as typed (tiers 0–3); the rest read the rewritten query. */
const TYPED_STAGES = 4;

/**
 * `all`: every tier. `typed`: only the tiers of the query as typed (0–3); when they find LIMIT
 * results the whole statement would skip the rest and rank the same hits, so its answer is the
 * same, and the typed statement is a third of the plan (starting up a plan of this size is much
 * of a short search's cost). `corrections`: the tiers of the rewritten query (4–7) after a typed
 * statement that found fewer than LIMIT: its hits come in as $8 (their ids) and count in every
 * guard as they would in the whole statement; the answer is the rest of the whole statement's
 * (every typed tier ranks first), LIMIT minus those hits.
 */
export type SearchDepth = 'typed' | 'corrections' | 'all';

/** $8, `corrections` only: the ids the typed tiers found. */
const TYPED_IDS = '$8::uuid[]';

export function rankedSearchSql(search: RankedSearch, depth: SearchDepth = 'all'): string {
  const { target } = search;
  // Every statement names all seven parameters here, whichever of its stages read them (an
  // unused CTE is typed but never run).
  const ctes = [
    `parameters AS (SELECT ${[KEY, KEY_END, TSQUERY_TEXT, WORDS, LIMIT, TEXT, '$7::text'].join(', ')})`,
    `cross_query AS (SELECT ${CROSS_TSQUERY} AS tsquery)`,
    ...(depth === 'typed' ? [] : [`rewritten_query AS (${REWRITTEN_QUERY_SQL})`]),
  ];
  let found: string | null = null;
  let limit = LIMIT;
  if (depth === 'corrections') {
    ctes.push(`typed_hits AS (SELECT unnest(${TYPED_IDS}) AS id, -1 AS tier, 0 AS field,
      0::real AS score)`);
    found = 'typed_hits';
    limit = `(${LIMIT} - cardinality(${TYPED_IDS}))`;
  }
  const all = stages(search);
  const included =
    depth === 'all'
      ? all
      : depth === 'typed'
        ? all.slice(0, TYPED_STAGES)
        : all.slice(TYPED_STAGES);
  for (const [index, stage] of included.entries()) {
    const branches = stage.branches(found === null ? 'true' : fewerThanLimit(found));
    if (branches.length === 0) continue;
    ctes.push(`${stage.name} AS (${union(branches)})`);
    // Each stage's hits with all before it: what the next stage's guard counts.
    const sofar = `hits_${index}`;
    ctes.push(
      `${sofar} AS (SELECT * FROM ${stage.name}${found === null ? '' : ` UNION ALL SELECT * FROM ${found}`})`,
    );
    found = sofar;
  }
  return `WITH
${ctes.join(',\n')},
ranked AS (
  SELECT DISTINCT ON (id) id, tier, field, score FROM ${found}
   ORDER BY id, tier, field, score DESC
),
top AS (
  SELECT r.id, r.tier, r.field, r.score, lower(x.${NAME[target.source]}) AS name
    FROM ranked r JOIN ${target.source} x ON x.id = r.id
   WHERE r.tier >= 0
   ORDER BY r.tier, r.field, r.score DESC, ${POPULARITY} DESC, name, r.id LIMIT ${limit}
)
SELECT ${search.columns} FROM top r JOIN ${search.from} ON ${target.alias}.id = r.id
ORDER BY r.tier, r.field, r.score DESC, ${POPULARITY} DESC, r.name, r.id`;
}

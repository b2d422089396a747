/**
 * The in-memory engine search quality is compared with: MiniSearch (a well-kept BM25 engine with
 * prefix and fuzzy matching), one index per list as the API has, over the same catalogue rows.
 * Configured as its documentation suggests for a search box: prefix search, fuzzy 0.2 (an edit
 * per five letters), the own title boosted over the artist and album fields, accents folded like
 * ours (`foldToAscii`, the shared rule) and its default tokenizer (splits at spaces and
 * punctuation).
 */
import { foldToAscii } from '@encore/shared-rules';
import MiniSearch from 'minisearch';

const SEARCH_OPTIONS = { prefix: true, fuzzy: 0.2, combineWith: 'OR' };
const processTerm = (term) => foldToAscii(term).toLowerCase();

const LISTS = {
  artist: { rows: 'artists', fields: ['name'], boost: {} },
  album: { rows: 'albums', fields: ['title', 'artist'], boost: { title: 2 } },
  track: { rows: 'tracks', fields: ['title', 'artist', 'album'], boost: { title: 2 } },
};

/**
 * @param {{ artists: object[], albums: object[], tracks: object[] }} catalogue rows with `id`
 * @returns {{ search(list: 'artist' | 'album' | 'track', q: string, limit: number): object[] }}
 *   rows shaped like the API's (name or title, artist_name), best first
 */
export function miniSearchEngine(catalogue) {
  const indexes = {};
  for (const [list, { rows, fields, boost }] of Object.entries(LISTS)) {
    const index = new MiniSearch({
      fields,
      processTerm,
      searchOptions: { ...SEARCH_OPTIONS, boost },
    });
    index.addAll(catalogue[rows]);
    const byId = new Map(catalogue[rows].map((row) => [row.id, row]));
    indexes[list] = { index, byId };
  }
  return {
    search(list, q, limit) {
      const { index, byId } = indexes[list];
      return index
        .search(q)
        .slice(0, limit)
        .map(({ id }) => {
          const row = byId.get(id);
          return { ...row, artist_name: row.artist };
        });
    },
  };
}

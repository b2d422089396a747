import type { TableSort } from '@/shared/ui/table';

export type ArtistSortKey = 'name' | 'created';

/** What the artists table asks for: the search and the order. */
export interface ArtistsQuery {
  search: string;
  sort: { key: ArtistSortKey; direction: 'asc' | 'desc' };
}

export const INITIAL_ARTISTS_QUERY: ArtistsQuery = {
  search: '',
  sort: { key: 'name', direction: 'asc' },
};

/** The table's order as the query keeps it; a column the server cannot sort by changes nothing. */
export function withArtistSort(query: ArtistsQuery, sort: TableSort): Pick<ArtistsQuery, 'sort'> {
  return sort.key === 'name' || sort.key === 'created'
    ? { sort: { key: sort.key, direction: sort.direction } }
    : { sort: query.sort };
}

/** GET /api/admin/artists's parameters; an empty search is left out. */
export function artistsQueryParams(query: ArtistsQuery, cursor: string | null) {
  const search = query.search.trim();
  return {
    ...(search === '' ? {} : { q: search.slice(0, 100) }),
    sort: query.sort.key,
    order: query.sort.direction,
    ...(cursor === null ? {} : { before: cursor }),
  };
}

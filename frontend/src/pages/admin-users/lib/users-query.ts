import type { TableSort } from '@/shared/ui/table';

export type RoleFilter = 'all' | 'listener' | 'artist' | 'admin';
export type StatusFilter = 'all' | 'active' | 'disabled';
export type UserSortKey = 'created' | 'email' | 'name';

/** What the users table asks for: the search, the filters and the order. */
export interface UsersQuery {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  sort: { key: UserSortKey; direction: 'asc' | 'desc' };
}

export const INITIAL_USERS_QUERY: UsersQuery = {
  search: '',
  role: 'all',
  status: 'all',
  sort: { key: 'created', direction: 'desc' },
};

/** The server's order keys, as the table's sortable columns name them. */
export const isUserSortKey = (key: string): key is UserSortKey =>
  key === 'created' || key === 'email' || key === 'name';

/** The table's order as the query keeps it; an unknown column leaves the order as it is. */
export function withSort(query: UsersQuery, sort: TableSort): Pick<UsersQuery, 'sort'> {
  return isUserSortKey(sort.key)
    ? { sort: { key: sort.key, direction: sort.direction } }
    : { sort: query.sort };
}

/** GET /api/admin/users's parameters: "all" filters and an empty search are left out. */
export function usersQueryParams(query: UsersQuery, cursor: string | null) {
  const search = query.search.trim();
  return {
    ...(search === '' ? {} : { q: search.slice(0, 100) }),
    ...(query.role === 'all' ? {} : { role: query.role }),
    ...(query.status === 'all' ? {} : { status: query.status }),
    sort: query.sort.key,
    order: query.sort.direction,
    ...(cursor === null ? {} : { before: cursor }),
  };
}

/** Whether the query narrows the list (an empty reply then means "nothing matches"). */
export const isFiltered = (query: UsersQuery): boolean =>
  query.search.trim() !== '' || query.role !== 'all' || query.status !== 'all';

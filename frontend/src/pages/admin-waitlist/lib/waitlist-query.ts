import type { TableSort } from '@/shared/ui/table';
import type { ScreeningStatus, WaitlistList } from '../api/waitlist-api';

export type StatusFilter = 'all' | ScreeningStatus;
export type ConfirmedFilter = 'all' | 'confirmed' | 'unconfirmed';
export type WaitlistSortKey = 'created_at' | 'name' | 'email';

/** What a screening table asks for: its list, the search, the filters and the order. */
export interface WaitlistQuery {
  list: WaitlistList;
  search: string;
  status: StatusFilter;
  confirmed: ConfirmedFilter;
  /** A country code, or 'all'. */
  country: string;
  /** A genre name (the artist list only), or 'all'. */
  genre: string;
  /** Signed up on or after this day (YYYY-MM-DD), or ''. */
  from: string;
  /** Signed up on or before this day (YYYY-MM-DD), or ''. */
  to: string;
  sort: { key: WaitlistSortKey; direction: 'asc' | 'desc' };
}

/** A list as it first opens: everything, newest sign-ups first. */
export const initialQueryOf = (list: WaitlistList): WaitlistQuery => ({
  list,
  search: '',
  status: 'all',
  confirmed: 'all',
  country: 'all',
  genre: 'all',
  from: '',
  to: '',
  sort: { key: 'created_at', direction: 'desc' },
});

/** The list a path names (`/admin/waitlist/:list`), or null for anything else. */
export const listOf = (param: string | undefined): WaitlistList | null =>
  param === 'artists' || param === 'fans' ? param : null;

const isSortKey = (key: string): key is WaitlistSortKey =>
  key === 'created_at' || key === 'name' || key === 'email';

/** The table's order as the query keeps it; an unknown column leaves the order as it is. */
export function withSort(query: WaitlistQuery, sort: TableSort): Pick<WaitlistQuery, 'sort'> {
  return isSortKey(sort.key)
    ? { sort: { key: sort.key, direction: sort.direction } }
    : { sort: query.sort };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD day: the server's `to` is exclusive, the form's "to" is not. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The filters as the list and the export take them: "all" and blanks are left out. */
export function filterParams(query: WaitlistQuery) {
  const search = query.search.trim();
  return {
    ...(search === '' ? {} : { q: search.slice(0, 100) }),
    ...(query.status === 'all' ? {} : { status: query.status }),
    ...(query.confirmed === 'all' ? {} : { confirmed: query.confirmed === 'confirmed' }),
    ...(query.country === 'all' ? {} : { country: query.country }),
    ...(query.genre === 'all' || query.list !== 'artists' ? {} : { genre: query.genre }),
    ...(DAY.test(query.from) ? { from: query.from } : {}),
    ...(DAY.test(query.to) ? { to: dayAfter(query.to) } : {}),
  };
}

/** GET /api/admin/waitlist/{list}'s parameters: the filters, the order and the page. */
export const listQueryParams = (query: WaitlistQuery, cursor: string | null) => ({
  ...filterParams(query),
  sort: query.sort.key,
  order: query.sort.direction,
  ...(cursor === null ? {} : { before: cursor }),
});

/** Whether the query narrows the list (an empty reply then means "nothing matches"). */
export const isFiltered = (query: WaitlistQuery): boolean =>
  Object.keys(filterParams(query)).length > 0;

/** The export's file name: the list and the day it was taken (UTC). */
export const exportFileName = (list: WaitlistList, now: Date): string =>
  `encore-waitlist-${list}-${now.toISOString().slice(0, 10)}.csv`;

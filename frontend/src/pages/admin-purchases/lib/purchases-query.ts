import type { PurchaseStatus } from '@/entities/purchase';
import type { TableSort } from '@/shared/ui/table';

export type StatusFilter = 'all' | PurchaseStatus;
export type PurchaseSortKey = 'created_at' | 'buyer' | 'album';

/** What the purchases table asks for: the search, the filters and the order. */
export interface PurchasesQuery {
  /** Part of the buyer's email (the search box). */
  search: string;
  /** Part of the album's title. */
  album: string;
  status: StatusFilter;
  /** Days (YYYY-MM-DD, UTC) the checkout opened, both included; '' for no bound. */
  from: string;
  to: string;
  /** One buyer's purchases (the link from an account's page). */
  buyerId: string | null;
  sort: { key: PurchaseSortKey; direction: 'asc' | 'desc' };
}

export const INITIAL_PURCHASES_QUERY: PurchasesQuery = {
  search: '',
  album: '',
  status: 'all',
  from: '',
  to: '',
  buyerId: null,
  sort: { key: 'created_at', direction: 'desc' },
};

const isSortKey = (key: string): key is PurchaseSortKey =>
  key === 'created_at' || key === 'buyer' || key === 'album';

/** The table's order as the query keeps it; an unknown column leaves the order as it is. */
export function withSort(query: PurchasesQuery, sort: TableSort): Pick<PurchasesQuery, 'sort'> {
  return isSortKey(sort.key)
    ? { sort: { key: sort.key, direction: sort.direction } }
    : { sort: query.sort };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a day (the server's `to` leaves its own moment out, the field includes its day). */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Why the two days cannot be asked for together, or null when they can. */
export function dateRangeProblem(from: string, to: string): string | null {
  if ((from !== '' && !DAY.test(from)) || (to !== '' && !DAY.test(to))) {
    return 'Enter whole days.';
  }
  return from !== '' && to !== '' && from > to ? 'The end day comes before the start day.' : null;
}

/** GET /api/admin/purchases's parameters: "all", empty texts and open bounds are left out. */
export function purchasesQueryParams(query: PurchasesQuery, cursor: string | null) {
  const buyer = query.search.trim().slice(0, 254);
  const album = query.album.trim().slice(0, 300);
  return {
    ...(buyer === '' ? {} : { buyer }),
    ...(album === '' ? {} : { album }),
    ...(query.status === 'all' ? {} : { status: query.status }),
    ...(query.from === '' ? {} : { from: query.from }),
    ...(query.to === '' ? {} : { to: dayAfter(query.to) }),
    ...(query.buyerId === null ? {} : { buyer_id: query.buyerId }),
    sort: query.sort.key,
    order: query.sort.direction,
    ...(cursor === null ? {} : { before: cursor }),
  };
}

/** Whether the query narrows the list (an empty reply then means "nothing matches"). */
export const isFiltered = (query: PurchasesQuery): boolean =>
  query.search.trim() !== '' ||
  query.album.trim() !== '' ||
  query.status !== 'all' ||
  query.from !== '' ||
  query.to !== '' ||
  query.buyerId !== null;

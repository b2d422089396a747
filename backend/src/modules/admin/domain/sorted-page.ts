import { listOrder } from './list-order.js';
import { type SortedPosition, sortedPagePosition, toSortedPage } from './sorted-keyset-cursor.js';

/** What a sorted admin list's request says about the page it wants. */
export interface SortedPageRequest<Sort extends string> {
  sort?: Sort | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** The cursor of the previous page's end. */
  before?: string | undefined;
  limit?: number | undefined;
}

/** The list's own rules: its default sort, which sorts are on a time, its default page size. */
export interface SortedPageRules<Sort extends string> {
  defaultSort: Sort;
  timeSorts: readonly Sort[];
  pageSize: number;
}

/** The rows to read: in this order, after this position, one more than the page holds. */
export interface SortedPageWindow<Sort extends string> {
  sort: Sort;
  order: 'asc' | 'desc';
  after: SortedPosition | undefined;
  limit: number;
}

/**
 * One page of a sorted admin list: the order asked for (listOrder), where the cursor says it
 * starts (a cursor made for another order is a 400), `limit + 1` rows read so the extra one says
 * there is more, and the cursor after the page's last row.
 */
export async function readSortedPage<
  Sort extends string,
  Row extends { id: string; sortKey: string },
>(
  request: SortedPageRequest<Sort>,
  rules: SortedPageRules<Sort>,
  readRows: (window: SortedPageWindow<Sort>) => Promise<readonly Row[]>,
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const limit = request.limit ?? rules.pageSize;
  const order = listOrder(request.sort ?? rules.defaultSort, request.order, rules.timeSorts);
  const after = sortedPagePosition(request.before, order);
  const rows = await readRows({ sort: order.sort, order: order.order, after, limit: limit + 1 });
  return toSortedPage(rows, limit, order);
}

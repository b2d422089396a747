import type { SortedListOrder } from './sorted-keyset-cursor.js';

/**
 * The order a sorted admin list is read in: the sort asked for, the way asked for, or by default
 * times newest first and text A to Z (`timeSorts` name the sorts on a time).
 */
export function listOrder<Sort extends string>(
  sort: Sort,
  order: 'asc' | 'desc' | undefined,
  timeSorts: readonly Sort[],
): SortedListOrder & { sort: Sort } {
  const keyIsTime = timeSorts.includes(sort);
  return { sort, order: order ?? (keyIsTime ? 'desc' : 'asc'), keyIsTime };
}

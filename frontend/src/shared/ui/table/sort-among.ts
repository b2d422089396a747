import type { SortDirection, TableSort } from './table';

/**
 * The order a list keeps after a sortable header was pressed: the column's key and direction
 * when it is one of the orders the server offers (`keys`), else the order as it was.
 */
export function sortAmong<Key extends string>(
  keys: readonly Key[],
  current: { key: Key; direction: SortDirection },
  chosen: TableSort,
): { key: Key; direction: SortDirection } {
  const key = keys.find((offered) => offered === chosen.key);
  return key === undefined ? current : { key, direction: chosen.direction };
}

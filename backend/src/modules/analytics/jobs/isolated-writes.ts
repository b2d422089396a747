/** An item the database refused, with its error. */
export interface RefusedItem<T> {
  item: T;
  error: unknown;
}

/**
 * What became of one group (one queue job) of a write: `written` — every item is stored except
 * the `refused` ones (their own data made the statement fail), or `failed` — an error that is not
 * the data's (connection lost, shutdown) left the group to be retried whole.
 */
export type GroupOutcome<T> =
  { written: true; refused: RefusedItem<T>[] } | { written: false; error: unknown };

export interface IsolatedWriteOptions<T> {
  /** Writes the items in one atomic statement (all or nothing); idempotent per item. */
  insert: (items: readonly T[]) => Promise<unknown>;
  /** True when an insert failed because of the data it was given, so a smaller one may pass. */
  isRefusedData: (error: unknown) => boolean;
}

/**
 * Writes every group in one statement when it can. When the data of some item fails that
 * statement, the groups are halved until the failing group is alone, and its items halved until
 * each refused item is alone: the other groups and items are written (about 2·log₂(n) extra
 * statements per bad item), so one bad item never takes its neighbours down with it. Inserts are
 * idempotent, so a group retried after a partial write stores nothing twice.
 */
export async function writeIsolated<T>(
  groups: readonly (readonly T[])[],
  options: IsolatedWriteOptions<T>,
): Promise<GroupOutcome<T>[]> {
  try {
    await options.insert(groups.flat());
    return groups.map(() => ({ written: true, refused: [] }));
  } catch (error) {
    if (!options.isRefusedData(error)) return groups.map(() => ({ written: false, error }));
    if (groups.length > 1) {
      const middle = Math.ceil(groups.length / 2);
      return [
        ...(await writeIsolated(groups.slice(0, middle), options)),
        ...(await writeIsolated(groups.slice(middle), options)),
      ];
    }
    try {
      return [{ written: true, refused: await refusedItems(groups[0] ?? [], error, options) }];
    } catch (groupError) {
      return [{ written: false, error: groupError }];
    }
  }
}

/** Writes what it can of `items`, whose insert just failed with `error`; answers the refused. */
async function refusedItems<T>(
  items: readonly T[],
  error: unknown,
  options: IsolatedWriteOptions<T>,
): Promise<RefusedItem<T>[]> {
  if (items.length <= 1) return items.map((item) => ({ item, error }));
  const middle = Math.ceil(items.length / 2);
  const refused: RefusedItem<T>[] = [];
  for (const half of [items.slice(0, middle), items.slice(middle)]) {
    try {
      await options.insert(half);
    } catch (halfError) {
      if (!options.isRefusedData(halfError)) throw halfError;
      refused.push(...(await refusedItems(half, halfError, options)));
    }
  }
  return refused;
}

import { createEffect, createEvent, createStore, sample } from 'effector';

/** One page of a keyset-paginated list: its rows, and the cursor of the next page (null: last). */
export interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The first page's state; a later page's failure leaves the rows and says so on its own. */
export type KeysetListStatus = 'loading' | 'ready' | 'failed';

export interface KeysetListOptions<Query, Item> {
  initialQuery: Query;
  fetchPage: (request: { query: Query; cursor: string | null }) => Promise<KeysetPage<Item>>;
}

/**
 * A list the server pages by keyset (each page starts after the last row of the one before: the
 * admin tables). It holds the query — search, filters, order — and the rows loaded so far: a new
 * query starts again from the first page, "more" appends the next page, and a reply to a query
 * that has been replaced meanwhile is dropped.
 */
export function createKeysetList<Query extends object, Item>({
  initialQuery,
  fetchPage,
}: KeysetListOptions<Query, Item>) {
  /** The page opened (again): the first page of the current query. */
  const opened = createEvent();
  /** Part of the query changed (a filter, the order, the search text). */
  const queryChanged = createEvent<Partial<Query>>();
  const moreRequested = createEvent();
  const retried = createEvent();

  const fetchPageFx = createEffect(fetchPage);

  const $query = createStore<Query>(initialQuery).on(queryChanged, (query, change) => ({
    ...query,
    ...change,
  }));
  const $items = createStore<Item[]>([]);
  const $nextCursor = createStore<string | null>(null);
  const $status = createStore<KeysetListStatus>('loading');
  const $error = createStore<unknown>(null);
  /** A later page failed: the rows stay, with a way to try again. */
  const $moreError = createStore<unknown>(null);
  const $isLoadingMore = createStore(false);

  const firstPage = sample({
    clock: [opened, queryChanged, retried],
    source: $query,
    fn: (query) => ({ query, cursor: null }),
  });
  const nextPage = sample({
    clock: moreRequested,
    source: { query: $query, cursor: $nextCursor, busy: fetchPageFx.pending },
    filter: ({ cursor, busy }) => cursor !== null && !busy,
    fn: ({ query, cursor }) => ({ query, cursor }),
  });
  sample({ clock: [firstPage, nextPage], target: fetchPageFx });

  // A reply counts only while its query is still the one asked for (each change is a new object).
  const answered = sample({
    clock: fetchPageFx.done,
    source: $query,
    filter: (query, { params }) => params.query === query,
    fn: (_, done) => done,
  });
  const failed = sample({
    clock: fetchPageFx.fail,
    source: $query,
    filter: (query, { params }) => params.query === query,
    fn: (_, fail) => fail,
  });

  $items.on(answered, (items, { params, result }) =>
    params.cursor === null ? result.items : [...items, ...result.items],
  );
  $nextCursor.on(answered, (_, { result }) => result.nextCursor);
  $status
    .on(firstPage, () => 'loading')
    .on(answered, () => 'ready')
    .on(failed, (status, { params }) => (params.cursor === null ? 'failed' : status));
  $error
    .on(failed, (error, fail) => (fail.params.cursor === null ? fail.error : error))
    .reset(firstPage);
  $moreError
    .on(failed, (error, fail) => (fail.params.cursor === null ? error : fail.error))
    .reset(firstPage, nextPage);
  $isLoadingMore.on(nextPage, () => true).reset(answered, failed, firstPage);

  return {
    opened,
    queryChanged,
    moreRequested,
    retried,
    fetchPageFx,
    $query,
    $items,
    $nextCursor,
    $status,
    $error,
    $moreError,
    $isLoadingMore,
  };
}

export type KeysetList<Query extends object, Item> = ReturnType<
  typeof createKeysetList<Query, Item>
>;

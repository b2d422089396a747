import { createEvent, createStore, type EventCallable, sample, type Store } from 'effector';
import { debounce } from 'patronum';

/** Typing pauses this long before a list is asked again (one request per word, not per key). */
export const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box: what the field shows at once, and the list's query following it once the
 * typing pauses (unchanged text, spaces aside, asks nothing). The list starts with no search.
 */
export function createListSearch<Query extends { search: string }>(list: {
  $query: Store<Query>;
  queryChanged: EventCallable<Partial<Query>>;
}) {
  const searchTyped = createEvent<string>();
  const $searchText = createStore('').on(searchTyped, (_, text) => text);

  sample({
    clock: debounce({ source: searchTyped, timeout: SEARCH_PAUSE_MS }),
    source: list.$query,
    filter: (query, text) => query.search.trim() !== text.trim(),
    fn: (_, search) => ({ search }) as Partial<Query>,
    target: list.queryChanged,
  });

  return { searchTyped, $searchText };
}

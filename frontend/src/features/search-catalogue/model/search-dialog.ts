import { createEvent, createStore, sample } from 'effector';
import { isSearchable } from '../lib/search-query';
import { $isSearchLocked, $searchQuery, searchSubmitted } from './search-box';

/** The mobile search dialog (spec §2), opened from the bottom bar's search icon. */
export const searchDialogOpened = createEvent();
export const searchDialogClosed = createEvent();

export const $isSearchDialogOpen = createStore(false)
  .on(searchDialogOpened, () => true)
  .reset(searchDialogClosed);

// A submit the box accepts closes the dialog: the search then takes the listener to /search.
sample({
  clock: searchSubmitted,
  source: { query: $searchQuery, locked: $isSearchLocked },
  filter: ({ query, locked }) => !locked && isSearchable(query),
  target: searchDialogClosed,
});

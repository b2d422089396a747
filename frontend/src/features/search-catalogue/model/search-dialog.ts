import { createEvent, createStore, sample } from 'effector';
import { searchStarted } from './search-run';

/** The mobile search dialog (spec §2), opened from the bottom bar's search icon. */
export const searchDialogOpened = createEvent();
export const searchDialogClosed = createEvent();

export const $isSearchDialogOpen = createStore(false)
  .on(searchDialogOpened, () => true)
  .reset(searchDialogClosed);

// The dialog closes when its search runs: after the box read "Searching..." for the quiet period,
// as the app goes to /search (docs/adr/0022).
sample({
  clock: searchStarted,
  filter: $isSearchDialogOpen,
  fn: () => undefined,
  target: searchDialogClosed,
});

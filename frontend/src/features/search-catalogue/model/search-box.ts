import { createEvent, createStore, sample } from 'effector';
import { debounce, delay, or } from 'patronum';
import { $isAudioPlaying } from '@/shared/lib/audio-activity';
import { navigateFx } from '@/shared/lib/navigation';
import { SEARCH_DUPLICATE_WINDOW_MS } from '../config/search-timings';
import { isSearchable, normaliseQuery, searchPath } from '../lib/search-query';
import { asksForSearch, searchDebounceMs, searchLockMs } from '../lib/search-timing';
import { $isSearchDialogOpen } from './search-dialog';
import {
  $searchedQuery,
  $searchStatus,
  searchCleared,
  searchFx,
  searchStarted,
} from './search-run';

/** The listener typed in the box. */
export const searchQueryChanged = createEvent<string>();
/** The listener pressed Enter. */
export const searchSubmitted = createEvent();
/** The /search page reports its `q` when it opens and whenever the URL changes it. */
export const searchUrlChanged = createEvent<string>();
/** The /search page closed: a later search navigates back to it. */
export const searchPageClosed = createEvent();

export const $searchQuery = createStore('');
/** Spec §4: the box is disabled for 500 ms (800 ms while audio plays) after a search navigates. */
export const $isSearchLocked = createStore(false);

/** A searchable query waiting for the debounce; null when nothing is waiting. */
const $pendingQuery = createStore<string | null>(null);
/** Busy from the first keystroke of a search until its results (the box reads "Searching..."). */
export const $isSearchBusy = or($pendingQuery.map(Boolean), searchFx.pending);

const $debounceMs = $isAudioPlaying.map(searchDebounceMs);
const $lockMs = $isAudioPlaying.map(searchLockMs);
/** The q of the /search page on screen, or null away from it. */
const $urlQuery = createStore<string | null>(null);

const searchRequested = createEvent<string>();
const searchGuarded = createEvent<string>();

// Typing: an empty box clears the results; auto-search only while no audio plays (spec §5), and
// not in the mobile dialog, where the keyboard's Search key runs it (docs/adr/0022).
$searchQuery.on(searchQueryChanged, (_, text) => text);
sample({
  clock: searchQueryChanged,
  filter: (text) => normaliseQuery(text) === '',
  target: searchCleared,
});
sample({
  clock: searchQueryChanged,
  source: { audioPlaying: $isAudioPlaying, inDialog: $isSearchDialogOpen },
  filter: (context, text) => asksForSearch('typing', context) && isSearchable(text),
  fn: (_, text) => normaliseQuery(text),
  target: searchRequested,
});

// Enter: a blank (or one-character) query is ignored, and so is the box while it is locked.
sample({
  clock: searchSubmitted,
  source: { query: $searchQuery, locked: $isSearchLocked },
  filter: ({ query, locked }) => !locked && isSearchable(query),
  fn: ({ query }) => normaliseQuery(query),
  target: searchRequested,
});

// Both wait for a quiet period; an edit that is no longer searchable cancels the wait.
$pendingQuery
  .on(searchRequested, (_, query) => query)
  .on(searchQueryChanged, (pending, text) => (isSearchable(text) ? pending : null))
  .reset(searchStarted, searchCleared, searchUrlChanged);
sample({
  clock: debounce({ source: searchRequested, timeout: $debounceMs }),
  source: $pendingQuery,
  filter: (pending, query) => pending === query,
  fn: (_, query) => query,
  target: searchGuarded,
});

// The /search URL: the box shows its q, and a q not already on screen is searched at once.
$urlQuery.on(searchUrlChanged, (_, q) => normaliseQuery(q)).reset(searchPageClosed);
$searchQuery.on(searchUrlChanged, (text, q) =>
  normaliseQuery(text) === normaliseQuery(q) ? text : q,
);
sample({ clock: searchUrlChanged, filter: (q) => !isSearchable(q), target: searchCleared });
sample({
  clock: searchUrlChanged,
  source: { searched: $searchedQuery, status: $searchStatus },
  filter: ({ searched, status }, q) =>
    isSearchable(q) &&
    !(normaliseQuery(q) === searched && (status === 'loading' || status === 'results')),
  fn: (_, q) => normaliseQuery(q),
  target: searchGuarded,
});

// Spec §4: an identical query started again within 500 ms is skipped.
const $recentSearch = createStore<{ query: string | null; id: number }>({ query: null, id: 0 });
sample({
  clock: searchGuarded,
  source: $recentSearch,
  filter: (recent, query) => recent.query !== query,
  fn: (_, query) => query,
  target: searchStarted,
});
$recentSearch.on(searchStarted, ({ id }, query) => ({ query, id: id + 1 }));
const recentSearchExpired = delay({
  source: sample({ clock: $recentSearch.updates, filter: ({ query }) => query !== null }),
  timeout: SEARCH_DUPLICATE_WINDOW_MS,
});
$recentSearch.on(recentSearchExpired, (recent, expired) =>
  recent.id === expired.id ? { ...recent, query: null } : recent,
);

// A search away from its results page goes there; the box stays locked while the page changes.
const searchNavigated = sample({
  clock: searchStarted,
  source: $urlQuery,
  filter: (urlQuery, query) => urlQuery !== query,
  fn: (_, query) => query,
});
sample({ clock: searchNavigated, fn: searchPath, target: navigateFx });
$isSearchLocked
  .on(searchNavigated, () => true)
  .reset(delay({ source: searchNavigated, timeout: $lockMs }));

import { createEffect, createEvent, createStore, sample } from 'effector';
import { and, not } from 'patronum';
import {
  $isAudioPlaying,
  searchPriorityEnded,
  searchPriorityStarted,
} from '@/shared/lib/audio-activity';
import { NO_RESULTS, searchCatalogue, type SearchResults } from '../api/search-catalogue';
import { SEARCH_TIMEOUT_MS } from '../config/search-timings';
import { SearchTimeoutError, searchFailureMessage } from '../lib/search-failure';

export type SearchStatus = 'idle' | 'loading' | 'error' | 'results';

/** A normalised, searchable query passed every guard: the three calls run now. */
export const searchStarted = createEvent<string>();
/** The results page's retry button: runs the last query again at once. */
export const searchRetried = createEvent();
/** An empty query: back to idle with no results. */
export const searchCleared = createEvent();

/** The three calls (GET /public/artist, /album, /track); tests replace its handler. */
export const fetchCatalogueFx = createEffect(searchCatalogue);

/** Runs the calls, aborting them after SEARCH_TIMEOUT_MS (spec §8). */
export const searchFx = createEffect(async (query: string): Promise<SearchResults> => {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new SearchTimeoutError());
  }, SEARCH_TIMEOUT_MS);
  try {
    return await fetchCatalogueFx({ query, signal: controller.signal });
  } catch (error) {
    throw controller.signal.aborted ? new SearchTimeoutError() : error;
  } finally {
    clearTimeout(timer);
  }
});

/** The query the page's state belongs to ("No artists found matching "{query}""). */
export const $searchedQuery = createStore('');
export const $searchStatus = createStore<SearchStatus>('idle');
export const $searchResults = createStore<SearchResults>(NO_RESULTS);
export const $searchError = createStore<string | null>(null);

sample({ clock: searchRetried, source: $searchedQuery, filter: Boolean, target: searchStarted });
sample({ clock: searchStarted, target: searchFx });

$searchedQuery.on(searchStarted, (_, query) => query).reset(searchCleared);

// A slower, older search never overwrites the state of the newest one.
const latestDone = sample({
  clock: searchFx.done,
  source: $searchedQuery,
  filter: (searched, { params }) => searched === params,
  fn: (_, { result }) => result,
});
const latestFailed = sample({
  clock: searchFx.fail,
  source: $searchedQuery,
  filter: (searched, { params }) => searched === params,
  fn: (_, { error }) => searchFailureMessage(error),
});

$searchStatus
  .on(searchStarted, () => 'loading')
  .on(latestDone, () => 'results')
  .on(latestFailed, () => 'error')
  .reset(searchCleared);
$searchResults.on(latestDone, (_, results) => results).reset(searchCleared);
$searchError.on(latestFailed, (_, message) => message).reset(searchStarted, searchCleared);

// Spec §4: while audio plays the UI gets priority during the search, released once it settles.
const $hasSearchPriority = createStore(false)
  .on(searchPriorityStarted, () => true)
  .reset(searchPriorityEnded);

sample({
  clock: searchFx,
  filter: and($isAudioPlaying, not($hasSearchPriority)),
  target: searchPriorityStarted,
});
sample({
  clock: searchFx.pending.updates,
  source: $hasSearchPriority,
  filter: (hasPriority, pending) => hasPriority && !pending,
  fn: () => undefined,
  target: searchPriorityEnded,
});

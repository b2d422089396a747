import { combine, createEvent, createStore, sample } from 'effector';
import { isTrackLocked, type Track } from '@/entities/track';
import { playRequested } from '@/features/play-track';
import { $searchedQuery, $searchResults, searchPageClosed } from '@/features/search-catalogue';
import { defaultSearchTab, type SearchTab } from '../lib/search-tabs';

export const searchTabSelected = createEvent<SearchTab>();
/** The listener chose a track row (click, Enter or Space). */
export const trackRowClicked = createEvent<Track>();
/** A playable track was chosen: the player plays it, then the other playable track results. */
export const trackRowActivated = createEvent<Track>();
export const lockedTrackDialogClosed = createEvent();

/** The tab the listener picked for these results; null means the default one. */
const $selectedTab = createStore<SearchTab | null>(null)
  .on(searchTabSelected, (_, tab) => tab)
  .reset($searchedQuery.updates, $searchResults.updates);

export const $activeTab = combine(
  $selectedTab,
  $searchResults,
  (selected, results) => selected ?? defaultSearchTab(results),
);

/** The locked track whose "SoundCheck Exclusive" dialog is open (spec §2). */
export const $lockedTrack = createStore<Track | null>(null).reset(
  lockedTrackDialogClosed,
  searchPageClosed,
);

sample({ clock: trackRowClicked, filter: isTrackLocked, target: $lockedTrack });
sample({
  clock: trackRowClicked,
  filter: (track) => !isTrackLocked(track),
  target: trackRowActivated,
});

sample({
  clock: trackRowActivated,
  source: $searchResults,
  fn: ({ tracks }, chosen) => {
    const playable = tracks.filter((track) => !isTrackLocked(track));
    return { tracks: playable, startIndex: playable.findIndex((track) => track.id === chosen.id) };
  },
  target: playRequested,
});

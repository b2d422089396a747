import { allSettled, createStore, fork } from 'effector';
import { $searchResults, type SearchResults } from '@/features/search-catalogue';
import { FREE_TRACK, LOCKED_TRACK, NO_RESULTS, RESULTS } from '../ui/search-fixtures';
import { defaultSearchTab, type SearchTab } from '../lib/search-tabs';
import {
  $activeTab,
  $lockedTrack,
  lockedTrackDialogClosed,
  searchTabSelected,
  trackRowActivated,
  trackRowClicked,
} from './search-page';

const $activated = createStore<string[]>([]).on(trackRowActivated, (ids, track) => [
  ...ids,
  track.id,
]);

describe('search page model', () => {
  test.each<[SearchTab, SearchResults]>([
    ['artists', RESULTS],
    ['albums', { ...RESULTS, artists: [] }],
    ['tracks', { ...NO_RESULTS, tracks: [FREE_TRACK] }],
    ['artists', NO_RESULTS],
  ])('the default tab is %s: the first with results', (tab, results) => {
    expect(defaultSearchTab(results)).toBe(tab);
    expect(fork({ values: [[$searchResults, results]] }).getState($activeTab)).toBe(tab);
  });

  test('a chosen tab holds until the results change', async () => {
    const scope = fork({ values: [[$searchResults, RESULTS]] });
    await allSettled(searchTabSelected, { scope, params: 'tracks' });
    expect(scope.getState($activeTab)).toBe('tracks');

    await allSettled($searchResults, { scope, params: { ...RESULTS, artists: [] } });
    expect(scope.getState($activeTab)).toBe('albums');
  });

  test('a locked track opens the SoundCheck dialog and plays nothing', async () => {
    const scope = fork();
    await allSettled(trackRowClicked, { scope, params: LOCKED_TRACK });
    expect(scope.getState($lockedTrack)).toEqual(LOCKED_TRACK);
    expect(scope.getState($activated)).toEqual([]);

    await allSettled(lockedTrackDialogClosed, { scope });
    expect(scope.getState($lockedTrack)).toBeNull();
  });

  test('a playable track is handed on for the player', async () => {
    const scope = fork();
    await allSettled(trackRowClicked, { scope, params: FREE_TRACK });
    expect(scope.getState($activated)).toEqual([FREE_TRACK.id]);
    expect(scope.getState($lockedTrack)).toBeNull();
  });
});

import { allSettled, createStore, fork } from 'effector';
import { $currentTrack, $playlist } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { resolveAudioUrlFx } from '@/features/play-track';
import { $searchResults, type SearchResults } from '@/features/search-catalogue';
import { FREE_TRACK, LOCKED_TRACK, NO_RESULTS, RESULTS } from '../testing/search-fixtures';
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

/** A signed-in listener whose player gets its addresses without a server. */
const memberScope = (results: SearchResults) =>
  fork({
    values: [
      [$searchResults, results],
      [
        $sessionUser,
        { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null },
      ],
      [$sessionToken, 'token-maya'],
    ],
    handlers: [
      [
        resolveAudioUrlFx,
        () => Promise.resolve({ url: '/api/media/stream/a.mp3?exp=1', gaplessUrl: null }),
      ],
    ],
  });

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
    const scope = memberScope(RESULTS);
    await allSettled(trackRowClicked, { scope, params: LOCKED_TRACK });
    expect(scope.getState($lockedTrack)).toEqual(LOCKED_TRACK);
    expect(scope.getState($activated)).toEqual([]);
    expect(scope.getState($currentTrack)).toBeNull();

    await allSettled(lockedTrackDialogClosed, { scope });
    expect(scope.getState($lockedTrack)).toBeNull();
  });

  test('a playable track is handed on for the player', async () => {
    const scope = fork();
    await allSettled(trackRowClicked, { scope, params: FREE_TRACK });
    expect(scope.getState($activated)).toEqual([FREE_TRACK.id]);
    expect(scope.getState($lockedTrack)).toBeNull();
  });

  test('the player plays the chosen track, then the other playable track results', async () => {
    const second = { ...FREE_TRACK, id: 'second-free', title: 'Second' };
    const scope = memberScope({ ...RESULTS, tracks: [FREE_TRACK, LOCKED_TRACK, second] });

    await allSettled(trackRowClicked, { scope, params: second });

    expect(scope.getState($currentTrack)?.id).toBe('second-free');
    expect(scope.getState($playlist).map((track) => track.id)).toEqual([
      FREE_TRACK.id,
      'second-free',
    ]);
  });
});

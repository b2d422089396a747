/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { $currentTrack, $isShuffling, $playlist } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import type { Track } from '@/entities/track';
import { resolveAudioUrlFx } from '@/features/play-track';
import { artistPageOpened, fetchArtistBySlugFx } from './artist-page';
import {
  $lockedTrack,
  $playableTracks,
  $tracksStatus,
  artistPlayRequested,
  artistTrackClicked,
  fetchArtistTracksFx,
  lockedTrackDismissed,
  type PlayRequest,
  playAllClicked,
} from './artist-tracks';
import { artistFixture, NEON_ID, trackFixture } from '../testing/artist-fixtures';

const FREE = trackFixture({ id: 't-free', access_type: 'free' });
const STANDARD = trackFixture({ id: 't-standard' });
const LOCKED = trackFixture({ id: 't-locked', access_type: 'soundcheck', access_granted: false });
const OWNED = trackFixture({ id: 't-owned', access_type: 'soundcheck', access_granted: true });

async function openArtist(tracks: () => Promise<Track[]>) {
  const fetchTracks = jest.fn(tracks);
  // A signed-in listener, whose player gets its addresses without a server.
  const scope = fork({
    values: [
      [
        $sessionUser,
        { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null },
      ],
      [$sessionToken, 'token-maya'],
    ],
    handlers: [
      [fetchArtistBySlugFx, () => Promise.resolve(artistFixture())],
      [fetchArtistTracksFx, fetchTracks],
      [
        resolveAudioUrlFx,
        () => Promise.resolve({ url: '/api/media/stream/a.mp3?exp=1', gaplessUrl: null }),
      ],
    ],
  });
  const played: PlayRequest[] = [];
  createWatch({ unit: artistPlayRequested, scope, fn: (request) => played.push(request) });
  await allSettled(artistPageOpened, { scope, params: 'neon-harbor' });
  return { scope, played, fetchTracks };
}

/** What the player got: its current track, its playlist and the artist photo it shows. */
const playerOf = (scope: Scope) => ({
  current: scope.getState($currentTrack)?.id ?? null,
  playlist: scope.getState($playlist).map((track) => track.id),
  artistPhoto: scope.getState($currentTrack)?.artistProfileImage ?? null,
});

describe('artist page tracks and play', () => {
  test("loads the artist's tracks once the artist is known", async () => {
    const { scope, fetchTracks } = await openArtist(() =>
      Promise.resolve([FREE, LOCKED, STANDARD, OWNED]),
    );

    expect(fetchTracks).toHaveBeenCalledWith(NEON_ID);
    expect(scope.getState($tracksStatus)).toBe('ready');
    expect(scope.getState($playableTracks).map((track) => track.id)).toEqual([
      't-free',
      't-standard',
      't-owned',
    ]);
  });

  test('Play all plays every track the listener may hear, from the first, in order', async () => {
    const { scope, played } = await openArtist(() => Promise.resolve([LOCKED, FREE, STANDARD]));

    await allSettled(playAllClicked, { scope, params: { shuffle: false } });

    expect(playerOf(scope)).toEqual({
      current: 't-free',
      playlist: ['t-free', 't-standard'],
      artistPhoto: artistFixture().image_url,
    });
    expect(scope.getState($isShuffling)).toBe(false);
    expect(played).toEqual([]); // not a row's request
  });

  test('Shuffle plays the same tracks in random order, shuffle on', async () => {
    const { scope } = await openArtist(() => Promise.resolve([LOCKED, FREE, STANDARD, OWNED]));

    await allSettled(playAllClicked, { scope, params: { shuffle: true } });

    expect(scope.getState($isShuffling)).toBe(true);
    expect([...playerOf(scope).playlist].sort()).toEqual(['t-free', 't-owned', 't-standard']);
    expect(playerOf(scope).current).toBe(playerOf(scope).playlist[0]);
  });

  test('with no playable track, Play all plays nothing', async () => {
    const { scope } = await openArtist(() => Promise.resolve([LOCKED]));

    await allSettled(playAllClicked, { scope, params: { shuffle: false } });

    expect(scope.getState($playableTracks)).toEqual([]);
    expect(playerOf(scope).current).toBeNull();
  });

  test('a playable track plays from itself; a locked one opens the SoundCheck dialog', async () => {
    const { scope, played } = await openArtist(() => Promise.resolve([FREE, LOCKED, STANDARD]));

    await allSettled(artistTrackClicked, { scope, params: 't-standard' });
    expect(played).toEqual([{ tracks: [FREE, STANDARD], startIndex: 1 }]);
    expect(playerOf(scope).current).toBe('t-standard');

    await allSettled(artistTrackClicked, { scope, params: 't-locked' });
    expect(played).toHaveLength(1);
    expect(playerOf(scope).current).toBe('t-standard');
    expect(scope.getState($lockedTrack)?.id).toBe('t-locked');

    await allSettled(lockedTrackDismissed, { scope });
    expect(scope.getState($lockedTrack)).toBeNull();
  });

  test('tracks that fail to load leave nothing to play', async () => {
    const { scope } = await openArtist(() => Promise.reject(new Error('offline')));

    expect(scope.getState($tracksStatus)).toBe('failed');
    expect(scope.getState($playableTracks)).toEqual([]);
  });
});

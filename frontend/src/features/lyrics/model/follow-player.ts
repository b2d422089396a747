import { sample, type Store } from 'effector';
import { $currentTrack, type PlayerTrack, trackStarted } from '@/entities/player';
import { lyricsTrackOf } from '../lib/lyrics-track';
import { lyricsRequested } from './lyrics';

interface Shown {
  track: PlayerTrack | null;
  shown: boolean;
}
const onScreenWithTrack = (state: Shown): state is Shown & { track: PlayerTrack } =>
  state.shown && state.track !== null;

/**
 * Keeps the lyrics on the player's current track while a lyrics view is on screen (`$shown`):
 * asks when the view comes on screen and whenever a track starts under it — trackStarted, not
 * $currentTrack, which also changes when the signed address arrives. Call it once per view, at
 * the top level of the view's model.
 */
export function followPlayerLyrics($shown: Store<boolean>): void {
  sample({
    clock: [$shown.updates, trackStarted],
    source: { track: $currentTrack, shown: $shown },
    filter: onScreenWithTrack,
    fn: ({ track }) => lyricsTrackOf(track),
    target: lyricsRequested,
  });
}
